/**
 * `npm run admin`: the content editor on an office computer, saving straight into this project's
 * files. It starts two servers, reachable from this computer only (127.0.0.1):
 *
 * - decap-server, Decap's local backend, which reads and writes the files of the project
 *   (DECAP_SERVER_PORT, default 8081);
 * - the editor page, /admin/ (ADMIN_PORT, default 8080): Decap's files from node_modules and the
 *   configuration of editor/cms-config.ts, whose `local_backend` points Decap at that
 *   decap-server instead of GitHub.
 *
 * Staff open the address it prints, click "Login" (no password: the editor only runs on this
 * computer), edit and save; the JSON files under content/ change on disk, to be reviewed and
 * committed like any other change. To see the site with the changes, run `npm run dev` in a second
 * terminal: the development server shows every saved change. Ctrl-C stops both servers.
 *
 * Why not the build's /admin/: that page signs in to GitHub and commits there (docs/cms-sign-in.md);
 * this one needs no account, no network and no build. Served from memory by a few lines of
 * node:http rather than through `npm start`, whose policy for /admin/ allows GitHub only.
 * `startLocalCms` is also what the browser test of the editor starts (tests/support/cms.ts).
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import { projectRoot } from "../project/output.ts";
import { assertPortFree, waitForAnswer } from "../project/port.ts";
import {
  adminContentSecurityPolicy,
  adminHeaders,
  adminPathPrefix,
  cacheControl,
  contentTypeOf,
  securityHeaders,
} from "../server/http-headers.ts";
import { adminFiles } from "./admin-folder.ts";
import { cmsConfig } from "./cms-config.ts";
import { contentReport, contentReportHtml } from "./content-report.ts";
import { contentReportPath, readEditorSettings } from "./settings.ts";

export interface LocalCmsOptions {
  /** The folder decap-server reads and writes: the project, or a copy of it. */
  root: string;
  /** The Decap configuration, given decap-server's API URL for its `local_backend`. */
  config: (localBackendUrl: string) => Record<string, unknown>;
  adminPort: number;
  backendPort: number;
  host?: string;
  /** decap-server's output: shown (the command) or kept for a failure message (the tests). */
  backendOutput?: "inherit" | "pipe";
}

export interface LocalCms {
  /** The editor: `http://127.0.0.1:8080/admin/`. */
  adminUrl: string;
  /** decap-server's API: `http://127.0.0.1:8081/api/v1`. */
  backendUrl: string;
  /** What decap-server printed, when its output is piped. */
  backendLog: () => string;
  /** Settles when decap-server exits, whoever ended it: how ("exit code 1", "signal SIGTERM"). */
  backendExited: Promise<string>;
  stop: () => Promise<void>;
}

/**
 * The editor page and Decap's files, from memory, under /admin/; `/` leads there. The content
 * check's page is made anew on each visit, from the files as they are saved.
 */
function adminServer(
  files: Map<string, Buffer | string>,
  backendOrigin: string,
  root: string,
): Server {
  const headers = {
    ...securityHeaders,
    ...adminHeaders,
    "Content-Security-Policy": adminContentSecurityPolicy([backendOrigin]),
    "Cache-Control": cacheControl.revalidate,
  };
  return createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    if (path === "/" || path === adminPathPrefix.slice(0, -1)) {
      res.writeHead(302, { ...headers, Location: adminPathPrefix }).end();
      return;
    }
    const name = path.startsWith(adminPathPrefix) ? path.slice(adminPathPrefix.length) : undefined;
    const body =
      path === contentReportPath
        ? contentReportHtml(contentReport(root, readEditorSettings({})))
        : files.get(name === "" ? "index.html" : (name ?? ""));
    if (body === undefined || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { ...headers, "Content-Type": "text/plain; charset=utf-8" });
      res.end(req.method === "HEAD" ? undefined : "Not found\n");
      return;
    }
    res.writeHead(200, {
      ...headers,
      "Content-Type": contentTypeOf(
        name === "" || path === contentReportPath ? "index.html" : path,
      ),
      "Content-Length": Buffer.byteLength(body),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  });
}

/** Starts decap-server on `root` and the editor page for it; `stop()` ends both. */
export async function startLocalCms(options: LocalCmsOptions): Promise<LocalCms> {
  const { root, adminPort, backendPort, host = "127.0.0.1", backendOutput = "inherit" } = options;
  for (const [port, variable] of [
    [backendPort, "DECAP_SERVER_PORT"],
    [adminPort, "ADMIN_PORT"],
  ] as const) {
    // A plain sentence for staff, before anything starts.
    await assertPortFree(
      host,
      port,
      `Port ${port} is already in use (is the editor already running in another window?). Close that program, or choose another port: ${variable}=<port> npm run admin`,
    );
  }
  const backendOrigin = `http://${host}:${backendPort}`;
  const backendUrl = `${backendOrigin}/api/v1`;
  const files = adminFiles(options.config(backendUrl), {
    kind: "editor",
    report: "Content check of these files",
  });

  const decapServer = createRequire(import.meta.url).resolve("decap-server");
  const child = spawn(process.execPath, [decapServer], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(backendPort),
      BIND_HOST: host,
      MODE: "fs",
      GIT_REPO_DIRECTORY: root,
      LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
    },
    stdio: ["ignore", backendOutput, backendOutput],
  });
  const output: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const backendLog = () => output.join("");
  const backendExited = new Promise<string>((done) =>
    child.once("exit", (code, signal) =>
      done(code === null ? `signal ${signal}` : `exit code ${code}`),
    ),
  );
  // If this process ends without stop() (an uncaught error), decap-server ends with it.
  const killChild = () => child.kill();
  process.once("exit", killChild);

  const server = adminServer(files, backendOrigin, root);
  const stop = async () => {
    process.off("exit", killChild);
    server.closeAllConnections();
    const closed = server.listening ? once(server, "close") : Promise.resolve();
    server.close();
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, "exit");
      child.kill();
      await exited;
    }
    await closed;
  };
  try {
    await waitForAnswer(backendUrl, {
      child,
      name: "decap-server",
      timeoutMs: 20_000,
      intervalMs: 100,
      request: {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      },
      accept: (response) => response.ok,
      log: backendLog,
    });
    server.listen(adminPort, host);
    await once(server, "listening");
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    adminUrl: `http://${host}:${adminPort}${adminPathPrefix}`,
    backendUrl,
    backendLog,
    backendExited,
    stop,
  };
}

if (import.meta.main) {
  const port = (variable: string, fallback: number) => {
    const value = Number(process.env[variable] ?? fallback);
    if (!Number.isInteger(value) || value < 1 || value > 65535) {
      console.error(
        `${variable} must be a port number (1 to 65535), not "${process.env[variable]}".`,
      );
      process.exit(1);
    }
    return value;
  };
  try {
    const cms = await startLocalCms({
      root: projectRoot,
      config: (localBackendUrl) => cmsConfig({ localBackendUrl }),
      adminPort: port("ADMIN_PORT", 8080),
      backendPort: port("DECAP_SERVER_PORT", 8081),
    });
    console.info(
      [
        "",
        `  The content editor is running. Open it in your browser:  ${cms.adminUrl}`,
        "",
        `  Click "Login" (no password needed), edit, then "Publish": the files in`,
        `  ${projectRoot}`,
        "  change as you save. To see the site with your changes, run `npm run dev` in a",
        "  second terminal and open the address it prints.",
        "",
        "  Press Ctrl-C here to stop the editor.",
        "",
      ].join("\n"),
    );
    let stopping = false;
    const shutdown = async (code: number) => {
      if (stopping) return;
      stopping = true;
      await cms.stop();
      process.exit(code);
    };
    process.on("SIGINT", () => shutdown(0));
    process.on("SIGTERM", () => shutdown(0));
    cms.backendExited.then((how) => {
      if (stopping) return;
      console.error(`decap-server stopped (${how}): the editor cannot save. Stopping.`);
      shutdown(1);
    });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
