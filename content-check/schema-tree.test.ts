import { describe, expect, it } from "vitest";
import { z } from "zod";
import { packageSchema } from "../app/copy/schema/package.ts";
import { fieldLabel, nodeAt, schemaTree, valueAt, walkValue } from "./schema-tree.ts";

const schema = z.object({
  title: z.string().min(1).meta({ title: "Title", description: "A hint." }),
  price: z.number().int().positive().max(9).meta({ same: true }),
  season: z.enum(["winter", "spring"]),
  tags: z.array(z.string()).min(1).max(3).optional(),
  note: z.string().default(""),
  done: z.boolean(),
  contact: z.object({ email: z.email() }).meta({ title: "Contact" }),
});

describe("the walk over the content schemas", () => {
  it("reads each kind of field with its meta, bounds and whether it is required", () => {
    const tree = schemaTree(schema);
    expect(tree.kind).toBe("object");
    expect(nodeAt(tree, ["title"])).toMatchObject({
      kind: "text",
      meta: { title: "Title", description: "A hint." },
    });
    expect(nodeAt(tree, ["price"])).toMatchObject({
      kind: "number",
      integer: true,
      min: 0,
      max: 9,
      meta: { same: true },
    });
    expect(nodeAt(tree, ["season"])).toMatchObject({
      kind: "choice",
      options: ["winter", "spring"],
    });
    expect(nodeAt(tree, ["tags"])).toMatchObject({ kind: "list", minItems: 1, maxItems: 3 });
    expect(nodeAt(tree, ["tags", 0])).toMatchObject({ kind: "text" });
    expect(nodeAt(tree, ["done"])).toMatchObject({ kind: "boolean" });
    expect(nodeAt(tree, ["contact", "email"])).toMatchObject({ kind: "text", format: "email" });
    const optional =
      tree.kind === "object" ? tree.fields.filter((field) => field.optional).map((f) => f.key) : [];
    expect(optional).toEqual(["tags", "note"]);
  });

  it("names a field as the content editor does, and refuses a kind the content does not use", () => {
    expect(fieldLabel(schema, ["contact"])).toBe("Contact");
    expect(fieldLabel(schema, ["contact", "email"])).toBe("Email");
    expect(fieldLabel(packageSchema, ["priceIdr"])).toBe("Starting price per person (rupiah)");
    expect(() => schemaTree(z.object({ either: z.union([z.string(), z.number()]) }))).toThrow(
      /a kind of field the walk does not read[\s\S]*either/,
    );
    expect(() => schemaTree(z.object({ anything: z.unknown() }))).toThrow(
      /schema\.anything: a kind of field the content schemas do not use/,
    );
  });

  it("walks a value with its schema, absent fields included, and skips inside on false", () => {
    const seen: string[] = [];
    const value = { title: "A", tags: ["x", "y"], contact: { email: "a@b.co" } };
    walkValue(schemaTree(schema), value, (node, field, path) => {
      seen.push(`${path.join(".")}=${JSON.stringify(field)}`);
      return node.meta.title !== "Contact";
    });
    expect(seen).toEqual([
      `=${JSON.stringify(value)}`,
      'title="A"',
      "price=undefined",
      "season=undefined",
      'tags=["x","y"]',
      'tags.0="x"',
      'tags.1="y"',
      "note=undefined",
      "done=undefined",
      'contact={"email":"a@b.co"}',
    ]);
    expect(valueAt(value, ["tags", 1])).toBe("y");
    expect(valueAt(value, ["title", "nope"])).toBeUndefined();
  });
});
