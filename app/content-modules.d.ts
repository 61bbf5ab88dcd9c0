/**
 * The content modules (content-check/content-modules.ts): each content file in each language,
 * read through its schema (content-check/content-files.ts) and resolved by the build, so their types
 * are the schemas' as resolved (`ContentSources` in app/copy/page-copy.ts). The pages load them only
 * through this table, in app/route-data/load-copy.ts.
 */
declare module "virtual:content/sources" {
  const sources: import("./copy/page-copy").ContentSources;
  export default sources;
}
