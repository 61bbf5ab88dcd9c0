import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * The browser's entry (React Router's default, kept here so that what follows is stated once):
 * hydrating inside a transition lets React yield to the browser every few milliseconds, so a tap
 * is answered while the page hydrates. Outside a transition React hydrates the whole page in one
 * task, a few hundred milliseconds on a phone; tests/build/long-tasks.test.ts fails then.
 */
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
