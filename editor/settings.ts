/**
 * Where the online editor saves and signs in, read once from the build's environment (the
 * Cloudflare Pages project's variables, or the GitHub workflow that builds the site: see
 * docs/cms-sign-in.md). Nothing here is a business fact; until the repository and the site's
 * address are given, /admin/ says the online editor is not set up, and the build lists it.
 *
 *   CMS_GITHUB_REPO    owner/name of the site's repository on GitHub (required online)
 *   CMS_GITHUB_BRANCH  the branch the site is published from (default main)
 *   VITE_SITE_URL      the site's address (the same variable the pages' canonical URLs use)
 *   CMS_GITHUB_API     GitHub's REST API (default https://api.github.com; tests use a stand-in)
 */

export interface EditorSettings {
  /** `owner/name`, or undefined while the online editor is not set up. */
  repo?: string;
  branch: string;
  /** The site's origin, where /admin/ and its sign-in endpoint (/api/auth) live. */
  siteOrigin?: string;
  /** GitHub's REST API root, without a trailing slash. */
  apiRoot: string;
}

/** The content check's page for editors (editor/content-report.ts): `admin/content-check.html`. */
export const contentReportPath = "/admin/content-check";

export const defaultApiRoot = "https://api.github.com";

/** GitHub's own rules for owner and repository names. */
const repoPattern = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/;
/** A branch name git accepts, kept simple: no spaces, no `..`, no leading or trailing `/`. */
const branchPattern = /^(?!\/|.*\/$|.*\.\.|.*\/\/)[A-Za-z0-9._/-]{1,200}$/;

/** The placeholder address the site is built for until VITE_SITE_URL is given. */
export const isPlaceholderSite = (origin: string) => new URL(origin).hostname.endsWith(".example");

/**
 * The settings from an environment. A value that is given but wrong stops the build with a
 * sentence naming the variable (a typo would otherwise send staff to a repository that is not
 * theirs).
 */
export function readEditorSettings(env: Record<string, string | undefined>): EditorSettings {
  const problems: string[] = [];
  const repo = env.CMS_GITHUB_REPO?.trim() || undefined;
  if (repo && !repoPattern.test(repo)) {
    problems.push(
      `CMS_GITHUB_REPO is "${repo}": it must be the repository as owner/name, for example gateway-japan/website.`,
    );
  }
  const branch = env.CMS_GITHUB_BRANCH?.trim() || "main";
  if (!branchPattern.test(branch)) {
    problems.push(`CMS_GITHUB_BRANCH is "${branch}": it must be a branch name such as main.`);
  }
  const siteOrigin = originOf(env.VITE_SITE_URL, "VITE_SITE_URL", problems);
  const apiRoot = originOf(env.CMS_GITHUB_API, "CMS_GITHUB_API", problems, true) ?? defaultApiRoot;
  if (problems.length > 0) throw new Error(problems.join("\n"));
  return {
    ...(repo ? { repo } : {}),
    branch,
    ...(siteOrigin && !isPlaceholderSite(siteOrigin) ? { siteOrigin } : {}),
    apiRoot,
  };
}

function originOf(
  value: string | undefined,
  name: string,
  problems: string[],
  keepPath = false,
): string | undefined {
  if (!value?.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    const loopback = ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
    if (url.protocol === "https:" || (url.protocol === "http:" && loopback)) {
      return keepPath ? url.href.replace(/\/+$/, "") : url.origin;
    }
  } catch {
    // reported below
  }
  problems.push(
    `${name} is "${value}": it must be an https:// address, for example https://www.example.co.id.`,
  );
  return undefined;
}

/** Whether /admin/ can sign in online: a repository and a real site address are given. */
export const isOnlineEditorSetUp = (
  settings: EditorSettings,
): settings is EditorSettings & { repo: string; siteOrigin: string } =>
  Boolean(settings.repo && settings.siteOrigin);

/** The settings of this build (process.env), read once. */
let current: EditorSettings | undefined;
export function buildEditorSettings(): EditorSettings {
  current ??= readEditorSettings(process.env);
  return current;
}
