// @vitest-environment node
/**
 * The table of rooms (docs/rooms.md) agrees with the tree and with the lint fences: every folder
 * has a row, each row's "May import" and "Kept out" are what biome.json's `noRestrictedImports`
 * overrides enforce for a file of that room, and every source file over 400 lines is a named
 * exception. The fences are read as Biome reads them (gitignore-like globs, a `!` pattern
 * un-restricts, the last matching pattern wins) against the ways a file directly in the room could
 * spell an import of another room: the relative path, and `~/…` for a room inside app/.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, posix, resolve } from "node:path";
import { expect, test } from "vitest";
import { z } from "zod";

const root = resolve(import.meta.dirname, "..");
const tablePath = "docs/rooms.md";
const lineLimit = 400;
/** Folders no one writes: tool output and dependencies (.gitignore). */
const notRooms =
  /^(node_modules|build|build-[^/]*|reports|test-results|playwright-report|app\/generated)$|(^|\/)node_modules$/;

const dirsIn = (dir: string) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith("."))
    .map((entry) => (dir === "." ? entry.name : `${dir}/${entry.name}`))
    .filter((path) => !notRooms.test(path));

/** Top-level folders, the folders of app/ and those of app/components/. */
const folders = [...dirsIn("."), ...dirsIn("app"), ...dirsIn("app/components")].sort();

// --- The table -------------------------------------------------------------------------------

interface Row {
  room: string;
  runsIn: string[];
  imports: string;
  keptOut: string[];
}

const markdown = readFileSync(join(root, tablePath), "utf8");
const ticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? "");
const cells = (line: string) =>
  line
    .slice(1, line.lastIndexOf("|"))
    .split("|")
    .map((cell) => cell.trim());

const rows: Row[] = markdown
  .split("\n")
  .filter((line) => line.startsWith("| `"))
  .map((line) => {
    const [room = "", runsIn = "", imports = "", keptOut = ""] = cells(line);
    return {
      room: ticked(room)[0] ?? room,
      runsIn: (runsIn.split("(")[0] ?? "").split(",").map((word) => word.trim()),
      imports,
      keptOut: ticked(keptOut),
    };
  });
const roomNames = rows.map((row) => row.room);
const rowOf = new Map(rows.map((row) => [row.room, row]));

/** The room and every room inside it. */
const within = (room: string) =>
  roomNames.filter((name) => name === room || name.startsWith(`${room}/`));

/** What a row's "May import" allows, or "no code" for `—`. */
function allowedBy(row: Row): Set<string> | "no code" {
  const text = row.imports;
  const named = ticked(text);
  const unknown = named.filter((name) => !rowOf.has(name));
  if (unknown.length > 0) {
    throw new Error(
      `${tablePath}, row \`${row.room}\`: names ${unknown.join(", ")}, which has no row`,
    );
  }
  const others = roomNames.filter((name) => name !== row.room);
  const listed = new Set(named.flatMap(within));
  if (text === "—") return "no code";
  if (text.startsWith("anything")) return new Set(others);
  if (text.startsWith("nothing of ours")) return new Set();
  if (text.startsWith("everything but")) return new Set(others.filter((name) => !listed.has(name)));
  if (text.startsWith("only")) return listed;
  throw new Error(
    `${tablePath}, row \`${row.room}\`: "May import" must start with "anything", "everything but", "only" or "nothing of ours", or be "—"; it says "${text}"`,
  );
}

// --- The fences ------------------------------------------------------------------------------

const restriction = z.object({
  paths: z.record(z.string(), z.unknown()).optional(),
  patterns: z.array(z.object({ group: z.array(z.string()) })).optional(),
});
const biome = z.object({
  overrides: z.array(
    z.object({
      includes: z.array(z.string()),
      linter: z
        .object({
          rules: z
            .object({
              style: z
                .object({
                  noRestrictedImports: z.object({ options: restriction }).optional(),
                })
                .optional(),
            })
            .optional(),
        })
        .optional(),
    }),
  ),
});

/** One group of patterns (or one `paths` entry) of one override. */
interface Fence {
  name: string;
  includes: string[];
  patterns: string[];
}

/** A Biome glob as a regular expression: `**` any path, `*` one segment. */
function globRegExp(glob: string): RegExp {
  const source = glob
    .split("**")
    .map((part) =>
      part
        .split("*")
        .map((piece) => piece.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
        .join("[^/]*"),
    )
    .join(".*");
  return new RegExp(`^${source}$`);
}

/** Gitignore-like: the last matching pattern decides; a `!` pattern lets the path through. */
function matches(patterns: string[], path: string): string | undefined {
  let matched: string | undefined;
  for (const pattern of patterns) {
    const negated = pattern.startsWith("!");
    if (globRegExp(negated ? pattern.slice(1) : pattern).test(path)) {
      matched = negated ? undefined : pattern;
    }
  }
  return matched;
}

const overrides = biome.parse(JSON.parse(readFileSync(join(root, "biome.json"), "utf8"))).overrides;
const fences: Fence[] = overrides.flatMap((override, index) => {
  const options = override.linter?.rules?.style?.noRestrictedImports?.options;
  if (!options) return [];
  const name = `biome.json overrides[${index}] (includes ${override.includes.join(", ")})`;
  return [
    ...(options.patterns ?? []).map((entry) => ({ ...override, name, patterns: entry.group })),
    ...Object.keys(options.paths ?? {}).map((path) => ({ ...override, name, patterns: [path] })),
  ];
});

/** A file directly in the room, as the fences' `includes` see it. */
const sampleFile = (room: string) => `${room}/sample.ts`;
const fencesOf = (room: string) =>
  fences.filter((fence) => matches(fence.includes, sampleFile(room)) !== undefined);

/** The ways a file in the folder `from` could import a module directly in `to`. */
function spellings(from: string, to: string): string[] {
  const relative = posix.relative(from, `${to}/module`);
  const spelled = [relative.startsWith(".") ? relative : `./${relative}`];
  if (to === "app" || to.startsWith("app/"))
    spelled.push(`~/${posix.relative("app", `${to}/module`)}`);
  return spelled;
}

/** The pattern that stops every spelling, with its fence; undefined when one gets through. */
function stoppedBy(from: string, to: string): { fence: string; pattern: string } | undefined {
  let stop: { fence: string; pattern: string } | undefined;
  for (const spelling of spellings(from, to)) {
    const fence = fencesOf(from).find((candidate) => matches(candidate.patterns, spelling));
    if (!fence) return undefined;
    stop ??= { fence: fence.name, pattern: matches(fence.patterns, spelling) ?? "" };
  }
  return stop;
}

/**
 * A fence that stops one spelling of a room but no pattern of it names another: an import written
 * the other way gets through. (A spelling let through by a `!` pattern is deliberate.)
 */
function leakyFence(from: string, to: string): string | undefined {
  const fenced = fencesOf(from);
  const named = (spelling: string) =>
    fenced.some((fence) =>
      fence.patterns.some((pattern) => globRegExp(pattern.replace(/^!/, "")).test(spelling)),
    );
  const stopped = spellings(from, to).filter((spelling) =>
    fenced.some((fence) => matches(fence.patterns, spelling)),
  );
  const open = spellings(from, to).filter((spelling) => !named(spelling));
  if (stopped.length === 0 || open.length === 0) return undefined;
  const fence = fenced.find((candidate) => matches(candidate.patterns, stopped[0] ?? ""));
  return `${fence?.name} stops ${stopped.join(", ")} but nothing stops ${open.join(", ")}: add that spelling to the fence, or let both through`;
}

/**
 * Patterns of the room's fences that stop no whole room: single modules and packages. A pattern
 * may be written for a file a folder deeper (`../../tests/**`), so both depths are spelled.
 */
function keptOutBy(room: string): Map<string, string> {
  const spelled = roomNames
    .filter((other) => other !== room)
    .flatMap((other) => [...spellings(room, other), ...spellings(`${room}/folder`, other)]);
  const kept = new Map<string, string>();
  for (const fence of fencesOf(room)) {
    for (const pattern of fence.patterns.filter((candidate) => !candidate.startsWith("!"))) {
      const stopsARoom = spelled.some((spelling) => globRegExp(pattern).test(spelling));
      if (!stopsARoom) kept.set(pattern.replace(/\/\*\*$/, ""), fence.name);
    }
  }
  return kept;
}

// --- Source files ----------------------------------------------------------------------------

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir === "." ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      return entry.name.startsWith(".") || notRooms.test(path) ? [] : sourceFiles(path);
    }
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
const files = sourceFiles(".");
const lineCount = (file: string) => readFileSync(join(root, file), "utf8").split("\n").length - 1;

// --- The checks ------------------------------------------------------------------------------

test("every folder has a row in the table of rooms, and every row a folder", () => {
  expect(folders.filter((folder) => !rowOf.has(folder)).map((f) => `no row for \`${f}\``)).toEqual(
    [],
  );
  expect(
    roomNames.filter((room) => !folders.includes(room)).map((r) => `no folder \`${r}\``),
  ).toEqual([]);
});

test("each row says where its code runs in the table's words", () => {
  const words = new Set(["browser", "build", "Node", "Workers", "tests", "none"]);
  const wrong = rows.flatMap((row) =>
    row.runsIn
      .filter((word) => !words.has(word))
      .map((word) => `row \`${row.room}\`: "${word}" is not one of ${[...words].join(", ")}`),
  );
  expect(wrong).toEqual([]);
});

test("each row's May import is what the lint fences allow", () => {
  const disagreements: string[] = [];
  for (const row of rows) {
    const allowed = allowedBy(row);
    if (allowed === "no code") {
      const code = files.filter(
        (file) =>
          file.startsWith(`${row.room}/`) &&
          !within(row.room).some((inner) => inner !== row.room && file.startsWith(`${inner}/`)),
      );
      if (code.length > 0)
        disagreements.push(
          `row \`${row.room}\` says "—" (no code), but it holds ${code.join(", ")}`,
        );
      continue;
    }
    for (const other of roomNames.filter((name) => name !== row.room)) {
      const stop = stoppedBy(row.room, other);
      const leak = leakyFence(row.room, other);
      if (leak) disagreements.push(`row \`${row.room}\`, room \`${other}\`: ${leak}`);
      if (allowed.has(other) && stop) {
        disagreements.push(
          `row \`${row.room}\` may import \`${other}\`, but ${stop.fence} forbids it with "${stop.pattern}"`,
        );
      }
      if (!allowed.has(other) && !stop) {
        const spelled = spellings(row.room, other)
          .filter(
            (spelling) => !fencesOf(row.room).some((fence) => matches(fence.patterns, spelling)),
          )
          .join(" or ");
        disagreements.push(
          `row \`${row.room}\` may not import \`${other}\`, but no fence in biome.json stops ${spelled} from ${sampleFile(row.room)}`,
        );
      }
    }
  }
  expect(disagreements).toEqual([]);
});

test("each row's Kept out is what the lint fences keep out besides whole rooms", () => {
  const disagreements: string[] = [];
  for (const row of rows) {
    if (allowedBy(row) === "no code") continue;
    const fenced = keptOutBy(row.room);
    for (const [module, fence] of fenced) {
      if (!row.keptOut.includes(module)) {
        disagreements.push(
          `row \`${row.room}\` does not keep out \`${module}\`, but ${fence} does`,
        );
      }
    }
    for (const module of row.keptOut.filter((name) => !fenced.has(name))) {
      disagreements.push(
        `row \`${row.room}\` keeps out \`${module}\`, but no fence of that room names it`,
      );
    }
  }
  expect(disagreements).toEqual([]);
});

test("every source file over 400 lines is a named exception, and every exception is one", () => {
  const section = markdown.slice(markdown.indexOf("## Files over 400 lines"));
  const named = section
    .split("\n")
    .filter((line) => line.startsWith("- `"))
    .flatMap((line) => ticked(line.slice(0, line.indexOf("`:") + 1)));
  const long = files.filter((file) => lineCount(file) > lineLimit);
  expect(
    long
      .filter((file) => !named.includes(file))
      .map((f) => `${f}: over ${lineLimit} lines, not named in ${tablePath}`),
  ).toEqual([]);
  expect(
    named
      .filter((file) => !long.includes(file))
      .map((f) => `${f}: named in ${tablePath}, but not a source file over ${lineLimit} lines`),
  ).toEqual([]);
});
