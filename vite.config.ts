import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // Every image ships as its own fingerprinted file (no data: URIs), so the CSP can stay 'self'.
  build: { assetsInlineLimit: 0 },
});
