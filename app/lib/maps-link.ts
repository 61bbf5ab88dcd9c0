/**
 * A link that opens an address in the visitor's maps app: Google Maps' search URL, which a phone
 * hands to the Maps app and a computer opens in the browser. Nothing loads from another host until
 * the visitor follows it.
 */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
