/**
 * What the editor's sign-in (editor/sign-in.ts) shows in its small window: the page that hands the
 * token to the editor, and each refusal in plain words in both languages, with their headers. Runs
 * on Cloudflare's Workers runtime.
 */
import { escapeHtml, staffPageHead } from "./staff-page.ts";

/** Every answer of the sign-in: never stored, never indexed, never a referrer. */
export const signInHeaders: Readonly<Record<string, string>> = {
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex",
  "X-Content-Type-Options": "nosniff",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
};

/**
 * Decap's handshake: the window says `authorizing:github` to its opener, for this origin only; the
 * editor answers from this origin; only then does the window post the token, to that origin. A
 * page of another origin that opened the window never hears either message.
 */
const handOffScript =
  '(function(){var o=window.opener,t=location.origin,d=document.getElementById("authorization");if(!o||!d)return;window.addEventListener("message",function(e){if(e.origin!==t||e.source!==o||e.data!=="authorizing:github")return;o.postMessage("authorization:github:success:"+JSON.stringify({token:JSON.parse(d.textContent).token,provider:"github"}),t)});o.postMessage("authorizing:github",t)})();';

/** `'sha256-…'` of the script above, for the page's policy; computed on first use (a Worker may
 * not compute at start). */
let handOffScriptHash: Promise<string> | undefined;

async function sha256Source(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
}

/** The page that hands the token to the editor window, with the policy that lets only its script run. */
export async function handOff(token: string, extra: Record<string, string>): Promise<Response> {
  handOffScriptHash ??= sha256Source(handOffScript);
  return new Response(handOffPage(token), {
    status: 200,
    headers: {
      ...signInHeaders,
      ...extra,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": `default-src 'none'; img-src data:; script-src '${await handOffScriptHash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    },
  });
}

function handOffPage(token: string): string {
  // JSON in a data block: never run, and `<` escaped so that nothing can close the element.
  const data = JSON.stringify({ token }).replaceAll("<", "\\u003c");
  return page(
    "Signing in / Sedang masuk",
    [
      "<p>Signing you in to the content editor. This window closes by itself.</p>",
      '<p lang="id">Sedang memasukkan Anda ke editor konten. Jendela ini akan tertutup sendiri.</p>',
      `<script type="application/json" id="authorization">${data}</script>`,
      `<script>${handOffScript}</script>`,
    ].join("\n"),
  );
}

export type Reason =
  | "badRequest"
  | "method"
  | "notSetUp"
  | "foreignState"
  | "declined"
  | "badCode"
  | "githubUnreachable";

/** What each refusal says, in English and Indonesian. */
export const refusalTexts: Readonly<Record<Reason, { en: string; id: string }>> = {
  badRequest: {
    en: "This address is part of the content editor's sign-in and cannot be opened like this.",
    id: "Alamat ini bagian dari proses masuk editor konten dan tidak dapat dibuka seperti ini.",
  },
  method: {
    en: "The sign-in only answers GET requests.",
    id: "Proses masuk hanya menjawab permintaan GET.",
  },
  notSetUp: {
    en: "The online sign-in of the content editor is not set up on this site yet. The web team’s checklist is in docs/cms-sign-in.md.",
    id: "Proses masuk online editor konten belum disiapkan di situs ini. Daftar langkah untuk tim web ada di docs/cms-sign-in.md.",
  },
  foreignState: {
    en: "This sign-in was not started in this browser, or it took longer than ten minutes. Close this window and click “Login with GitHub” again.",
    id: "Proses masuk ini tidak dimulai di peramban ini, atau sudah lebih dari sepuluh menit. Tutup jendela ini lalu klik “Login with GitHub” lagi.",
  },
  declined: {
    en: "GitHub did not give access (the request was declined). Close this window; to sign in, click “Login with GitHub” again and choose Authorize.",
    id: "GitHub tidak memberi akses (permintaan ditolak). Tutup jendela ini; untuk masuk, klik “Login with GitHub” lagi lalu pilih Authorize.",
  },
  badCode: {
    en: "GitHub did not accept this sign-in (the code is wrong or already used). Close this window and click “Login with GitHub” again.",
    id: "GitHub tidak menerima proses masuk ini (kodenya salah atau sudah dipakai). Tutup jendela ini lalu klik “Login with GitHub” lagi.",
  },
  githubUnreachable: {
    en: "GitHub could not be reached. Close this window and try again in a few minutes.",
    id: "GitHub tidak dapat dihubungi. Tutup jendela ini lalu coba lagi beberapa menit lagi.",
  },
};

/** The policy of every refusal page: nothing runs, nothing loads. */
export const refusalPolicy =
  "default-src 'none'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export function refusal(
  status: number,
  reason: Reason,
  extra: Record<string, string> = {},
): Response {
  const text = refusalTexts[reason];
  return new Response(
    page(
      "Sign-in stopped / Proses masuk berhenti",
      `<p>${escapeHtml(text.en)}</p>\n<p lang="id">${escapeHtml(text.id)}</p>`,
    ),
    {
      status,
      headers: {
        ...signInHeaders,
        ...extra,
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy": refusalPolicy,
      },
    },
  );
}

function page(title: string, body: string): string {
  return [
    ...staffPageHead(title),
    "</head>",
    "<body>",
    `<h1>${escapeHtml(title)}</h1>`,
    body,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
