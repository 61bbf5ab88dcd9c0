/**
 * `npm run build` and `npm run dev` run this before Vite: the brand's colours
 * (app/lib/brand-colors.ts) as the stylesheet's theme, in app/generated/, which app/app.css imports.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brandColorsCss } from "../app/lib/brand-colors.ts";
import { projectRoot } from "../project/output.ts";

const dir = join(projectRoot, "app", "generated");
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, "brand-colors.css"), brandColorsCss());
