import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { useShellCopy } from "~/components/context/shell-copy";
import { loadSonner, toastHostStore } from "~/lib/notify";

const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** Runs its effect after the Toaster before it has subscribed to new toasts. */
function ReadySignal() {
  useEffect(() => {
    toastHostStore.markReady();
  }, []);
  return null;
}

/** Mounts sonner's Toaster the first time the site shows a toast (see `notify`). */
export function ToastHost() {
  const { ui } = useShellCopy();
  const requested = useSyncExternalStore(
    toastHostStore.subscribe,
    toastHostStore.getSnapshot,
    toastHostStore.getServerSnapshot,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        richColors
        closeButton
        offset={88}
        mobileOffset={{ top: 80 }}
        containerAriaLabel={ui.toastRegion}
        toastOptions={{ closeButtonAriaLabel: ui.toastClose }}
      />
      <ReadySignal />
    </Suspense>
  );
}
