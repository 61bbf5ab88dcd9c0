/**
 * The one walk over the content schemas (app/copy/schema/), shared by the CMS's fields
 * (editor/cms-config.ts), the content check (content-rules.ts) and what it reports
 * (content-warnings.ts, unpublished-facts.ts). Each schema is read as zod's own JSON Schema
 * (`z.toJSONSchema`), which carries every `.meta()` (the CMS's label and hint, and our keys:
 * `widget`, `same`, `placeholders`, `requiredPlaceholders`), bounds, choices and which fields an
 * object requires. That JSON Schema is parsed here, with zod, into the few kinds of field the
 * content uses; a kind the content does not use stops the build by name.
 */
import { z } from "zod";

/** What `.meta()` says of a field (app/copy/schema/fields.ts). */
export interface FieldMeta {
  /** The CMS's label. */
  title?: string;
  /** The CMS's hint. */
  description?: string;
  /** The CMS widget, where the kind alone does not say: "text", "image", "package". */
  widget?: string;
  /** A language-neutral fact: the same in both languages. */
  same?: boolean;
  /** The placeholders a template may use, and those it must keep. */
  placeholders?: string[];
  requiredPlaceholders?: string[];
}

export interface SchemaField {
  key: string;
  optional: boolean;
  node: SchemaNode;
}

/** A field of a content file, by kind. */
export type SchemaNode = { meta: FieldMeta } & (
  | { kind: "object"; fields: SchemaField[] }
  | { kind: "list"; item: SchemaNode; minItems?: number; maxItems?: number }
  | { kind: "choice"; options: string[] }
  | { kind: "number"; integer: boolean; min?: number; max?: number }
  | { kind: "boolean" }
  /** `format`: "email", "uri" (not free text). */
  | { kind: "text"; format?: string }
);

/** The part of a JSON Schema that zod writes for the content schemas and that the walk reads. */
interface JsonSchema extends FieldMeta {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: string[];
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

const strings = z.array(z.string()).optional();
const bound = z.number().optional();
const jsonSchema: z.ZodType<JsonSchema> = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  widget: z.string().optional(),
  same: z.boolean().optional(),
  placeholders: strings,
  requiredPlaceholders: strings,
  type: z.string().optional(),
  get properties() {
    return z.record(z.string(), jsonSchema).optional();
  },
  required: strings,
  get items() {
    return jsonSchema.optional();
  },
  enum: strings,
  format: z.string().optional(),
  minimum: bound,
  maximum: bound,
  exclusiveMinimum: bound,
  exclusiveMaximum: bound,
  minItems: bound,
  maxItems: bound,
});

function toNode(json: JsonSchema, where: string): SchemaNode {
  const { title, description, widget, same, placeholders, requiredPlaceholders } = json;
  const meta: FieldMeta = { title, description, widget, same, placeholders, requiredPlaceholders };
  if (json.enum) return { kind: "choice", meta, options: json.enum };
  switch (json.type) {
    case "object": {
      const required = new Set(json.required);
      const fields = Object.entries(json.properties ?? {}).map(([key, field]) => ({
        key,
        optional: !required.has(key),
        node: toNode(field, `${where}.${key}`),
      }));
      return { kind: "object", meta, fields };
    }
    case "array":
      if (!json.items) break;
      return {
        kind: "list",
        meta,
        item: toNode(json.items, `${where}[]`),
        ...(json.minItems !== undefined ? { minItems: json.minItems } : {}),
        ...(json.maxItems !== undefined ? { maxItems: json.maxItems } : {}),
      };
    case "number":
    case "integer": {
      // An exclusive bound (`positive()`) is still the bound the editor shows.
      const min = highest(json.minimum, json.exclusiveMinimum);
      const max = lowest(json.maximum, json.exclusiveMaximum);
      return {
        kind: "number",
        meta,
        integer: json.type === "integer",
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      };
    }
    case "boolean":
      return { kind: "boolean", meta };
    case "string":
      return { kind: "text", meta, ...(json.format ? { format: json.format } : {}) };
  }
  throw new Error(
    `${where}: a kind of field the content schemas do not use (${JSON.stringify(json).slice(0, 200)})`,
  );
}

const defined = (...values: Array<number | undefined>) =>
  values.filter((value): value is number => value !== undefined);
const highest = (...values: Array<number | undefined>) =>
  defined(...values).length > 0 ? Math.max(...defined(...values)) : undefined;
const lowest = (...values: Array<number | undefined>) =>
  defined(...values).length > 0 ? Math.min(...defined(...values)) : undefined;

const trees = new WeakMap<z.ZodType, SchemaNode>();

/** A schema as its tree of fields (read once per schema). */
export function schemaTree(schema: z.ZodType): SchemaNode {
  let tree = trees.get(schema);
  if (!tree) {
    // The files as staff write them (zod's input): a field with a default may be left out.
    const json = jsonSchema.safeParse(z.toJSONSchema(schema, { io: "input" }));
    if (!json.success) {
      throw new Error(
        `A content schema has a kind of field the walk does not read:\n${z.prettifyError(json.error)}`,
      );
    }
    tree = toNode(json.data, "schema");
    trees.set(schema, tree);
  }
  return tree;
}

export type FieldPath = readonly PropertyKey[];

/** The value under `key` of an object or list, if `value` is one. */
export function childOf(value: unknown, key: PropertyKey): unknown {
  if (typeof value !== "object" || value === null) return undefined;
  return Object.getOwnPropertyDescriptor(value, key)?.value;
}

/** The value at `path` inside `root`. */
export const valueAt = (root: unknown, path: FieldPath): unknown =>
  path.reduce<unknown>(childOf, root);

/**
 * Walks a value with its schema's tree: `visit` sees every field's node, value and path (absent
 * fields too, with `undefined`); returning false skips what lies inside it.
 */
export function walkValue(
  node: SchemaNode,
  value: unknown,
  visit: (node: SchemaNode, value: unknown, path: FieldPath) => boolean | undefined,
  path: FieldPath = [],
): void {
  if (visit(node, value, path) === false) return;
  if (node.kind === "object" && typeof value === "object" && value !== null) {
    for (const field of node.fields) {
      walkValue(field.node, childOf(value, field.key), visit, [...path, field.key]);
    }
  } else if (node.kind === "list" && Array.isArray(value)) {
    value.forEach((item, index) => {
      walkValue(node.item, item, visit, [...path, index]);
    });
  }
}

/** The field at `path` (object keys and list indexes) of a tree, if the schema has one. */
export function nodeAt(node: SchemaNode, path: FieldPath): SchemaNode | undefined {
  let current: SchemaNode | undefined = node;
  for (const part of path) {
    if (current?.kind === "object") {
      current = current.fields.find((field) => field.key === part)?.node;
    } else if (current?.kind === "list" && typeof part === "number") {
      current = current.item;
    } else {
      return undefined;
    }
  }
  return current;
}

/** "primaryNavLabel" → "Primary nav label". */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label the content editor shows for a field: its schema title, or its key in words. */
export const labelOf = (node: SchemaNode | undefined, key: PropertyKey): string =>
  node?.meta.title ?? humanize(String(key));

/** The label of the field at `path` of a schema: "Starting price per person (rupiah)". */
export const fieldLabel = (schema: z.ZodType, path: FieldPath): string =>
  labelOf(nodeAt(schemaTree(schema), path), path.at(-1) ?? "");
