/**
 * The content files, one language at a time (content-pipeline/content-modules.ts). Their type is given
 * where they are loaded (app/route-data/load-copy.ts): the content check proves the files match it.
 */
declare module "virtual:content/*" {
  // biome-ignore lint/suspicious/noExplicitAny: typed by the one place that imports these modules.
  const data: any;
  export default data;
}
