import type { Locale } from "~/domain/locale";
import type { FunnelKind, LostReason, SourceChannel } from "~/domain/enquiry-funnel";

/*
 * The Enquiries report's words (issue #28, decisions 0059 and 0060) in English, French and
 * Arabic; the admin shows English today (ENQUIRIES_REPORT_TEXTS).
 */

export const FUNNEL_STAGES = ["received", "replied", "quoted", "won", "lost"] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export type EnquiriesReportWords = {
  means: string;
  stages: Record<FunnelStage, string>;
  kinds: Record<FunnelKind | "all", string>;
  reasons: Record<LostReason, string>;
  channels: Record<SourceChannel, string>;
  direct: string;
  funnelCaption: string;
  reasonsCaption: string;
  sourcesCaption: string;
  columns: { kind: string; winRate: string; medianReply: string; reason: string; count: string; channel: string; source: string };
  funnelChart: string;
  sourcesChart: string;
  enquiriesSeries: string;
  /** A median time to the first reply, from its seconds. */
  duration: (seconds: number) => string;
  none: string;
};

function duration(seconds: number, units: { min: string; h: string; days: (days: string) => string }): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} ${units.min}`;
  if (minutes < 48 * 60) {
    const rest = minutes % 60;
    return rest === 0 ? `${Math.floor(minutes / 60)} ${units.h}` : `${Math.floor(minutes / 60)} ${units.h} ${rest} ${units.min}`;
  }
  return units.days((minutes / (24 * 60)).toFixed(1));
}

const en: EnquiriesReportWords = {
  means:
    "Enquiries received in the period (spam left out), each counted at every stage it has reached: replied by e-mail from its screen or sent a quote, quoted, then won or lost as it stands today.",
  stages: { received: "Received", replied: "Replied", quoted: "Quoted", won: "Won", lost: "Lost" },
  kinds: { tour: "Tour", air: "Air tickets", cargo: "Cargo", visa: "Visa", general: "General", all: "All kinds" },
  reasons: {
    "quote-declined": "Quote declined by the customer",
    "quote-withdrawn": "Quote withdrawn by staff",
    "quote-unanswered": "Quote never answered",
    "not-quoted": "Never quoted",
    other: "Lost after accepting",
  },
  channels: { campaign: "Campaign", referrer: "Another site", direct: "Direct" },
  direct: "Typed the address, a bookmark, or not known",
  funnelCaption: "The funnel per kind of enquiry",
  reasonsCaption: "Why enquiries were lost",
  sourcesCaption: "Where enquiries came from",
  columns: {
    kind: "Kind",
    winRate: "Win rate",
    medianReply: "Median time to first reply",
    reason: "Reason",
    count: "Enquiries",
    channel: "Channel",
    source: "Source",
  },
  funnelChart: "Enquiries at each stage, per kind",
  sourcesChart: "Enquiries per source (the first 10)",
  enquiriesSeries: "Enquiries",
  duration: (seconds) => duration(seconds, { min: "min", h: "h", days: (days) => `${days} days` }),
  none: "—",
};

const fr: EnquiriesReportWords = {
  means:
    "Demandes reçues sur la période (spam exclu), chacune comptée à chaque étape atteinte : réponse par e-mail depuis sa page ou devis envoyé, devis, puis gagnée ou perdue telle qu'elle est aujourd'hui.",
  stages: { received: "Reçues", replied: "Répondues", quoted: "Devis", won: "Gagnées", lost: "Perdues" },
  kinds: { tour: "Circuit", air: "Billets d'avion", cargo: "Fret", visa: "Visa", general: "Général", all: "Tous types" },
  reasons: {
    "quote-declined": "Devis refusé par le client",
    "quote-withdrawn": "Devis retiré par l'agence",
    "quote-unanswered": "Devis resté sans réponse",
    "not-quoted": "Jamais de devis",
    other: "Perdue après acceptation",
  },
  channels: { campaign: "Campagne", referrer: "Autre site", direct: "Direct" },
  direct: "Adresse tapée, favori, ou inconnu",
  funnelCaption: "L'entonnoir par type de demande",
  reasonsCaption: "Pourquoi des demandes ont été perdues",
  sourcesCaption: "D'où viennent les demandes",
  columns: {
    kind: "Type",
    winRate: "Taux de succès",
    medianReply: "Délai médian de première réponse",
    reason: "Raison",
    count: "Demandes",
    channel: "Canal",
    source: "Source",
  },
  funnelChart: "Demandes à chaque étape, par type",
  sourcesChart: "Demandes par source (les 10 premières)",
  enquiriesSeries: "Demandes",
  duration: (seconds) => duration(seconds, { min: "min", h: "h", days: (days) => `${days} jours` }),
  none: "—",
};

const ar: EnquiriesReportWords = {
  means:
    "الاستفسارات الواردة خلال الفترة (دون الرسائل المزعجة)، يُحتسب كل منها في كل مرحلة بلغها: رُدّ عليه بالبريد من صفحته أو أُرسل له عرض سعر، ثم رُبح أو خُسر كما هو اليوم.",
  stages: { received: "واردة", replied: "تم الرد", quoted: "عرض سعر", won: "رابحة", lost: "خاسرة" },
  kinds: { tour: "رحلة", air: "تذاكر طيران", cargo: "شحن", visa: "تأشيرة", general: "عام", all: "كل الأنواع" },
  reasons: {
    "quote-declined": "رفض العميل عرض السعر",
    "quote-withdrawn": "سحبت الوكالة عرض السعر",
    "quote-unanswered": "لم يُرد على عرض السعر",
    "not-quoted": "لم يُرسل عرض سعر",
    other: "خُسر بعد القبول",
  },
  channels: { campaign: "حملة", referrer: "موقع آخر", direct: "مباشر" },
  direct: "عنوان مكتوب أو مفضلة أو غير معروف",
  funnelCaption: "مسار الاستفسارات حسب النوع",
  reasonsCaption: "لماذا خُسرت استفسارات",
  sourcesCaption: "من أين جاءت الاستفسارات",
  columns: {
    kind: "النوع",
    winRate: "نسبة الفوز",
    medianReply: "الوقت الوسيط لأول رد",
    reason: "السبب",
    count: "الاستفسارات",
    channel: "القناة",
    source: "المصدر",
  },
  funnelChart: "الاستفسارات في كل مرحلة حسب النوع",
  sourcesChart: "الاستفسارات حسب المصدر (أول 10)",
  enquiriesSeries: "الاستفسارات",
  duration: (seconds) => duration(seconds, { min: "دقيقة", h: "ساعة", days: (days) => `${days} يوم` }),
  none: "—",
};

export const ENQUIRIES_REPORT_WORDS: Record<Locale, EnquiriesReportWords> = { en, fr, ar };
export const ENQUIRIES_REPORT_TEXTS = en;
