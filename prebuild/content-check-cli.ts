/**
 * `npm run build` runs this first: it checks every file in content/ against the content schemas
 * (content-check/content-rules.ts). When something is wrong it lists every problem at once, by file,
 * language, item and field, and stops the build; otherwise it prints one line (and any warning).
 * docs/content-guide.md explains the messages to the staff who edit the content.
 *
 * A production build (VITE_SITE_URL set to the real address, no SITE_PREVIEW) also stops while
 * any company detail is still a placeholder, naming each one; local builds and drafts' previews
 * build, and their pages mark each placeholder "not ready to publish".
 *
 * CONTENT_ROOT checks another copy of the project (the tests use it).
 */
import { z } from "zod";
import { buildDay } from "../content-check/build-day.ts";
import { checkBuiltCopy } from "../content-check/built-copy-check.ts";
import { loadSiteCopy } from "../content-check/content-loader.ts";
import { formatProblem, type Problem } from "../content-check/content-messages.ts";
import { checkContentFiles } from "../content-check/content-rules.ts";
import { productionProblems } from "../content-check/unpublished-facts.ts";
import { projectRoot } from "../project/output.ts";

// Each schema parses once: compiling zod's fast object parsers would cost more than it saves.
z.config({ jitless: true });

const root = process.env.CONTENT_ROOT ?? projectRoot;
// The day the build is for (BUILD_DAY, or today in Jakarta): passed departures are named.
const { problems, warnings, checked } = checkContentFiles(
  root,
  new Date(`${buildDay()}T00:00:00Z`),
);
let built: Problem[] = [];
if (problems.length === 0) {
  try {
    built = checkBuiltCopy(await loadSiteCopy(root));
  } catch (error) {
    built = [
      {
        file: "content/",
        message: `the pages could not be built from it: ${error instanceof Error ? error.message : String(error)}`,
      },
    ];
  }
}
const unpublishable = productionProblems(root, process.env);
const all = [...problems, ...built, ...unpublishable];
/** Since the process started, Node and Vite's start included. */
const seconds = (performance.now() / 1000).toFixed(1);

for (const warning of warnings) console.warn(`content warning: ${warning}`);
if (all.length > 0) {
  const count = all.length === 1 ? "1 problem" : `${all.length} problems`;
  console.error(
    [
      "",
      `The site's content has ${count}. Nothing was built: fix ${all.length === 1 ? "it" : "them"} and run npm run build again.`,
      "",
      ...all.map((problem, index) => `  ${index + 1}. ${formatProblem(problem)}`),
      "",
      ...(unpublishable.length > 0
        ? [
            `This is a production build (VITE_SITE_URL=${process.env.VITE_SITE_URL}, no SITE_PREVIEW): the public site shows only the company's own details. Fill in each placeholder above in the content editor (Company details / Data perusahaan), as docs/content-guide.md section 7 says. A local build (without VITE_SITE_URL) or a draft's preview builds, marking each placeholder as not ready to publish.`,
            "",
          ]
        : []),
      "docs/content-guide.md explains how to change the content and what each message means.",
      "",
    ].join("\n"),
  );
  process.exit(1);
}

console.info(
  `content: ${checked.packages} packages, ${checked.guides} guides, ${checked.texts.toLocaleString("en-US")} texts and ${checked.pictures} pictures checked in ${checked.languages} languages (${seconds} s)`,
);
