/** A content file read as the content check reads it: a JSON object, or a problem saying why not. */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Problem } from "./content-messages.ts";

/** The JSON object in `file` (relative to `root`); what is wrong with it goes into `problems`. */
export function readContentJson(
  root: string,
  file: string,
  problems: Problem[],
): object | undefined {
  const path = join(root, file);
  if (!existsSync(path)) {
    problems.push({ file, message: "is missing" });
    return undefined;
  }
  try {
    const data: unknown = JSON.parse(readFileSync(path, "utf8"));
    if (data && typeof data === "object" && !Array.isArray(data)) return data;
    problems.push({ file, message: "must hold an object ({ … })" });
  } catch (error) {
    problems.push({
      file,
      message: `is not valid JSON (${error instanceof Error ? error.message : String(error)}). The CMS always writes valid files; a hand edit may have lost a comma or a quote.`,
    });
  }
  return undefined;
}
