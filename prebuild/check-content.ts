/**
 * `npm run build` runs this first: it loads every content module of app/content/ and checks it
 * against the content schema (prebuild/content-schema.ts). When something is wrong it lists
 * every problem at once, by file, item and field, and stops the build; otherwise it prints one
 * line. docs/content-guide.md explains the messages to the staff who edit the content.
 *
 * CONTENT_ROOT checks another copy of the project (the unit tests use it).
 */
import { z } from "zod";
import { loadContent, projectRoot } from "./content-loader.ts";
import { checkContent, formatProblem } from "./content-schema.ts";

// Each schema parses once: compiling zod's fast object parsers would cost more than it saves.
z.config({ jitless: true });

const content = await loadContent(process.env.CONTENT_ROOT ?? projectRoot);
const { problems, checked } = checkContent(content);
/** Since the process started, Node and Vite's start included. */
const seconds = (performance.now() / 1000).toFixed(1);

if (problems.length > 0) {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  console.error(
    [
      "",
      `The site's content has ${count}. Nothing was built: fix ${problems.length === 1 ? "it" : "them"} and run npm run build again.`,
      "",
      ...problems.map((problem, index) => `  ${index + 1}. ${formatProblem(problem)}`),
      "",
      "docs/content-guide.md explains how to change the content and what each message means.",
      "",
    ].join("\n"),
  );
  process.exit(1);
}

console.info(
  `content: ${checked.packages} packages, ${checked.texts.toLocaleString("en-US")} texts and ${checked.pictures} pictures checked in ${checked.languages} languages (${seconds} s)`,
);
