/**
 * The Open Graph image every page links: its size, which the build draws (site-build/og-images.ts)
 * and the page's meta tags announce (app/lib/seo.ts).
 */
export const ogImageSize = { width: 1200, height: 630 } as const;
