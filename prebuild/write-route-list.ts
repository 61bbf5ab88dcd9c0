/**
 * `npm run build`, `npm run dev` and `npm run typecheck` run this before React Router reads
 * app/routes.ts: the packages and guides that have pages (content-check/site-pages.ts reads their
 * folders), as app/generated/route-list.json. The route config then imports no build-time reader,
 * and `app/` stays the house's ground floor (docs/rooms.md).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { guideList, packageList } from "../content-check/site-pages.ts";
import { projectRoot } from "../project/output.ts";

const dir = join(projectRoot, "app", "generated");
mkdirSync(dir, { recursive: true });
const routeList = {
  packages: packageList.map(({ slug }) => slug),
  guides: guideList.map(({ slug, languages }) => ({ slug, languages })),
};
writeFileSync(join(dir, "route-list.json"), `${JSON.stringify(routeList, null, 2)}\n`);
