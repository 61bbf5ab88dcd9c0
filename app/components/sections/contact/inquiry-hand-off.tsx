import { Copy, Mail, MessageCircle, X } from "lucide";
import { useEffect, useId, useRef, useState } from "react";
import { useShellCopy } from "~/components/context/shell-copy";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import { siteConfig } from "~/copy/site";
import type { ContactCopy } from "~/copy/view";
import type { SubmittedInquiry } from "~/lib/contact-form";
import { composeInquiry, fitsInLink, mailtoLink } from "~/lib/inquiry-message";
import { fillTemplate } from "~/lib/template";
import { whatsappLink } from "~/lib/whatsapp";

interface InquiryHandOffProps {
  inquiry: SubmittedInquiry;
  copy: ContactCopy["handOff"];
  onDismiss: () => void;
}

/**
 * The next step after a valid submit: the composed inquiry, sent from the visitor's own WhatsApp
 * or email, or copied. An inquiry longer than a link carries whole is never put in one: the visitor
 * is told, copies it, and the links open the chat or email with a short greeting to paste under.
 */
export function InquiryHandOff({ inquiry, copy, onDismiss }: InquiryHandOffProps) {
  const { ui } = useShellCopy();
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [copyStatus, setCopyStatus] = useState<"idle" | "copied" | "failed">("idle");

  // Shown in place of what the visitor just sent: take them to it, clear of the header and the
  // toast at the top of the screen.
  useEffect(() => {
    const heading = headingRef.current;
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: "center" });
  }, []);

  const { values, choiceSummary } = inquiry;
  const handOff = {
    text: composeInquiry(values, copy.compose, choiceSummary),
    emailSubject: values.subject.trim()
      ? fillTemplate(copy.emailSubject, { subject: values.subject.trim() })
      : fillTemplate(copy.emailSubjectWithoutTopic, { name: values.name.trim() }),
  };
  const whole = {
    whatsapp: whatsappLink(siteConfig.whatsappNumber, handOff.text),
    email: mailtoLink(siteConfig.emailBookings, handOff.emailSubject, handOff.text),
  };
  const fits = fitsInLink(whole.whatsapp) && fitsInLink(whole.email);
  const whatsappUrl = fits
    ? whole.whatsapp
    : whatsappLink(siteConfig.whatsappNumber, copy.pasteGreeting);
  const emailUrl = fits
    ? whole.email
    : mailtoLink(siteConfig.emailBookings, handOff.emailSubject, copy.pasteGreeting);

  async function copyText() {
    try {
      await navigator.clipboard.writeText(handOff.text);
      setCopyStatus("copied");
    } catch {
      textRef.current?.select();
      setCopyStatus("failed");
    }
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="relative -mx-2 mb-8 rounded-2xl bg-brand-soft/60 p-4 ring-1 ring-brand/25 sm:mx-0 sm:p-7"
    >
      <button
        type="button"
        onClick={onDismiss}
        aria-label={copy.dismiss}
        className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-white"
      >
        <Icon node={X} className="size-5" />
      </button>
      <h3 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="pr-12 text-2xl outline-none">
        {copy.title}
      </h3>
      <p className="mt-2 text-base leading-relaxed text-ink">{copy.intro}</p>
      <label htmlFor={`${id}-text`} className="mt-5 block text-sm font-semibold text-ink">
        {copy.textLabel}
      </label>
      <textarea
        id={`${id}-text`}
        ref={textRef}
        readOnly
        rows={8}
        value={handOff.text}
        className="mt-2 block w-full rounded-xl border border-line bg-white px-4 py-3 font-mono text-sm leading-relaxed text-ink"
      />
      {fits ? null : <p className="mt-3 text-sm font-semibold text-brand-dark">{copy.tooLong}</p>}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {fits ? null : (
          <Button type="button" size="md" onClick={copyText}>
            <Icon node={Copy} />
            {copy.copy}
          </Button>
        )}
        <Button asChild variant="whatsapp" size="md">
          <a href={whatsappUrl} target="_blank" rel="noopener noreferrer">
            <Icon node={MessageCircle} />
            {copy.whatsapp}
            <span className="sr-only">{` ${ui.opensInNewTab}`}</span>
          </a>
        </Button>
        <Button asChild variant={fits ? "primary" : "outline"} size="md">
          <a href={emailUrl}>
            <Icon node={Mail} />
            {copy.email}
          </a>
        </Button>
        {fits ? (
          <Button type="button" variant="outline" size="md" onClick={copyText}>
            <Icon node={Copy} />
            {copy.copy}
          </Button>
        ) : null}
      </div>
      <p role="status" className="mt-3 min-h-5 text-sm font-medium text-ink">
        {copyStatus === "copied" ? copy.copied : copyStatus === "failed" ? copy.copyFailed : ""}
      </p>
    </section>
  );
}
