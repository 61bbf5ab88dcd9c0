/** The built site's pages, by the address each is served at, from the build's files. */
import { relative } from "node:path";
import { isAdminPath } from "../../server/http-headers.ts";
import { walkFiles } from "../../server/output.ts";

/** `/index.html` is `/`, `/tours/x.html` is `/tours/x`; the content editor's page is Decap's own. */
export function builtPagePaths(clientDir: string): string[] {
  return [...walkFiles(clientDir)]
    .map((file) => `/${relative(clientDir, file)}`)
    .filter((path) => path.endsWith(".html") && !isAdminPath(path))
    .map((path) => path.replace(/\.html$/, "").replace(/(^|\/)index$/, "/"))
    .sort();
}
