import type { NavLink } from "~/copy/view";

interface ErrorScreenProps {
  title: string;
  message: string;
  homeLink: NavLink;
}

/** Fallback for an unexpected error. Plain markup: it must render even when the layout failed. */
export function ErrorScreen({ title, message, homeLink }: ErrorScreenProps) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-cream px-5 py-16">
      <div className="max-w-xl text-center">
        <h1 className="text-3xl text-ink sm:text-4xl">{title}</h1>
        <p className="mt-4 rounded-lg bg-white px-4 py-3 font-mono text-sm break-words text-brand-dark ring-1 ring-line">
          {message}
        </p>
        <a
          href={homeLink.to}
          className="mt-8 inline-flex min-h-11 items-center rounded-full bg-brand px-6 font-semibold text-white hover:bg-brand-dark"
        >
          {homeLink.label}
        </a>
      </div>
    </main>
  );
}
