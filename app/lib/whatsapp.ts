/** Builds a WhatsApp click-to-chat link: `https://wa.me/<digits>?text=<greeting>`. */
export function whatsappLink(phoneNumber: string, message?: string): string {
  const digits = phoneNumber.replace(/\D/g, "");
  if (digits.length < 8) {
    throw new Error(
      `WhatsApp number needs its country code and at least 8 digits: "${phoneNumber}"`,
    );
  }
  const url = new URL(`https://wa.me/${digits}`);
  if (message) url.searchParams.set("text", message);
  return url.toString();
}
