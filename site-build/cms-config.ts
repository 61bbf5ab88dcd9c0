/**
 * The Decap CMS configuration (/admin/config.yml), generated from the content schemas
 * (app/content/schema.ts) so the CMS and the build describe the content once.
 * Placeholder until the schemas land: a minimal valid configuration.
 */
export interface CmsConfigOptions {
  /** decap-server's API, for the local mode (`npm run admin`): "http://localhost:8081/api/v1". */
  localBackendUrl?: string;
}

export function cmsConfig(options: CmsConfigOptions = {}): Record<string, unknown> {
  return {
    backend: { name: "github", repo: "OWNER/REPO", branch: "main" },
    ...(options.localBackendUrl ? { local_backend: { url: options.localBackendUrl } } : {}),
    media_folder: "app/assets/art",
    public_folder: "/",
    i18n: { structure: "single_file", locales: ["en", "id"], default_locale: "en" },
    collections: [],
  };
}
