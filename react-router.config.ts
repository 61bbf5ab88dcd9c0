import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./content-check/site-pages.ts";

export default {
  ssr: false,
  prerender: prerenderPaths,
  // BUILD_DIR lets several builds coexist (parallel work, benchmarks); the default is "build".
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // One file per route: every page's route modules are preloaded together on a first visit, so a
  // separate client-loader file only adds a request per route and an entry in the manifest.
  splitRouteModules: false,
} satisfies Config;
