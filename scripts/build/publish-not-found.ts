import { existsSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { localeInfo, locales } from "../../app/lib/locale.ts";

/**
 * Publishes each language's not-found page, prerendered at `<prefix>/404`, as `<prefix>/404.html`:
 * the file servers answer misses under that prefix with (the nearest `404.html`, as Cloudflare
 * Pages does).
 */
export function publishNotFoundPage(clientDir: string): void {
  for (const locale of locales) {
    const folder = join(clientDir, localeInfo[locale].prefix, "404");
    const prerendered = join(folder, "index.html");
    if (!existsSync(prerendered))
      throw new Error(`No not-found page was prerendered at ${folder}.`);
    renameSync(prerendered, `${folder}.html`);
    rmSync(folder, { recursive: true });
    rmSync(`${folder}.data`, { force: true });
  }
  // Every route is prerendered and unknown paths get 404.html: the SPA fallback is never served.
  rmSync(join(clientDir, "__spa-fallback.html"), { force: true });
}
