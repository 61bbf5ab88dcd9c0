/** The built site's pages, by the address each is served at, and the build served for a test. */
import type { AddressInfo } from "node:net";
import { relative } from "node:path";
import { walkFiles } from "../../project/output.ts";
import { isAdminPath } from "../../server/http-headers.ts";

/** `/index.html` is `/`, `/tours/x.html` is `/tours/x`; the content editor's page is Decap's own. */
export function builtPagePaths(clientDir: string): string[] {
  return [...walkFiles(clientDir)]
    .map((file) => `/${relative(clientDir, file)}`)
    .filter((path) => path.endsWith(".html") && !isAdminPath(path))
    .map((path) => path.replace(/\.html$/, "").replace(/(^|\/)index$/, "/"))
    .sort();
}

/** Serves a build's client folder with the Node server (`npm start`'s) on a free port, for `use`. */
export async function withBuildServed<T>(
  clientDir: string,
  use: (origin: string) => Promise<T>,
): Promise<T> {
  const { createSiteServer } = await import("../../server/serve.ts");
  const server = createSiteServer(clientDir);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  try {
    return await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
  }
}
