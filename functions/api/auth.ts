/** Cloudflare Pages Function: the editor's sign-in starts here (server/editor-sign-in.ts). */
export { onRequest } from "../../server/editor-sign-in.ts";
