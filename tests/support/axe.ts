/**
 * The axe-core rules the pages are checked against, in the end-to-end tests and on the photo
 * build's copy: WCAG 2.x A and AA (2.2 included) plus best practices.
 */
export const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
