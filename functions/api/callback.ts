/** Cloudflare Pages Function: GitHub sends the sign-in back here (editor/sign-in.ts). */
export { onRequest } from "../../editor/sign-in.ts";
