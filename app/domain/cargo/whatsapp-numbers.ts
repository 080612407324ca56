import { westernDigits } from "../digits";

/*
 * A shipment's phones are stored as typed at the counter ("+961 70 123 456", "00225 07…",
 * "70 123 456"). WhatsApp's click-to-chat link needs the international number as digits only,
 * without "+" or "00" (https://wa.me/96170123456). A number without its country code cannot be
 * told apart from one of another country, so it gets no link rather than a wrong one.
 */

/** E.164 numbers have at most 15 digits; the shortest in use (country code and subscriber) about 8. */
const MIN_DIGITS = 8;
const MAX_DIGITS = 15;

/** Separators people type inside a phone number. */
const SEPARATORS = /[\s().\-\u2010-\u2015\u2212/]/g;

/** The digits wa.me takes for a phone as typed, or null when it is not an international number. */
export function whatsAppDigits(phone: string): string | null {
  const squeezed = westernDigits(phone.normalize("NFKC")).replace(SEPARATORS, "");
  const international = squeezed.startsWith("+") ? squeezed.slice(1) : squeezed.startsWith("00") ? squeezed.slice(2) : null;
  if (international === null || !/^[1-9]\d*$/.test(international)) return null;
  if (international.length < MIN_DIGITS || international.length > MAX_DIGITS) return null;
  return international;
}
