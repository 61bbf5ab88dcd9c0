/**
 * The content editor's online sign-in (docs/decisions/0012): GitHub's OAuth web flow on the site's
 * own address, in two steps that Decap CMS opens in a small window.
 *
 *   GET /api/auth?provider=github&scope=repo   → a `state` bound to this browser by a short-lived
 *                                                cookie, then a redirect to GitHub's consent page
 *   GET /api/callback?code=…&state=…            → the state checked against the cookie, the code
 *                                                exchanged for a token with the client secret, and
 *                                                the token handed to the editor window by Decap's
 *                                                message protocol, to the site's own origin only
 *
 * Web-standard Request → Response, so that Cloudflare Pages Functions (functions/api/) run it as it
 * is: it runs on the Workers runtime only, never in `npm start`. Every refusal is a 4xx with a
 * plain page in both languages (editor/sign-in-pages.ts); no token or secret is ever logged, put
 * in a URL or sent to another origin.
 */
import { handOff, refusal, signInHeaders } from "./sign-in-pages.ts";

export interface SignInEnv {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** Where GitHub's OAuth pages are; tests point it at a stand-in on loopback. */
  GITHUB_ORIGIN?: string;
}

/** The paths the endpoint answers; `redirect_uri` is the callback on the request's own origin. */
export const signInPaths = { auth: "/api/auth", callback: "/api/callback" } as const;

/** The cookie that binds a sign-in to the browser that started it. `__Host-`: this origin only. */
export const stateCookieName = "__Host-editor-sign-in";
const stateLifetimeSeconds = 600;
/** Scopes Decap may ask for: `repo` (private or public repository) or `public_repo`. */
const allowedScopes = new Set(["repo", "public_repo"]);
const defaultGithubOrigin = "https://github.com";
/** Longest query string looked at: anything longer is not Decap's and not GitHub's. */
const maxQueryLength = 2048;
const exchangeTimeoutMs = 10_000;

type Fetch = typeof fetch;

/** The whole decision for one request: Cloudflare's `onRequest` and the tests call this. */
export async function handleSignIn(
  request: Request,
  env: SignInEnv,
  fetchImpl: Fetch = fetch,
): Promise<Response> {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return refusal(400, "badRequest");
  }
  if (request.method !== "GET" && request.method !== "HEAD") {
    return refusal(405, "method", { Allow: "GET, HEAD" });
  }
  if (url.search.length > maxQueryLength) return refusal(414, "badRequest");
  const config = readConfig(env);
  if (url.pathname === signInPaths.auth) {
    if (!config) return refusal(404, "notSetUp");
    return startSignIn(url, config);
  }
  if (url.pathname === signInPaths.callback) {
    if (!config) return refusal(404, "notSetUp");
    return finishSignIn(request, url, config, fetchImpl);
  }
  return refusal(404, "badRequest");
}

interface Config {
  clientId: string;
  clientSecret: string;
  githubOrigin: string;
}

/** The secrets and GitHub's origin, or undefined when the sign-in is not set up (or set up wrong). */
function readConfig(env: SignInEnv): Config | undefined {
  const clientId = env.GITHUB_CLIENT_ID?.trim();
  const clientSecret = env.GITHUB_CLIENT_SECRET?.trim();
  if (!clientId || !clientSecret) return undefined;
  const githubOrigin = parseGithubOrigin(env.GITHUB_ORIGIN);
  if (!githubOrigin) return undefined;
  return { clientId, clientSecret, githubOrigin };
}

/** `https://github.com` by default; http only on loopback (a test's stand-in). */
export function parseGithubOrigin(value: string | undefined): string | undefined {
  if (!value?.trim()) return defaultGithubOrigin;
  try {
    const url = new URL(value.trim());
    const loopback = ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
    if (url.protocol !== "https:" && !(url.protocol === "http:" && loopback)) return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

function startSignIn(url: URL, config: Config): Response {
  const params = url.searchParams;
  const provider = params.getAll("provider");
  if (provider.length > 1 || (provider.length === 1 && provider[0] !== "github")) {
    return refusal(400, "badRequest");
  }
  const scopes = params.getAll("scope");
  const scope = scopes.length === 0 ? "repo" : scopes[0];
  if (scopes.length > 1 || !scope || !allowedScopes.has(scope)) return refusal(400, "badRequest");
  const state = randomState();
  const authorize = new URL("/login/oauth/authorize", config.githubOrigin);
  authorize.searchParams.set("client_id", config.clientId);
  authorize.searchParams.set("redirect_uri", `${url.origin}${signInPaths.callback}`);
  authorize.searchParams.set("scope", scope);
  authorize.searchParams.set("state", state);
  authorize.searchParams.set("allow_signup", "false");
  return new Response(null, {
    status: 302,
    headers: {
      ...signInHeaders,
      Location: authorize.href,
      "Set-Cookie": stateCookie(state, stateLifetimeSeconds),
    },
  });
}

async function finishSignIn(
  request: Request,
  url: URL,
  config: Config,
  fetchImpl: Fetch,
): Promise<Response> {
  const params = url.searchParams;
  const single = (name: string) => {
    const values = params.getAll(name);
    return values.length === 1 ? values[0] : undefined;
  };
  const expected = cookieValue(request.headers.get("Cookie"), stateCookieName);
  const state = single("state");
  // Whatever happens next, this sign-in's state is used up.
  const clear = { "Set-Cookie": stateCookie("", 0) };
  if (!expected || !state || !sameString(state, expected)) {
    return refusal(403, "foreignState", clear);
  }
  if (params.has("error")) return refusal(403, "declined", clear);
  const code = single("code");
  if (!code || code.length > 512 || !/^[\w.-]+$/.test(code)) {
    return refusal(400, "badCode", clear);
  }
  let answer: Response;
  try {
    answer = await fetchImpl(new URL("/login/oauth/access_token", config.githubOrigin), {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({
        client_id: config.clientId,
        client_secret: config.clientSecret,
        code,
        redirect_uri: `${url.origin}${signInPaths.callback}`,
      }),
      // Workers' fetch has no "error" mode; a redirect is not GitHub's answer (readToken refuses it).
      redirect: "manual",
      signal: AbortSignal.timeout(exchangeTimeoutMs),
    });
  } catch {
    return refusal(502, "githubUnreachable", clear);
  }
  const token = await readToken(answer);
  if (token === "unreachable") return refusal(502, "githubUnreachable", clear);
  if (!token) return refusal(401, "badCode", clear);
  return handOff(token, clear);
}

/** The token from GitHub's answer; undefined when GitHub refused the code. */
async function readToken(answer: Response): Promise<string | undefined | "unreachable"> {
  if (answer.status >= 500) return "unreachable";
  if (!answer.ok) return undefined;
  try {
    const body = (await answer.json()) as { access_token?: unknown };
    const token = body.access_token;
    return typeof token === "string" && /^[\w.-]{1,1024}$/.test(token) ? token : undefined;
  } catch {
    return undefined;
  }
}

function stateCookie(value: string, maxAge: number): string {
  return `${stateCookieName}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`;
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** One cookie's value from a Cookie header; undefined when absent or given twice. */
export function cookieValue(header: string | null, name: string): string | undefined {
  if (!header || header.length > 8192) return undefined;
  const values = header
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${name}=`))
    .map((part) => part.slice(name.length + 1));
  return values.length === 1 && /^[\w-]{16,128}$/.test(values[0] ?? "") ? values[0] : undefined;
}

/** Compares in time that does not depend on where the strings differ. */
function sameString(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index++) {
    difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  }
  return difference === 0;
}

/** The Pages Function form (functions/api/auth.ts and callback.ts re-export it). */
export const onRequest = (context: { request: Request; env: SignInEnv }): Promise<Response> =>
  handleSignIn(context.request, context.env);
