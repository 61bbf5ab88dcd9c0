/**
 * The Decap CMS configuration (/admin/config.yml), generated from the content schemas
 * (app/copy/schema/), so the CMS's fields, the build's check and the pages' types are one
 * description. Every schema field becomes a CMS field: its `.meta()` title is the label, its
 * description the hint; `same()` fields are copied to the other language (`i18n: duplicate`).
 */
import type { z } from "zod";
import { guidePath, packagePath } from "../app/copy/pages.ts";
import { guideSchema, guidesFirstLocale } from "../app/copy/schema/guide.ts";
import { packageSchema } from "../app/copy/schema/package.ts";
import { pageSchemas } from "../app/copy/schema/page-schemas.ts";
import { siteSchema } from "../app/copy/schema/site.ts";
import { defaultLocale, locales } from "../app/lib/locale.ts";
import {
  humanize,
  labelOf,
  type SchemaField,
  type SchemaNode,
  schemaTree,
} from "../content-check/schema-tree.ts";
import { contentReportPath, defaultApiRoot, type EditorSettings } from "./settings.ts";
import { signInPaths } from "./sign-in.ts";

export interface CmsConfigOptions {
  /** decap-server's API, for the local mode (`npm run admin`): "http://localhost:8081/api/v1". */
  localBackendUrl?: string;
  /** Where the online editor saves and signs in (editor/settings.ts); placeholders until set. */
  settings?: EditorSettings;
}

type Field = Record<string, unknown>;

/** The CMS fields of an object schema: `translated` says whether the file has one object per language. */
export function cmsFields(schema: z.ZodObject, translated: boolean): Field[] {
  const tree = schemaTree(schema);
  return tree.kind === "object" ? fieldsOf(tree.fields, translated, false) : [];
}

/**
 * The CMS field for a schema field. Inside an optional group (a package's payment terms, its
 * itinerary) no field is required by the CMS, which would otherwise refuse to save a package that
 * leaves the group empty: the content check still refuses a group given in part.
 */
function cmsField(name: string, node: SchemaNode, translated: boolean, required: boolean): Field {
  const { meta } = node;
  const field: Field = { name, label: labelOf(node, name) };
  if (meta.description) field.hint = meta.description;
  if (!required) field.required = false;
  if (translated) field.i18n = meta.same ? "duplicate" : true;
  return { ...field, ...widgetOf(node, translated, !required) };
}

const fieldsOf = (fields: SchemaField[], translated: boolean, inOptional: boolean): Field[] =>
  fields.map(({ key, optional, node }) =>
    cmsField(key, node, translated, !inOptional && !optional),
  );

function widgetOf(node: SchemaNode, translated: boolean, optional: boolean): Field {
  switch (node.kind) {
    case "object":
      return {
        widget: "object",
        collapsed: false,
        fields: fieldsOf(node.fields, translated, optional),
      };
    case "list": {
      // An optional list may stay empty: its smallest length is the content check's business.
      const bounds = optional
        ? {}
        : {
            ...(node.minItems !== undefined ? { min: node.minItems } : {}),
            ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
          };
      if (node.item.kind === "object") {
        return {
          widget: "list",
          collapsed: true,
          ...bounds,
          fields: fieldsOf(node.item.fields, translated, optional),
        };
      }
      return {
        widget: "list",
        ...bounds,
        field: cmsField("item", node.item, translated, !optional),
      };
    }
    case "choice":
      // Staff read a label ("Spring autumn"); the file keeps the value ("spring-autumn").
      return {
        widget: "select",
        options: node.options.map((option) => ({ label: humanize(option), value: option })),
      };
    case "number":
      return {
        widget: "number",
        value_type: node.integer ? "int" : "float",
        ...(node.min !== undefined && Number.isFinite(node.min) ? { min: node.min } : {}),
        ...(node.max !== undefined && Number.isFinite(node.max) ? { max: node.max } : {}),
      };
    case "boolean":
      return { widget: "boolean", default: false };
    case "text":
      return textWidget(node.meta.widget);
  }
}

function textWidget(widget: string | undefined): Field {
  if (widget === "image") return { widget: "image", choose_url: false };
  if (widget === "package") {
    return {
      widget: "relation",
      collection: "packages",
      value_field: "{{slug}}",
      search_fields: ["title"],
      display_fields: ["title"],
    };
  }
  if (widget === "markdown") {
    // A guide's text: Markdown, with the editor's rich-text mode and its raw mode. No picture or
    // code block can be inserted (the pages show none); the preview is sanitized as the build
    // sanitizes the page (content-check/markdown.ts).
    return {
      widget: "markdown",
      modes: ["rich_text", "raw"],
      buttons: [
        "bold",
        "italic",
        "link",
        "heading-two",
        "heading-three",
        "quote",
        "bulleted-list",
        "numbered-list",
      ],
      editor_components: [],
      sanitize_preview: true,
    };
  }
  return { widget: widget === "text" ? "text" : "string" };
}

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
      // The sign-in window opens the site's own endpoint (editor/sign-in.ts), whose origin
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
        fields: cmsFields(packageSchema, true),
      },
      {
        name: "guides",
        label: "Guides / Panduan",
        label_singular: "Guide / Panduan",
        description:
          "One file per guide. Its file name is its web address (/id/guides/<name>), taken from the Indonesian title when it is created. Write Indonesian first (the editor checks it); the English side may stay empty, and the guide is then on the Indonesian site only.",
        folder: "content/guides",
        ...json,
        create: true,
        delete: true,
        identifier_field: "title",
        slug: "{{slug}}",
        // "View preview" on a draft opens the guide's Indonesian page on the draft's preview.
        preview_path: guidePath("{{slug}}", "id").slice(1),
        summary: "{{title}}",
        sortable_fields: ["title", "publishedOn"],
        // Indonesian is the guides' first language: the editor checks it and copies its
        // language-neutral fields (the picture's file, the packages, the sources) to English.
        i18n: {
          structure: "single_file",
          locales: [...locales],
          default_locale: guidesFirstLocale,
        },
        fields: cmsFields(guideSchema, true),
      },
      {
        name: "pages",
        label: "Pages / Halaman",
        ...json,
        i18n: true,
        files: Object.entries(pageSchemas).map(([name, schema]) => ({
          name,
          label: labelOf(schemaTree(schema), name),
          file: `content/pages/${name}.json`,
          i18n: true,
          fields: cmsFields(schema, true),
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
            fields: cmsFields(siteSchema, false),
          },
        ],
      },
    ],
  };
}
