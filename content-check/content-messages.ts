/**
 * The content check's words: a problem names the file, the language, the item and the field, and
 * says what is wrong in plain words instead of zod's (an email address, a whole number, a list).
 */
import type { z } from "zod";
import type { Locale } from "../app/lib/locale.ts";
import type { FieldPath } from "./schema-tree.ts";

export interface Problem {
  /** "content/packages/tokyo-discovery.json". */
  file: string;
  /** "Indonesian: highlights, item 3". */
  where?: string;
  message: string;
}

export const formatProblem = ({ file, where, message }: Problem) =>
  `${file}${where ? `, ${where}` : ""}: ${message}`;

export const languageName: Record<Locale, string> = { en: "English", id: "Indonesian" };

/** "highlights, item 3" for ["highlights", 2]. */
export function pathWords(path: FieldPath): string {
  return path
    .map((part) => (typeof part === "number" ? `item ${part + 1}` : String(part)))
    .join(", ");
}

/** The plain-words message of a schema issue about `value`. */
export function issueMessage(issue: z.core.$ZodIssue, value: unknown): string {
  switch (issue.code) {
    case "invalid_type": {
      if (value === undefined) return "is missing";
      const expected: Record<string, string> = {
        number: "a number (digits only)",
        int: "a whole number (digits only)",
        string: "a text",
        boolean: "true or false (a tick box in the CMS)",
        array: "a list",
        object: "a group of fields ({ … })",
      };
      return `must be ${expected[issue.expected] ?? issue.expected}, not ${JSON.stringify(value)}`;
    }
    case "invalid_format": {
      const formats: Record<string, string> = {
        email: "an email address, for example info@your-domain.co.id",
        url: "a web address starting with https://",
      };
      const wanted = formats[issue.format];
      return wanted ? `must be ${wanted}, not ${JSON.stringify(value)}` : issue.message;
    }
    case "too_small":
      if (issue.origin === "string") return "is empty";
      if (issue.origin === "array") return "needs at least one item";
      return `must be at least ${Number(issue.minimum).toLocaleString("en-US")}, not ${JSON.stringify(value)}`;
    case "too_big":
      return issue.origin === "number"
        ? `must be at most ${Number(issue.maximum).toLocaleString("en-US")}, not ${JSON.stringify(value)}`
        : `is too long (at most ${issue.maximum})`;
    case "invalid_value":
      return `must be one of ${issue.values.map((option) => JSON.stringify(option)).join(", ")}, not ${JSON.stringify(value)}`;
    case "not_multiple_of":
      return `must be a whole number, not ${JSON.stringify(value)}`;
    default:
      return issue.message;
  }
}
