/**
 * Toasts without putting the toast library on every page's first load: sonner is imported the
 * first time a toast is shown. `ToastHost` (in the app root) mounts sonner's <Toaster> first, and
 * the toast is created once the Toaster listens, so the first toast is never lost and appears in a
 * live region that already exists.
 */
import type { ExternalToast } from "sonner";

type ToastKind = "success" | "error" | "info";

type Listener = () => void;

const listeners = new Set<Listener>();
let hostRequested = false;
let resolveHostReady: (() => void) | undefined;
const hostReady = new Promise<void>((resolve) => {
  resolveHostReady = resolve;
});

export const loadSonner = () => import("sonner");

/** For ToastHost: whether a toast has been asked for, and a way to hear when it is. */
export const toastHostStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => hostRequested,
  getServerSnapshot: () => false,
  /** Called by ToastHost once sonner's Toaster is mounted and subscribed. */
  markReady: () => resolveHostReady?.(),
};

/** Shows a toast: `notify("error", "Error", { description: "..." })`. */
export async function notify(
  kind: ToastKind,
  title: string,
  options?: ExternalToast,
): Promise<void> {
  if (!hostRequested) {
    hostRequested = true;
    for (const listener of listeners) listener();
  }
  const [{ toast }] = await Promise.all([loadSonner(), hostReady]);
  toast[kind](title, options);
}
