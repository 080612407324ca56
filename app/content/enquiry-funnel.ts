import type { LostReason, SourceChannel } from "~/domain/enquiry-funnel";
import type { Locale } from "~/domain/locale";

/*
 * Where an enquiry came from (issue #28; decision 0060), as its admin screen and the Enquiries
 * report name it, in English, French and Arabic. The admin area shows English today
 * (ENQUIRY_SOURCE_TEXTS.en); the other two are here for when staff choose their language.
 */

export type EnquirySourceWords = {
  title: string;
  page: string;
  referrer: string;
  campaign: string;
  utmSource: string;
  medium: string;
  term: string;
  content: string;
  /** A visit with no referrer and no campaign: typed in, a bookmark, an e-mail app. */
  direct: string;
  /** The funnel's kind for the contact form's messages. */
  general: string;
  stages: { received: string; replied: string; quoted: string; won: string; lost: string };
  medianFirstReply: string;
  winRate: string;
  lostReasons: Record<LostReason, string>;
  channels: Record<SourceChannel, string>;
};

export const ENQUIRY_SOURCE_TEXTS: Record<Locale, EnquirySourceWords> = {
  en: {
    title: "Source",
    page: "Sent from",
    referrer: "Referrer",
    campaign: "Campaign",
    utmSource: "Campaign source",
    medium: "Medium",
    term: "Term",
    content: "Content",
    direct: "Direct",
    general: "General",
    stages: { received: "New", replied: "Replied", quoted: "Quoted", won: "Won", lost: "Lost" },
    medianFirstReply: "Median time to first reply",
    winRate: "Win rate",
    lostReasons: {
      "quote-declined": "Quote declined",
      "quote-withdrawn": "Quote withdrawn",
      "quote-unanswered": "Quote not answered",
      "not-quoted": "Never quoted",
      other: "Other",
    },
    channels: { campaign: "Campaign", referrer: "Another site", direct: "Direct" },
  },
  fr: {
    title: "Provenance",
    page: "Envoyée depuis",
    referrer: "Site d’origine",
    campaign: "Campagne",
    utmSource: "Source de la campagne",
    medium: "Support",
    term: "Terme",
    content: "Contenu",
    direct: "Accès direct",
    general: "Général",
    stages: { received: "Nouvelles", replied: "Répondues", quoted: "Devis envoyé", won: "Gagnées", lost: "Perdues" },
    medianFirstReply: "Délai médian de première réponse",
    winRate: "Taux de réussite",
    lostReasons: {
      "quote-declined": "Devis refusé",
      "quote-withdrawn": "Devis retiré",
      "quote-unanswered": "Devis sans réponse",
      "not-quoted": "Aucun devis",
      other: "Autre",
    },
    channels: { campaign: "Campagne", referrer: "Autre site", direct: "Accès direct" },
  },
  ar: {
    title: "المصدر",
    page: "أُرسل من",
    referrer: "الموقع المُحيل",
    campaign: "الحملة",
    utmSource: "مصدر الحملة",
    medium: "الوسيلة",
    term: "الكلمة",
    content: "المحتوى",
    direct: "مباشر",
    general: "عام",
    stages: { received: "جديدة", replied: "تمّ الرد", quoted: "أُرسل عرض", won: "ناجحة", lost: "خاسرة" },
    medianFirstReply: "الوقت الوسيط لأول رد",
    winRate: "نسبة النجاح",
    lostReasons: {
      "quote-declined": "رُفض العرض",
      "quote-withdrawn": "سُحب العرض",
      "quote-unanswered": "لم يُرد على العرض",
      "not-quoted": "لم يُرسل عرض",
      other: "أخرى",
    },
    channels: { campaign: "حملة", referrer: "موقع آخر", direct: "مباشر" },
  },
};
