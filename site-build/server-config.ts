/**
 * Writes, for every server the site ships with, the rules of server/http-headers.ts and the URL
 * policy of server/site-files.ts (decision 0006), from the final build and each page's
 * Content-Security-Policy:
 * - `<build>/page-policies.json`: the policy of each HTML file, read by `npm start` (server/serve.ts)
 * - `<build>/client/_headers` and `<build>/client/_redirects`: Cloudflare Pages and Netlify
 *   (site-build/cdn-rules.ts)
 * - `<build>/nginx/http-maps.conf`, `server-headers.conf` and `locations.conf`: nginx, included
 *   beside the committed deploy/nginx/site.conf (site-build/nginx-config.ts)
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildEditorSettings, defaultApiRoot } from "../editor/settings.ts";
import { pagePoliciesFile } from "../project/output.ts";
import { readSiteFiles } from "../server/site-files.ts";
import { notFoundRewriteName, renderHeadersFile, renderRedirectsFile } from "./cdn-rules.ts";
import { pagePolicies } from "./csp.ts";
import { renderNginxLocations, renderNginxMaps, renderNginxServerHeaders } from "./nginx-config.ts";

export async function writeServerConfig(clientDir: string, buildRoot: string): Promise<string> {
  const site = readSiteFiles(clientDir);
  if (site.files.some((file) => file.endsWith(`/${notFoundRewriteName}`))) {
    throw new Error(`The build must not contain a file named ${notFoundRewriteName}.`);
  }
  const pages = pagePolicies(clientDir);
  const policies = new Map(pages.map(({ file, csp }) => [file, csp]));
  writeFileSync(
    join(buildRoot, pagePoliciesFile),
    `${JSON.stringify(Object.fromEntries(policies), null, 2)}\n`,
  );
  // The online editor talks to GitHub's API; another API root (a test's stand-in) is allowed too.
  const { apiRoot } = buildEditorSettings();
  const apiOrigin = new URL(apiRoot).origin;
  const headersFile = renderHeadersFile(
    site,
    policies,
    apiRoot === defaultApiRoot ? [] : [apiOrigin],
  );
  writeFileSync(join(clientDir, "_headers"), headersFile);
  const redirectsFile = renderRedirectsFile(site);
  writeFileSync(join(clientDir, "_redirects"), redirectsFile);
  const nginxDir = join(buildRoot, "nginx");
  mkdirSync(nginxDir, { recursive: true });
  writeFileSync(join(nginxDir, "http-maps.conf"), renderNginxMaps(pages));
  writeFileSync(join(nginxDir, "server-headers.conf"), renderNginxServerHeaders());
  writeFileSync(join(nginxDir, "locations.conf"), renderNginxLocations(site));
  const scripts = new Set(pages.flatMap(({ inline }) => inline.scripts)).size;
  const styles = new Set(pages.flatMap(({ inline }) => inline.styles)).size;
  const count = (text: string, pattern: RegExp) =>
    text.split("\n").filter((line) => pattern.test(line)).length;
  return [
    `CSP for ${pages.length} HTML files (${scripts} inline script and ${styles} style hashes)`,
    `_headers (${count(headersFile, /^\//)} rules), _redirects (${count(redirectsFile, /^\//)} rules), nginx/ and ${pagePoliciesFile} written`,
  ].join("; ");
}
