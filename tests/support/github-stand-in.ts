/**
 * A stand-in for GitHub on loopback, for the online editor's browser test (GitHub cannot be
 * reached from the test machines): its OAuth consent page and token exchange, and the few REST
 * calls Decap CMS makes to sign in, list a collection and read an entry, answered from a folder
 * (the project's content) as the repository's one branch. Every request it could not answer is
 * recorded, so a test can show what Decap asked for that the stand-in lacks.
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";

export interface GithubStandIn {
  /** `http://127.0.0.1:<port>`: GITHUB_ORIGIN for the endpoint. */
  origin: string;
  /** The REST API root Decap is given (`api_root`). */
  apiRoot: string;
  clientId: string;
  clientSecret: string;
  /** Tokens handed out, in order. */
  tokens: string[];
  /** Requests it had no answer for ("GET /api/…"). */
  unanswered: string[];
  /** Extra pages served at their path (a test's page of another origin). */
  pages: Map<string, string>;
  stop: () => Promise<void>;
}

export const standInUser = { login: "sari-staff", name: "Sari (staff)" };

/** Git's blob id of a file's content. */
const blobSha = (content: Buffer) =>
  createHash("sha1")
    .update(Buffer.concat([Buffer.from(`blob ${content.length}\0`), content]))
    .digest("hex");

export async function startGithubStandIn(options: {
  /** The repository's files: the project root (only what Decap asks for is read). */
  root: string;
  repo: string;
  branch: string;
}): Promise<GithubStandIn> {
  const clientId = `Iv1.${randomBytes(8).toString("hex")}`;
  const clientSecret = randomBytes(20).toString("hex");
  const codes = new Map<string, string>();
  const tokens: string[] = [];
  const unanswered: string[] = [];
  const pages = new Map<string, string>();
  const blobs = new Map<string, Buffer>();
  const repoPath = `/api/repos/${options.repo}`;

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(body));
  };
  const tree = (path: string) => {
    const dir = join(options.root, path);
    if (!existsSync(dir) || !statSync(dir).isDirectory()) return undefined;
    return readdirSync(dir)
      .filter((name) => statSync(join(dir, name)).isFile())
      .map((name) => {
        const content = readFileSync(join(dir, name));
        const sha = blobSha(content);
        blobs.set(sha, content);
        return { path: name, mode: "100644", type: "blob", sha, size: content.length };
      });
  };
  const authorized = (req: IncomingMessage) =>
    tokens.some((token) => req.headers.authorization === `token ${token}`);

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    const path = decodeURIComponent(url.pathname);
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.setHeader("Access-Control-Allow-Headers", "Authorization, Content-Type, Cache-Control");
    res.setHeader("Access-Control-Allow-Methods", "GET, POST, PUT, PATCH, DELETE");
    res.setHeader("Access-Control-Expose-Headers", "Link");
    if (req.method === "OPTIONS") return void res.writeHead(204).end();

    const page = pages.get(path);
    if (page) {
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return void res.end(page);
    }
    if (path === "/login/oauth/authorize") {
      const params = url.searchParams;
      if (params.get("client_id") !== clientId) return json(res, 404, { message: "Not Found" });
      const back = new URL(params.get("redirect_uri") ?? "");
      back.searchParams.set("state", params.get("state") ?? "");
      const declined = new URL(back);
      declined.searchParams.set("error", "access_denied");
      const code = randomBytes(10).toString("hex");
      codes.set(code, back.origin);
      back.searchParams.set("code", code);
      res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
      return void res.end(
        `<!doctype html><link rel="icon" href="data:,"><title>Authorize application</title><h1>Authorize the content editor</h1><p>Scope: ${params.get("scope")}</p><a href="${back.href.replaceAll("&", "&amp;")}">Authorize</a> <a href="${declined.href.replaceAll("&", "&amp;")}">Cancel</a>`,
      );
    }
    if (path === "/login/oauth/access_token" && req.method === "POST") {
      let body = "";
      for await (const chunk of req) body += chunk;
      const sent = JSON.parse(body || "{}") as Record<string, string>;
      const code = sent.code ?? "";
      if (sent.client_id !== clientId || sent.client_secret !== clientSecret || !codes.has(code)) {
        return json(res, 200, { error: "bad_verification_code" });
      }
      codes.delete(code);
      const token = `gho_${randomBytes(16).toString("hex")}`;
      tokens.push(token);
      return json(res, 200, { access_token: token, token_type: "bearer", scope: "repo" });
    }
    if (!path.startsWith("/api/")) return json(res, 404, { message: "Not Found" });
    if (!authorized(req)) return json(res, 401, { message: "Bad credentials" });

    if (path === "/api/user") {
      return json(res, 200, { ...standInUser, id: 1, avatar_url: "" });
    }
    if (path === repoPath) {
      return json(res, 200, {
        full_name: options.repo,
        owner: { login: options.repo.split("/")[0] },
        default_branch: options.branch,
        permissions: { admin: false, push: true, pull: true },
      });
    }
    const treePrefix = `${repoPath}/git/trees/${options.branch}:`;
    if (path.startsWith(treePrefix)) {
      const files = tree(path.slice(treePrefix.length));
      return files
        ? json(res, 200, { sha: "0".repeat(40), tree: files, truncated: false })
        : json(res, 404, { message: "Not Found" });
    }
    const blobPrefix = `${repoPath}/git/blobs/`;
    if (path.startsWith(blobPrefix)) {
      const content = blobs.get(path.slice(blobPrefix.length));
      if (!content) return json(res, 404, { message: "Not Found" });
      if (String(req.headers.accept).includes("raw")) {
        res.writeHead(200, { "Content-Type": "application/vnd.github.raw" });
        return void res.end(content);
      }
      return json(res, 200, { content: content.toString("base64"), encoding: "base64" });
    }
    if (path === `${repoPath}/commits`) {
      return json(res, 200, [
        { commit: { author: { name: standInUser.name, date: "2026-11-27T08:00:00Z" } } },
      ]);
    }
    // Drafts: none yet (the editorial workflow lists open pull requests from cms/ branches).
    if (path === `${repoPath}/pulls` || path === `${repoPath}/git/matching-refs/heads/cms`) {
      return json(res, 200, []);
    }
    unanswered.push(`${req.method} ${path}${url.search}`);
    return json(res, 404, { message: "Not Found" });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    apiRoot: `${origin}/api`,
    clientId,
    clientSecret,
    tokens,
    unanswered,
    pages,
    stop: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
