/** Cloudflare Pages Function: the editor's sign-in starts here (editor/sign-in.ts). */
export { onRequest } from "../../editor/sign-in.ts";
