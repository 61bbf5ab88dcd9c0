// @vitest-environment node
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import {
  cookieValue,
  handleSignIn,
  parseGithubOrigin,
  type SignInEnv,
  signInPaths,
  stateCookieName,
} from "./sign-in.ts";
import { refusalTexts } from "./sign-in-pages.ts";

const site = "https://tours.example";
const env: SignInEnv = { GITHUB_CLIENT_ID: "client-id", GITHUB_CLIENT_SECRET: "s3cret-value" };
const noFetch = vi.fn(() => Promise.reject(new Error("no request expected")));

async function start(query = "?provider=github&scope=repo&site_id=tours.example") {
  const answer = await handleSignIn(
    new Request(`${site}${signInPaths.auth}${query}`),
    env,
    noFetch,
  );
  const cookie = answer.headers.get("Set-Cookie") ?? "";
  const state = new URL(answer.headers.get("Location") ?? "http://x/").searchParams.get("state");
  return { answer, cookie, state: state ?? "" };
}

function callback(query: string, cookie?: string, fetchImpl: typeof fetch = noFetch) {
  return handleSignIn(
    new Request(`${site}${signInPaths.callback}${query}`, {
      headers: cookie ? { Cookie: cookie } : {},
    }),
    env,
    fetchImpl,
  );
}

const tokenAnswer = (body: unknown, status = 200) =>
  vi.fn(() => Promise.resolve(Response.json(body, { status })));

describe("/api/auth", () => {
  it("sends the browser to GitHub's consent with a fresh state bound to a short-lived cookie", async () => {
    const { answer, cookie, state } = await start();
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get("Location") ?? "");
    expect(location.origin + location.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(location.searchParams.get("client_id")).toBe("client-id");
    expect(location.searchParams.get("redirect_uri")).toBe(`${site}/api/callback`);
    expect(location.searchParams.get("scope")).toBe("repo");
    expect(state).toMatch(/^[\w-]{43}$/);
    expect(cookie).toBe(
      `${stateCookieName}=${state}; Path=/; Max-Age=600; HttpOnly; Secure; SameSite=Lax`,
    );
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(location.href).not.toContain("s3cret");
    const other = await start();
    expect(other.state).not.toBe(state);
  });

  it("goes to the GitHub origin it is given (a stand-in), https or loopback only", async () => {
    expect(parseGithubOrigin(undefined)).toBe("https://github.com");
    expect(parseGithubOrigin("http://127.0.0.1:9999/x")).toBe("http://127.0.0.1:9999");
    expect(parseGithubOrigin("https://github.example/")).toBe("https://github.example");
    expect(parseGithubOrigin("http://github.example")).toBeUndefined();
    expect(parseGithubOrigin("javascript:alert(1)")).toBeUndefined();
  });

  it("refuses another provider, an unknown scope or a repeated one", async () => {
    for (const query of [
      "?provider=gitlab",
      "?provider=github&scope=admin:org",
      "?provider=github&scope=repo&scope=repo",
    ]) {
      const { answer } = await start(query);
      expect(answer.status, query).toBe(400);
      expect(answer.headers.get("Set-Cookie"), query).toBeNull();
    }
  });

  it("says plainly, in both languages, when the secrets are not set", async () => {
    for (const path of Object.values(signInPaths)) {
      const answer = await handleSignIn(new Request(`${site}${path}?provider=github`), {});
      expect(answer.status).toBe(404);
      const text = await answer.text();
      expect(text).toContain(refusalTexts.notSetUp.en);
      expect(text).toContain(refusalTexts.notSetUp.id);
    }
  });

  it("answers 405 to other methods", async () => {
    const answer = await handleSignIn(
      new Request(`${site}/api/auth`, { method: "POST", body: "x" }),
      env,
    );
    expect(answer.status).toBe(405);
    expect(answer.headers.get("Allow")).toBe("GET, HEAD");
  });
});

describe("/api/callback", () => {
  it("exchanges the code and hands the token only to the site's own origin", async () => {
    const { cookie, state } = await start();
    const exchange = tokenAnswer({ access_token: "gho_token123", token_type: "bearer" });
    const answer = await callback(`?code=abc123&state=${state}`, cookie.split(";")[0], exchange);
    expect(answer.status).toBe(200);
    const [url, init] = exchange.mock.calls[0] as unknown as [URL, RequestInit];
    expect(String(url)).toBe("https://github.com/login/oauth/access_token");
    expect(JSON.parse(String(init.body))).toEqual({
      client_id: "client-id",
      client_secret: "s3cret-value",
      code: "abc123",
      redirect_uri: `${site}/api/callback`,
    });
    const html = await answer.text();
    expect(html).toContain('{"token":"gho_token123"}');
    // The token goes to the opener for location.origin only, after its answer from that origin.
    expect(html).toContain('o.postMessage("authorizing:github",t)');
    expect(html).toContain("e.origin!==t||e.source!==o");
    expect(html).not.toContain('"*"');
    const csp = answer.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toMatch(/^default-src 'none'; img-src data:; script-src 'sha256-[\w+/=]+';/);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(answer.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect(answer.headers.get("Set-Cookie")).toContain("Max-Age=0");
  });

  it("refuses a missing, foreign or replayed state, never asking GitHub", async () => {
    const { cookie, state } = await start();
    const other = await start();
    const pair = cookie.split(";")[0];
    for (const [query, sent] of [
      [`?code=abc&state=${state}`, undefined],
      ["?code=abc", pair],
      [`?code=abc&state=${other.state}`, pair],
      [`?code=abc&state=${state}&state=${state}`, pair],
      [`?code=abc&state=${state}`, `${pair}; ${pair}`],
    ] as const) {
      const answer = await callback(query, sent);
      expect(answer.status, query).toBe(403);
      expect(await answer.text()).toContain(refusalTexts.foreignState.id);
    }
    expect(noFetch).not.toHaveBeenCalled();
  });

  it("refuses a declined consent and a code GitHub does not accept, without a token", async () => {
    const { cookie, state } = await start();
    const pair = cookie.split(";")[0];
    const declined = await callback(`?error=access_denied&state=${state}`, pair);
    expect(declined.status).toBe(403);
    expect(await declined.text()).toContain(refusalTexts.declined.en);
    const refused = tokenAnswer({ error: "bad_verification_code" });
    const bad = await callback(`?code=used&state=${state}`, pair, refused);
    expect(bad.status).toBe(401);
    const text = await bad.text();
    expect(text).toContain(refusalTexts.badCode.en);
    expect(text).not.toContain("token");
    const odd = await callback(`?code=${encodeURIComponent("a b<")}&state=${state}`, pair);
    expect(odd.status).toBe(400);
  });

  it("says GitHub could not be reached (502) when the exchange fails", async () => {
    const { cookie, state } = await start();
    const down = vi.fn(() => Promise.reject(new TypeError("fetch failed")));
    const answer = await callback(`?code=abc&state=${state}`, cookie.split(";")[0], down);
    expect(answer.status).toBe(502);
  });
});

describe("odd requests", () => {
  it("never answer 5xx, never set a token, never echo input (generated paths, queries, cookies)", async () => {
    const piece = fc.string({ unit: "binary", maxLength: 40 });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/api/auth", "/api/callback", "/api/other"),
        fc.array(fc.tuple(piece, piece), { maxLength: 6 }),
        fc.option(fc.string({ maxLength: 200 })),
        fc.constantFrom("GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"),
        async (path, pairs, cookie, method) => {
          const url = new URL(`${site}${path}`);
          for (const [key, value] of pairs) url.searchParams.append(key, value);
          const headers = new Headers();
          try {
            if (cookie) headers.set("Cookie", cookie);
          } catch {
            // not a valid header value: a browser would not send it either
          }
          const answer = await handleSignIn(new Request(url, { method, headers }), env, noFetch);
          expect(answer.status).toBeGreaterThanOrEqual(300);
          expect(answer.status).toBeLessThan(500);
          const body = await answer.text();
          expect(body).not.toContain("authorization:github:success");
          expect(body).not.toContain("s3cret");
          for (const [key, value] of pairs) {
            if (/[<>&]/.test(key + value)) expect(body).not.toContain(`${key}${value}`);
          }
        },
      ),
      { numRuns: 300 },
    );
    expect(noFetch).not.toHaveBeenCalled();
  }, 20_000);

  it("reads one cookie value, refusing duplicates and junk", () => {
    const value = "a".repeat(43);
    expect(cookieValue(`x=1; ${stateCookieName}=${value}`, stateCookieName)).toBe(value);
    expect(
      cookieValue(`${stateCookieName}=${value}; ${stateCookieName}=${value}`, stateCookieName),
    ).toBeUndefined();
    expect(cookieValue(`${stateCookieName}=<script>`, stateCookieName)).toBeUndefined();
    expect(cookieValue(null, stateCookieName)).toBeUndefined();
  });
});
