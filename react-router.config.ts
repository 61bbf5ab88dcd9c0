import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/pages.ts";

export default {
  ssr: false,
  prerender: prerenderPaths,
  // BUILD_DIR lets several builds coexist (parallel work, benchmarks); the default is "build".
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
