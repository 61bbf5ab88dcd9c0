/**
 * The Decap CMS configuration (/admin/config.yml), generated from the content schemas
 * (app/content/schema/), so the CMS's fields, the build's check and the pages' types are one
 * description. Every schema field becomes a CMS field: its `.meta()` title is the label, its
 * description the hint; `same()` fields are copied to the other language (`i18n: duplicate`).
 */
import { z } from "zod";
import { packagePath } from "../app/content/pages.ts";
import { packageSchema } from "../app/content/schema/package.ts";
import { type PageFile, pageSchemas } from "../app/content/schema/page-schemas.ts";
import { siteSchema } from "../app/content/schema/site.ts";
import { defaultLocale, locales } from "../app/lib/locale.ts";
import { fieldLabel, humanize } from "../content-pipeline/content-rules.ts";
import { signInPaths } from "../server/editor-sign-in.ts";
import { contentReportPath, defaultApiRoot, type EditorSettings } from "./settings.ts";

export interface CmsConfigOptions {
  /** decap-server's API, for the local mode (`npm run admin`): "http://localhost:8081/api/v1". */
  localBackendUrl?: string;
  /** Where the online editor saves and signs in (editor/settings.ts); placeholders until set. */
  settings?: EditorSettings;
}

type Field = Record<string, unknown>;

interface Meta {
  title?: string;
  description?: string;
  widget?: string;
  same?: boolean;
}

const metaOf = (schema: z.ZodType): Meta => (schema.meta() ?? {}) as Meta;

/**
 * The CMS field for a schema: `translated` says whether the file has one object per language.
 * Inside an optional group (a package's payment terms, its itinerary) no field is required by the
 * CMS, which would otherwise refuse to save a package that leaves the group empty: the content
 * check still refuses a group given in part.
 */
export function cmsField(
  name: string,
  schema: z.ZodType,
  translated: boolean,
  inOptional = false,
): Field {
  let current = schema;
  let required = !inOptional;
  const meta: Meta = { ...metaOf(schema) };
  while (current instanceof z.ZodOptional || current instanceof z.ZodDefault) {
    required = false;
    current = current.unwrap() as z.ZodType;
    Object.assign(meta, { ...metaOf(current), ...meta });
  }
  const field: Field = { name, label: meta.title ?? humanize(name) };
  if (meta.description) field.hint = meta.description;
  if (!required) field.required = false;
  if (translated) field.i18n = meta.same ? "duplicate" : true;
  return { ...field, ...widgetOf(current, meta, translated, !required) };
}

function widgetOf(schema: z.ZodType, meta: Meta, translated: boolean, optional = false): Field {
  if (schema instanceof z.ZodObject) {
    return {
      widget: "object",
      collapsed: false,
      fields: Object.entries(schema.shape).map(([key, value]) =>
        cmsField(key, value as z.ZodType, translated, optional),
      ),
    };
  }
  if (schema instanceof z.ZodArray) {
    const element = schema.element as z.ZodType;
    // An optional list may stay empty: its smallest length is the content check's business.
    const { minimum, maximum } = optional ? {} : arrayBounds(schema);
    const bounds = {
      ...(minimum !== undefined ? { min: minimum } : {}),
      ...(maximum !== undefined ? { max: maximum } : {}),
    };
    if (element instanceof z.ZodObject) {
      const item = widgetOf(element, {}, translated, optional);
      return { widget: "list", collapsed: true, ...bounds, fields: item.fields };
    }
    return { widget: "list", ...bounds, field: cmsField("item", element, translated, optional) };
  }
  if (schema instanceof z.ZodEnum) {
    // Staff read a label ("Spring autumn"); the file keeps the value ("spring-autumn").
    return {
      widget: "select",
      options: schema.options.map((option) => ({ label: humanize(String(option)), value: option })),
    };
  }
  if (schema instanceof z.ZodNumber) {
    const { minValue, maxValue, isInt } = schema;
    return {
      widget: "number",
      value_type: isInt ? "int" : "float",
      ...(minValue !== null && Number.isFinite(minValue) ? { min: minValue } : {}),
      ...(maxValue !== null && Number.isFinite(maxValue) ? { max: maxValue } : {}),
    };
  }
  if (schema instanceof z.ZodBoolean) return { widget: "boolean", default: false };
  if (meta.widget === "image") return { widget: "image", choose_url: false };
  if (meta.widget === "package") {
    return {
      widget: "relation",
      collection: "packages",
      value_field: "{{slug}}",
      search_fields: ["title"],
      display_fields: ["title"],
    };
  }
  return { widget: meta.widget === "text" ? "text" : "string" };
}

/** An array's smallest and largest length, from its checks. */
function arrayBounds(schema: z.ZodArray): { minimum?: number; maximum?: number } {
  const bounds: { minimum?: number; maximum?: number } = {};
  for (const check of schema.def.checks ?? []) {
    const def = check._zod.def as {
      check: string;
      minimum?: number;
      maximum?: number;
      length?: number;
    };
    if (def.check === "min_length") bounds.minimum = def.minimum;
    if (def.check === "max_length") bounds.maximum = def.maximum;
    if (def.check === "length_equals") bounds.minimum = bounds.maximum = def.length;
  }
  return bounds;
}

const fieldsOf = (schema: z.ZodObject, translated: boolean): Field[] =>
  Object.entries(schema.shape).map(([key, value]) => cmsField(key, value as z.ZodType, translated));

/** The context of the preview's commit status; the workflow posts the same. */
export const previewContext = "site-preview";

/** The repository Decap is given while none is set: /admin/ then does not start Decap at all. */
export const placeholderRepo = "OWNER/REPOSITORY";

export function cmsConfig(options: CmsConfigOptions = {}): Record<string, unknown> {
  const json = { format: "json", extension: "json" };
  const settings = options.settings;
  const local = Boolean(options.localBackendUrl);
  return {
    backend: {
      name: "github",
      repo: settings?.repo ?? placeholderRepo,
      branch: settings?.branch ?? "main",
      ...(settings && settings.apiRoot !== defaultApiRoot ? { api_root: settings.apiRoot } : {}),
      // The sign-in window opens the site's own endpoint (server/editor-sign-in.ts), whose origin
      // Decap compares with the window's messages.
      ...(settings?.siteOrigin
        ? { base_url: settings.siteOrigin, auth_endpoint: signInPaths.auth.slice(1) }
        : {}),
      // The commit status each draft's preview build posts (.github/workflows/site.yml): Decap
      // shows its link ("View preview") and state on the draft.
      preview_context: previewContext,
      commit_messages: {
        create: "Content: add {{collection}} “{{slug}}” (CMS, {{author-name}})",
        update: "Content: update {{collection}} “{{slug}}” (CMS, {{author-name}})",
        delete: "Content: delete {{collection}} “{{slug}}” (CMS, {{author-name}})",
        uploadMedia: "Content: upload “{{path}}” (CMS, {{author-name}})",
        deleteMedia: "Content: delete “{{path}}” (CMS, {{author-name}})",
      },
    },
    ...(local ? { local_backend: { url: options.localBackendUrl } } : {}),
    // Online, a change is a draft (a branch and pull request) that the host builds as a preview;
    // it reaches the site when someone publishes it. decap-server's files mode has no drafts.
    ...(local ? {} : { publish_mode: "editorial_workflow" }),
    // Uploaded photos land where the photo pipeline picks them up; fields store the file name.
    media_folder: "app/assets/art",
    public_folder: "",
    site_url: settings?.siteOrigin ?? "/",
    // A new package's file name is its address: plain letters, digits and hyphens.
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    i18n: { structure: "single_file", locales: [...locales], default_locale: defaultLocale },
    collections: [
      {
        name: "packages",
        label: "Tour packages / Paket tur",
        label_singular: "Tour package / Paket tur",
        description:
          "One file per package. Its file name is its web address (/tours/<name>), taken from the English title when it is created.",
        folder: "content/packages",
        ...json,
        create: true,
        delete: true,
        identifier_field: "title",
        slug: "{{slug}}",
        // "View preview" on a draft opens the package's page on the draft's preview deployment.
        preview_path: packagePath("{{slug}}", defaultLocale).slice(1),
        summary: "{{order}}. {{title}}",
        sortable_fields: ["order", "title"],
        i18n: true,
        fields: fieldsOf(packageSchema, true),
      },
      {
        name: "pages",
        label: "Pages / Halaman",
        ...json,
        i18n: true,
        files: (Object.keys(pageSchemas) as PageFile[]).map((name) => ({
          name,
          label: fieldLabel(name, pageSchemas[name]),
          file: `content/pages/${name}.json`,
          i18n: true,
          fields: fieldsOf(pageSchemas[name], true),
        })),
      },
      {
        name: "company",
        label: "Company details / Data perusahaan",
        ...json,
        files: [
          {
            name: "site",
            label: "Company details / Data perusahaan",
            file: "content/site.json",
            // Company facts show on several pages; the content check lists what is still missing.
            preview_path: contentReportPath.slice(1),
            fields: fieldsOf(siteSchema, false),
          },
        ],
      },
    ],
  };
}
