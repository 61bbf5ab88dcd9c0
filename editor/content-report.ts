/**
 * The content check's findings as a page for the people who edit the content: /admin/content-check,
 * written by every build beside the editor (noindex like it, not in the sitemap). Warnings that do
 * not stop a build (a price with a digit missing) would otherwise sit in a build log nobody reads;
 * here the editor links to them (a link on /admin/), and each draft's preview deployment has its
 * own. The build prints the same list.
 */
import { siteSchema } from "../app/copy/schema/site.ts";
import { buildDay } from "../content-check/build-day.ts";
import { formatProblem } from "../content-check/content-messages.ts";
import { checkContentFiles } from "../content-check/content-rules.ts";
import { fieldLabel } from "../content-check/schema-tree.ts";
import {
  companyLabel,
  placeholderCompanyFacts,
  placeholderFacts,
  readCompanyFacts,
  unpublishedCompanyTexts,
} from "../content-check/unpublished-facts.ts";
import { contentReportPath, type EditorSettings, isOnlineEditorSetUp } from "./settings.ts";
import { escapeHtml, staffPageHead } from "./staff-page.ts";

export interface ContentReport {
  /** Things that look wrong but do not stop the build, each naming the item and the field. */
  warnings: string[];
  /** Company details still placeholders, by the labels staff see in the editor. */
  companyFacts: string[];
  /** Facts buyers compare that the company has not given yet, by package. */
  packageFacts: string[];
  /** Parts of the privacy notice, the terms and the figures' source still in [brackets]. */
  companyWords: string[];
  /** Set-up the web team still has to do (the site's address, the online editor). */
  setup: string[];
}

/** What the content check finds in the project at `root`, for a build with these settings. */
export function contentReport(root: string, settings: EditorSettings): ContentReport {
  const { warnings } = checkContentFiles(root, new Date(`${buildDay()}T00:00:00Z`));
  const setup: string[] = [];
  if (!settings.siteOrigin) {
    setup.push(
      "The site's address: the site is built for a placeholder address (set VITE_SITE_URL in the build's environment).",
    );
  }
  if (!isOnlineEditorSetUp(settings)) {
    setup.push(
      "The online editor: /admin/ cannot sign in until the repository (CMS_GITHUB_REPO) and the site's address are set (docs/cms-sign-in.md).",
    );
  }
  return {
    warnings,
    companyFacts: missingCompanyFacts(root),
    packageFacts: placeholderFacts(root),
    companyWords: unpublishedCompanyTexts(root).map(formatProblem),
    setup,
  };
}

/**
 * Every field of content/site.json that still holds a placeholder, as "Company details › Business ›
 * Registered company name" (a build for the real address refuses them), then the halal promise
 * while it is not confirmed and the emergency number while none is given, which it does not.
 */
export function missingCompanyFacts(root: string): string[] {
  const site = readCompanyFacts(root);
  if (!site) return [];
  const found = placeholderCompanyFacts(root).map(({ field }) => field);
  if (!site.halalMealsConfirmed) {
    found.push(
      `${companyLabel} › ${fieldLabel(siteSchema, ["halalMealsConfirmed"])}: not ticked, so the site promises Muslim-friendly meals, not halal-certified ones.`,
    );
  }
  if (!site.business.emergencyPhone) {
    found.push(
      `${companyLabel} › ${fieldLabel(siteSchema, ["business"])} › ${fieldLabel(siteSchema, ["business", "emergencyPhone"])}: not given, so the site shows none (give it if the company has one).`,
    );
  }
  return found;
}

/** How many things the report lists, for the editor's link: "1 warning · 23 to fill in". */
export function reportSummary(report: ContentReport): string {
  const waiting =
    report.companyFacts.length +
    report.packageFacts.length +
    report.companyWords.length +
    report.setup.length;
  const plural = (count: number, one: string, many: string) =>
    `${count} ${count === 1 ? one : many}`;
  return `Content check: ${plural(report.warnings.length, "warning", "warnings")} · ${waiting} to fill in`;
}

/** The report for the build's log: each non-empty part under its heading. */
export function contentReportText(report: ContentReport): string {
  const part = (title: string, items: string[]) =>
    items.length > 0 ? [`  ${title}:`, ...items.map((item) => `    - ${item}`)] : [];
  return [
    "",
    `  ${reportSummary(report)} (also on ${contentReportPath} of this build)`,
    ...part("WARNING, check before publishing", report.warnings),
    ...part(
      "Company details still placeholders, each marked as not ready to publish on the pages; the build for the real address stops on them",
      report.companyFacts,
    ),
    ...part("Facts buyers compare that the company has not given yet", report.packageFacts),
    ...part(
      "Privacy notice, terms and the figures' source: parts still to give; the build for the real address stops on them",
      report.companyWords,
    ),
    ...part("Set-up for the web team", report.setup),
    "",
  ].join("\n");
}

function section(id: string, title: string, intro: string, items: string[], none: string): string {
  const list =
    items.length > 0
      ? `<ul>\n${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("\n")}\n</ul>`
      : `<p class="none">${none}</p>`;
  return `<section aria-labelledby="${id}">\n<h2 id="${id}">${title} <span class="count">(${items.length})</span></h2>\n<p>${intro}</p>\n${list}\n</section>`;
}

/** The page: plain HTML and a few lines of CSS, no script, readable on a phone. */
export function contentReportHtml(report: ContentReport, builtAt = new Date()): string {
  return [
    ...staffPageHead("Content check / Pemeriksaan konten"),
    "<style>",
    "body{font:16px/1.5 system-ui,sans-serif;color:#1b2433;max-width:46rem;margin:0 auto;padding:1.5rem 1rem 3rem}",
    "h1{font-size:1.5rem;margin:0 0 .25rem}h2{font-size:1.15rem;margin:2rem 0 .25rem}",
    "p{margin:.25rem 0 .75rem}ul{padding-left:1.25rem}li{margin:.35rem 0}",
    ".count{color:#4a5568;font-weight:400}.none{color:#22543d}",
    "#warnings li{background:#fff5e6;border-left:4px solid #b45309;padding:.4rem .6rem;list-style:none;margin-left:-1.25rem}",
    "a{color:#1d4ed8}",
    "</style>",
    "</head>",
    "<body>",
    "<main>",
    "<h1>Content check / Pemeriksaan konten</h1>",
    `<p>What the content check found in this build's content (built ${escapeHtml(builtAt.toISOString().slice(0, 16).replace("T", " "))} UTC). Mistakes stop a build; what is listed here does not, so read it before you publish. <span lang="id">Hasil pemeriksaan konten build ini. Kesalahan menghentikan build; yang tercantum di sini tidak, jadi bacalah sebelum menerbitkan.</span></p>`,
    '<p><a href="/admin/">Back to the content editor / Kembali ke editor konten</a></p>',
    section(
      "warnings",
      "Check before publishing / Periksa sebelum menerbitkan",
      "Values that look wrong. Fix them in the editor, or publish if they are right.",
      report.warnings,
      "No warnings. / Tidak ada peringatan.",
    ),
    section(
      "company",
      "Company details still to fill in / Data perusahaan yang belum diisi",
      "By their names in the editor (Company details / Data perusahaan). The pages of this build mark each placeholder as not ready to publish; the build for the site's real address stops until every one is filled in.",
      report.companyFacts,
      "All company details are filled in.",
    ),
    section(
      "packages",
      "Facts buyers compare, not given yet / Fakta yang belum diberikan",
      "Fill them in when the company gives them; the package pages leave them out until then.",
      report.packageFacts,
      "Every package fact is given.",
    ),
    section(
      "company-words",
      "Privacy, terms and figures, not given yet / Privasi, syarat, dan sumber angka yang belum diisi",
      "Each part in [square brackets], by file, language and field. The pages of this build mark each one as not ready to publish; the build for the site's real address stops until every one is written.",
      report.companyWords,
      "The privacy notice, the terms and the figures' sources are complete.",
    ),
    section(
      "setup",
      "Set-up for the web team / Penyiapan oleh tim web",
      "Not content: the web team sets these once (docs/cms-sign-in.md in the repository).",
      report.setup,
      "Nothing left to set up.",
    ),
    "</main>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
