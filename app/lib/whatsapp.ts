/** Builds a WhatsApp click-to-chat link: `https://wa.me/<digits>?text=<message>`. */
export function whatsappLink(phoneNumber: string, message?: string): string {
  const digits = phoneNumber.replace(/\D/g, "");
  if (digits.length < 8) {
    throw new Error(
      `WhatsApp number needs its country code and at least 8 digits: "${phoneNumber}"`,
    );
  }
  // Spaces as %20, not "+": some WhatsApp apps show a "+" literally.
  return message
    ? `https://wa.me/${digits}?text=${encodeURIComponent(message)}`
    : `https://wa.me/${digits}`;
}

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
