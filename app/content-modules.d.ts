/**
 * The content modules (content-pipeline/content-modules.ts): each content file in each language,
 * read through its schema (app/content/content-files.ts) and resolved by the build, so their types
 * are the schemas' as resolved (`ContentSources` in app/content/page-copy.ts). The pages load them only
 * through this table, in app/route-data/load-copy.ts.
 */
declare module "virtual:content/sources" {
  const sources: import("./content/page-copy").ContentSources;
  export default sources;
}
