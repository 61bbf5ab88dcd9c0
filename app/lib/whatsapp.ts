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
