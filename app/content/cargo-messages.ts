import type { ShipmentStatus } from "~/domain/cargo/shipment-statuses";
import type { Locale } from "~/domain/locale";
import { ar } from "~/messages/ar";
import { en } from "~/messages/en";
import { fr } from "~/messages/fr";

/*
 * What a shipment's sender and receiver read about it outside the tracking page (issue #26):
 * the status e-mail and the WhatsApp message staff send, in the shipment's language. The
 * statuses are the tracking page's words (app/messages, `track.statuses`), so a customer reads
 * the same word in the mail, the chat and the page.
 */

/** A status change as the customer is told it. */
export type StatusNews = { name: string; trackingNumber: string; status: ShipmentStatus; place: string; trackingUrl: string };

type CustomerWords = {
  subject: (trackingNumber: string, status: ShipmentStatus) => string;
  /** "Your shipment … is now: Departed (Beirut airport)." */
  statusLine: (news: StatusNews) => string;
  follow: (trackingUrl: string) => string;
  trackingNumberLabel: string;
  /** The whole WhatsApp message, greeting to link. */
  whatsApp: (news: StatusNews) => string;
};

const STATUS_WORDS: Record<Locale, Record<ShipmentStatus, string>> = {
  en: en.track.statuses,
  fr: fr.track.statuses,
  ar: ar.track.statuses,
};

/** The status in the customer's language, as the tracking page shows it. */
export function customerStatusWord(status: ShipmentStatus, locale: Locale): string {
  return STATUS_WORDS[locale][status];
}

const at = (place: string, open = " (", close = ")") => (place ? `${open}${place}${close}` : "");

export const CARGO_CUSTOMER_WORDS: Record<Locale, CustomerWords> = {
  en: {
    subject: (number, status) => `Your shipment ${number}: ${customerStatusWord(status, "en")}`,
    statusLine: (news) => `Your shipment ${news.trackingNumber} is now: ${customerStatusWord(news.status, "en")}${at(news.place)}.`,
    follow: (url) => `Follow it at any time on ${url}`,
    trackingNumberLabel: "Tracking number",
    whatsApp: (news) =>
      `Hello ${news.name}, your shipment ${news.trackingNumber} is now: ${customerStatusWord(news.status, "en")}${at(news.place)}.\nFollow it here: ${news.trackingUrl}`,
  },
  fr: {
    subject: (number, status) => `Votre envoi ${number} : ${customerStatusWord(status, "fr")}`,
    statusLine: (news) => `Votre envoi ${news.trackingNumber} est maintenant : ${customerStatusWord(news.status, "fr")}${at(news.place)}.`,
    follow: (url) => `Suivez-le à tout moment sur ${url}`,
    trackingNumberLabel: "Numéro de suivi",
    whatsApp: (news) =>
      `Bonjour ${news.name}, votre envoi ${news.trackingNumber} est maintenant : ${customerStatusWord(news.status, "fr")}${at(news.place)}.\nSuivez-le ici : ${news.trackingUrl}`,
  },
  ar: {
    subject: (number, status) => `شحنتك ${number}: ${customerStatusWord(status, "ar")}`,
    statusLine: (news) => `شحنتك ${news.trackingNumber} الآن: ${customerStatusWord(news.status, "ar")}${at(news.place, " (", ")")}.`,
    follow: (url) => `تابعها في أي وقت على ${url}`,
    trackingNumberLabel: "رقم التتبع",
    whatsApp: (news) =>
      `مرحبًا ${news.name}، شحنتك ${news.trackingNumber} الآن: ${customerStatusWord(news.status, "ar")}${at(news.place)}.\nتابعها هنا: ${news.trackingUrl}`,
  },
};
