import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { pageKeys } from "../app/copy/pages.ts";
import { guideSchema } from "../app/copy/schema/guide.ts";
import { packageSchema } from "../app/copy/schema/package.ts";
import { pageSchemas } from "../app/copy/schema/page-schemas.ts";
import { siteSchema } from "../app/copy/schema/site.ts";
import { humanize } from "../content-check/schema-tree.ts";
import { projectRoot } from "../project/output.ts";
import { fullPackageDetails } from "../tests/support/full-package.ts";
import { cmsConfig, cmsFields, previewContext } from "./cms-config.ts";

/** The parts of Decap's configuration these tests read. */
interface Field {
  name: string;
  label: string;
  widget: string;
  i18n?: boolean | string;
  fields?: Field[];
  field?: Field;
  min?: number;
  max?: number;
  required?: boolean;
  collection?: string;
  editor_components?: string[];
}
const field: z.ZodType<Field> = z.object({
  name: z.string(),
  label: z.string(),
  widget: z.string(),
  i18n: z.union([z.boolean(), z.string()]).optional(),
  get fields() {
    return z.array(field).optional();
  },
  get field() {
    return field.optional();
  },
  min: z.number().optional(),
  max: z.number().optional(),
  required: z.boolean().optional(),
  collection: z.string().optional(),
  editor_components: z.array(z.string()).optional(),
});
const decapConfig = z.object({
  collections: z.array(
    z.object({
      name: z.string(),
      folder: z.string().optional(),
      files: z
        .array(
          z.object({
            name: z.string(),
            label: z.string(),
            file: z.string(),
            fields: z.array(field),
          }),
        )
        .optional(),
      fields: z.array(field).optional(),
      i18n: z.union([z.boolean(), z.record(z.string(), z.unknown())]).optional(),
      preview_path: z.string().optional(),
    }),
  ),
  local_backend: z.object({ url: z.string() }).optional(),
  media_folder: z.string(),
  backend: z.record(z.string(), z.unknown()),
  publish_mode: z.string().optional(),
});

const config = decapConfig.parse(cmsConfig({ localBackendUrl: "http://localhost:8081/api/v1" }));

/** A collection of the configuration, by its name. */
const collection = (name: string) => config.collections.find((item) => item.name === name);

/** Every leaf of a content file's data, as "a.b.0.c" paths (list items by index). */
function dataPaths(value: unknown, path = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => dataPaths(item, `${path}.*`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      dataPaths(item, path ? `${path}.${key}` : key),
    );
  }
  return [path];
}

/** Every leaf the CMS fields can write, in the same notation. */
function fieldPaths(fields: Field[], path = ""): string[] {
  return fields.flatMap((field) => {
    const here = path ? `${path}.${field.name}` : field.name;
    if (field.widget === "object") return fieldPaths(field.fields ?? [], here);
    if (field.widget === "list" && field.fields) return fieldPaths(field.fields, `${here}.*`);
    if (field.widget === "list") return [`${here}.*`];
    return [here];
  });
}

const read = (file: string) => JSON.parse(readFileSync(join(projectRoot, file), "utf8"));

describe("the CMS configuration, generated from the content schemas", () => {
  it("edits every field of every content file, and nothing the files do not hold", () => {
    const [packages, pages, companyFiles] = ["packages", "pages", "company"].map(collection);
    const tokyo = read("content/packages/tokyo-discovery.json");
    // With the optional details agencies show, which today's packages leave empty.
    for (const locale of ["en", "id"] as const) {
      expect(new Set(fieldPaths(packages?.fields ?? []))).toEqual(
        new Set(dataPaths({ ...tokyo[locale], ...fullPackageDetails[locale] })),
      );
    }
    for (const file of pages?.files ?? []) {
      const data = read(file.file);
      expect(new Set(fieldPaths(file.fields)), file.file).toEqual(new Set(dataPaths(data.en)));
    }
    const site = companyFiles?.files?.[0];
    expect(site?.file).toBe("content/site.json");
    const company = read("content/site.json");
    // With the emergency number, which the launch content leaves out.
    const emergencyPhone = "-";
    expect(new Set(fieldPaths(site?.fields ?? []))).toEqual(
      new Set(dataPaths({ ...company, business: { ...company.business, emergencyPhone } })),
    );
  });

  it("points at files and folders that exist, one page file per page schema", () => {
    const [packages, pages] = ["packages", "pages"].map(collection);
    expect(existsSync(join(projectRoot, packages?.folder ?? "missing"))).toBe(true);
    expect(pages?.files?.map((file) => file.name)).toEqual(Object.keys(pageSchemas));
    for (const file of pages?.files ?? [])
      expect(existsSync(join(projectRoot, file.file))).toBe(true);
    expect(existsSync(join(projectRoot, config.media_folder))).toBe(true);
    expect(config.local_backend?.url).toBe("http://localhost:8081/api/v1");
  });

  it("labels each page file in both languages, as the content guide names the shared ones", () => {
    const guide = readFileSync(join(projectRoot, "docs/content-guide.md"), "utf8");
    const registryPages = new Set<string>(pageKeys);
    for (const file of collection("pages")?.files ?? []) {
      // Its schema's title: "Home page / Beranda".
      expect(file.label, file.name).toMatch(/^\S.* \/ \S.*$/);
      // The guide describes the pages together; the files of shared words one by one.
      if (!registryPages.has(file.name)) {
        expect(guide, file.name).toContain(`| \`${file.name}.json\` | ${file.label} |`);
      }
    }
  });

  it("copies language-neutral facts to the other language and translates the rest", () => {
    const fields = collection("packages")?.fields ?? [];
    const byName = Object.fromEntries(fields.map((field) => [field.name, field]));
    expect(byName.priceIdr).toMatchObject({
      widget: "number",
      i18n: "duplicate",
      min: 1_000_000,
      label: "Starting price per person (rupiah)",
    });
    expect(byName.title).toMatchObject({ widget: "string", i18n: true });
    expect(byName.highlights).toMatchObject({ widget: "list", min: 1, i18n: true });
    expect(byName.image?.fields?.find((field) => field.name === "file")).toMatchObject({
      widget: "image",
      i18n: "duplicate",
    });
    // The company facts are one file without languages.
    const site = collection("company")?.files?.[0]?.fields ?? [];
    expect(site.every((field) => field.i18n === undefined)).toBe(true);
  });

  it("turns each kind of schema into the widget that edits it", () => {
    const [kind, flag, note, count] = cmsFields(
      z.object({
        kind: z.enum(["all-year", "winter"]),
        flag: z.boolean(),
        note: z.string().optional(),
        count: z.number().int().min(2).max(9),
      }),
      true,
    );
    expect(kind).toMatchObject({
      widget: "select",
      options: [
        { label: "All year", value: "all-year" },
        { label: "Winter", value: "winter" },
      ],
    });
    expect(flag).toMatchObject({ widget: "boolean" });
    expect(note).toMatchObject({ widget: "string", required: false, i18n: true });
    expect(count).toMatchObject({ widget: "number", value_type: "int", min: 2, max: 9 });
    expect(humanize("primaryNavLabel")).toBe("Primary nav label");
    expect(packageSchema.shape.priceIdr.meta()).toMatchObject({ same: true });
    expect(siteSchema.shape.halalMealsConfirmed).toBeDefined();
  });
});

describe("the guides in the CMS", () => {
  it("are a folder collection, Indonesian first, that edits every field of a guide and its text as Markdown", () => {
    const guides = collection("guides");
    expect(guides?.folder).toBe("content/guides");
    expect(existsSync(join(projectRoot, guides?.folder ?? "missing"))).toBe(true);
    expect(guides?.i18n).toMatchObject({ structure: "single_file", default_locale: "id" });
    expect(guides?.preview_path).toBe("id/guides/{{slug}}");
    const fields = guides?.fields ?? [];
    // Every field of every guide file, with the author the launch guides leave to the team.
    const files = readdirSync(join(projectRoot, "content/guides")).filter((name) =>
      name.endsWith(".json"),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      const guide = read(`content/guides/${name}`);
      for (const locale of Object.keys(guide)) {
        expect(new Set(fieldPaths(fields)), `${name} ${locale}`).toEqual(
          new Set(dataPaths({ ...guide[locale], author: "-" })),
        );
      }
    }
    const byName = Object.fromEntries(fields.map((item) => [item.name, item]));
    // The text: the Markdown editor, without pictures (the page shows none).
    expect(byName.body).toMatchObject({
      widget: "markdown",
      i18n: true,
      label: guideSchema.shape.body.meta()?.title,
      editor_components: [],
    });
    expect(byName.title).toMatchObject({ widget: "string", i18n: true });
    expect(byName.publishedOn).toMatchObject({ widget: "string", i18n: true });
    expect(byName.author).toMatchObject({ widget: "string", i18n: "duplicate", required: false });
    expect(byName.relatedPackages).toMatchObject({
      widget: "list",
      min: 1,
      field: { widget: "relation", collection: "packages", i18n: "duplicate" },
    });
    expect(byName.sources?.fields?.map((item) => [item.name, item.i18n])).toEqual([
      ["title", "duplicate"],
      ["url", "duplicate"],
      ["checkedOn", "duplicate"],
    ]);
    expect(byName.cover?.fields?.find((item) => item.name === "file")).toMatchObject({
      widget: "image",
      i18n: "duplicate",
    });
  });
});

describe("drafts and their previews", () => {
  it("Decap reads the commit status the site's workflow posts for each draft", () => {
    const workflow = readFileSync(join(projectRoot, ".github/workflows/site.yml"), "utf8");
    expect(workflow).toContain(`PREVIEW_CONTEXT: ${previewContext}`);
    const config = decapConfig.parse(cmsConfig());
    expect(config.backend.preview_context).toBe(previewContext);
    expect(config.publish_mode).toBe("editorial_workflow");
    const local = cmsConfig({ localBackendUrl: "http://127.0.0.1:8081/api/v1" });
    expect(local.publish_mode).toBeUndefined();
  });
});
