/**
 * The site's pages, in navigation order. The router config, the prerender list, the sitemap and
 * the navigation all read this one list, so a page added here is added everywhere.
 */
export const pagePaths = ["/", "/about", "/tours", "/gallery", "/partnership", "/contact"] as const;

export type PagePath = (typeof pagePaths)[number];

/** The not-found page is prerendered at this path and published as `404.html`. */
export const notFoundPath = "/404";

export const prerenderPaths: string[] = [...pagePaths, notFoundPath];
