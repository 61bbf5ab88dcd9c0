/**
 * The brand's colours, named once. prebuild/write-brand-colors.ts writes them into the stylesheet's
 * theme (`--color-ink` …, Tailwind's `text-ink`, `bg-cream` …); the share images and flyers draw
 * with them (site-build/og-images.ts), the browser's theme colour and the web manifest take the
 * page's background (app/root.tsx).
 */
export const brandColors = {
  ink: "#14213d",
  "ink-soft": "#27375e",
  muted: "#4b5568",
  mist: "#dfe7f1",
  cream: "#faf7f2",
  sand: "#efe6d8",
  line: "#e5ddd0",
  brand: "#b3261e",
  "brand-dark": "#8f1d17",
  "brand-soft": "#fbeae8",
  gold: "#c98a1b",
  /** Gold as the artwork and the share images draw it on ink: brighter than the text's gold. */
  "gold-bright": "#d9a441",
  sakura: "#f4c2cf",
  /** WhatsApp green darkened to 5.4:1 with white text (the brand #128c4b is 4.3:1). */
  whatsapp: "#0e7a40",
  "whatsapp-dark": "#0b6433",
} as const;

/** The stylesheet's theme block for these colours. */
export function brandColorsCss(): string {
  const lines = Object.entries(brandColors).map(([name, value]) => `  --color-${name}: ${value};`);
  return `/* Written by prebuild/write-brand-colors.ts from app/lib/brand-colors.ts. */\n@theme {\n${lines.join("\n")}\n}\n`;
}
