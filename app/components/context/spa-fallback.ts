import { createContext } from "react";

/**
 * True while the build renders React Router's SPA fallback document, which must carry React
 * Router's scripts (the build checks it, then site-build/publish-not-found.ts removes the file).
 * Set by app/entry.server.tsx; every real page decides by its route's `handle` (app/root.tsx).
 */
export const SpaFallbackContext = createContext(false);
