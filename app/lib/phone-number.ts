/**
 * A WhatsApp number as people write it, for print and the flyer: "6281234567890" → "+62 812-3456-7890"
 * (country code, then the rest in a group of three and groups of four).
 */
export function formatWhatsappNumber(phoneNumber: string): string {
  const digits = phoneNumber.replace(/\D/g, "");
  const country = digits.startsWith("62") ? "62" : digits.slice(0, 2);
  const rest = digits.slice(country.length);
  const groups = [rest.slice(0, 3), ...(rest.slice(3).match(/.{1,4}/g) ?? [])];
  return `+${country} ${groups.filter(Boolean).join("-")}`;
}
