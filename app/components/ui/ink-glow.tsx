/**
 * The soft vermilion (top right) and blue (bottom left) light behind every dark ink panel: heroes,
 * the partnership card, the custom-tour and video panels. The panel must be `relative` and clip
 * its overflow; put content after it in a `relative` element so it stays above the glow.
 */
export function InkGlow() {
  return <div aria-hidden="true" className="pointer-events-none absolute inset-0 ink-glow" />;
}
