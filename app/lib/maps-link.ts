/**
 * A link that opens an address in the visitor's maps app: Google Maps' search URL, which a phone
 * hands to the Maps app and a computer opens in the browser. Nothing loads from another host until
 * the visitor follows it. Spaces are `+` and commas stay commas, as Google's own examples write
 * them: the link then repeats the address the page shows nearly as written, which costs the page
 * few bytes once compressed.
 */
export function mapsSearchUrl(address: string): string {
  const query = encodeURIComponent(address).replace(/%20/g, "+").replace(/%2C/g, ",");
  return `https://www.google.com/maps/search/?api=1&query=${query}`;
}
