/** Cloudflare Pages Function: GitHub sends the sign-in back here (server/editor-sign-in.ts). */
export { onRequest } from "../../server/editor-sign-in.ts";
