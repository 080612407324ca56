import type { PieceKind } from "~/domain/cargo/cargo-pricing";
import type { ShipmentMode, ShipmentPayer } from "~/domain/cargo/shipment-paper";
import type { Locale } from "~/domain/locale";
import { plural } from "./plural";

/*
 * The words of the cargo desk's paper (issue #26): the waybill and the labels, printed in the
 * shipment's language (English, French or Arabic) although the admin area around them is English,
 * since the customer signs the waybill and the receiving office and the courier read the labels.
 * Numbers keep Western digits in Arabic, as the site writes prices (decision 0040).
 */

export type CargoPaperWords = {
  /** The tag Intl formats numbers and dates with. */
  numberLocale: string;
  /** Between the two offices' names; each name is isolated, so the arrow follows the page's direction. */
  routeArrow: string;
  modes: Record<ShipmentMode, string>;
  pieceKinds: Record<PieceKind, string>;
  payers: Record<ShipmentPayer, string>;
  pieceOf: (number: number, count: number) => string;
  pieces: (count: number) => string;
  label: {
    documentTitle: (trackingNumber: string) => string;
    to: string;
    scanToTrack: string;
    offices: string;
  };
  waybill: {
    documentTitle: (trackingNumber: string) => string;
    title: string;
    trackingNumber: string;
    dropOff: string;
    route: string;
    mode: string;
    sender: string;
    receiver: string;
    name: string;
    phone: string;
    city: string;
    piecesTitle: string;
    columns: { number: string; kind: string; weight: string; dimensions: string };
    total: string;
    contents: string;
    declaredValue: string;
    noDeclaredValue: string;
    payer: string;
    trackAt: string;
    offices: string;
    declaration: string;
    senderSignature: string;
    agencySignature: string;
    date: string;
  };
};

const en: CargoPaperWords = {
  numberLocale: "en-US",
  routeArrow: "→",
  modes: { air: "Air", sea: "Sea" },
  pieceKinds: { box: "Box", barrel: "Barrel", bag: "Bag", pallet: "Pallet", vehicle: "Vehicle", other: "Other" },
  payers: { sender: "Sender, at drop-off", receiver: "Receiver, at pickup" },
  pieceOf: (number, count) => `Piece ${number} of ${count}`,
  pieces: (count) => plural(count, { one: "# piece", other: "# pieces" }, "en"),
  label: {
    documentTitle: (trackingNumber) => `Labels ${trackingNumber}`,
    to: "To",
    scanToTrack: "Scan to track",
    offices: "Our offices",
  },
  waybill: {
    documentTitle: (trackingNumber) => `Waybill ${trackingNumber}`,
    title: "Waybill",
    trackingNumber: "Tracking number",
    dropOff: "Drop-off date",
    route: "Route",
    mode: "Mode",
    sender: "Sender",
    receiver: "Receiver",
    name: "Name",
    phone: "Phone",
    city: "City",
    piecesTitle: "Pieces",
    columns: { number: "No.", kind: "Kind", weight: "Weight", dimensions: "L × W × H" },
    total: "Total",
    contents: "Contents",
    declaredValue: "Declared value",
    noDeclaredValue: "None declared",
    payer: "Paid by",
    trackAt: "Track this shipment at",
    offices: "Our offices",
    declaration:
      "The sender declares that the contents are as described above and include nothing that the law of the countries of departure or arrival forbids.",
    senderSignature: "Sender’s signature",
    agencySignature: "Received for the agency (name and signature)",
    date: "Date",
  },
};

const fr: CargoPaperWords = {
  numberLocale: "fr-FR",
  routeArrow: "→",
  modes: { air: "Aérien", sea: "Maritime" },
  pieceKinds: { box: "Carton", barrel: "Fût", bag: "Sac", pallet: "Palette", vehicle: "Véhicule", other: "Autre" },
  payers: { sender: "Expéditeur, au dépôt", receiver: "Destinataire, au retrait" },
  pieceOf: (number, count) => `Colis ${number} sur ${count}`,
  pieces: (count) => plural(count, { one: "# colis", other: "# colis" }, "fr"),
  label: {
    documentTitle: (trackingNumber) => `Étiquettes ${trackingNumber}`,
    to: "Destinataire",
    scanToTrack: "Scannez pour suivre",
    offices: "Nos agences",
  },
  waybill: {
    documentTitle: (trackingNumber) => `Lettre de transport ${trackingNumber}`,
    title: "Lettre de transport",
    trackingNumber: "Numéro de suivi",
    dropOff: "Date de dépôt",
    route: "Trajet",
    mode: "Mode",
    sender: "Expéditeur",
    receiver: "Destinataire",
    name: "Nom",
    phone: "Téléphone",
    city: "Ville",
    piecesTitle: "Colis",
    columns: { number: "N°", kind: "Type", weight: "Poids", dimensions: "L × l × H" },
    total: "Total",
    contents: "Contenu",
    declaredValue: "Valeur déclarée",
    noDeclaredValue: "Aucune",
    payer: "Payé par",
    trackAt: "Suivez cet envoi sur",
    offices: "Nos agences",
    declaration:
      "L’expéditeur déclare que le contenu est conforme à la description ci-dessus et ne comprend rien que la loi des pays de départ ou d’arrivée interdise.",
    senderSignature: "Signature de l’expéditeur",
    agencySignature: "Reçu pour l’agence (nom et signature)",
    date: "Date",
  },
};

const ar: CargoPaperWords = {
  numberLocale: "ar-u-nu-latn",
  // Read right to left, the arrow points from the first office to the second.
  routeArrow: "←",
  modes: { air: "جوي", sea: "بحري" },
  pieceKinds: { box: "صندوق", barrel: "برميل", bag: "كيس", pallet: "منصة نقالة", vehicle: "سيارة", other: "أخرى" },
  payers: { sender: "المرسل، عند التسليم", receiver: "المستلم، عند الاستلام" },
  pieceOf: (number, count) => `القطعة ${number} من ${count}`,
  pieces: (count) =>
    plural(count, { zero: "لا قطع", one: "قطعة واحدة", two: "قطعتان", few: "# قطع", many: "# قطعة", other: "# قطعة" }, "ar"),
  label: {
    documentTitle: (trackingNumber) => `ملصقات ${trackingNumber}`,
    to: "إلى",
    scanToTrack: "امسح الرمز للتتبع",
    offices: "مكاتبنا",
  },
  waybill: {
    documentTitle: (trackingNumber) => `بوليصة الشحن ${trackingNumber}`,
    title: "بوليصة الشحن",
    trackingNumber: "رقم التتبع",
    dropOff: "تاريخ التسليم",
    route: "المسار",
    mode: "طريقة الشحن",
    sender: "المرسل",
    receiver: "المستلم",
    name: "الاسم",
    phone: "الهاتف",
    city: "المدينة",
    piecesTitle: "القطع",
    columns: { number: "رقم", kind: "النوع", weight: "الوزن", dimensions: "الطول × العرض × الارتفاع" },
    total: "المجموع",
    contents: "المحتويات",
    declaredValue: "القيمة المصرح بها",
    noDeclaredValue: "لا يوجد",
    payer: "الدفع على",
    trackAt: "تتبع هذه الشحنة على",
    offices: "مكاتبنا",
    declaration: "يصرح المرسل بأن المحتويات مطابقة للوصف أعلاه ولا تتضمن ما يحظره قانون بلد المغادرة أو بلد الوصول.",
    senderSignature: "توقيع المرسل",
    agencySignature: "استلم عن الوكالة (الاسم والتوقيع)",
    date: "التاريخ",
  },
};

export const CARGO_PAPER_WORDS: Record<Locale, CargoPaperWords> = { en, fr, ar };

/** "14.5 kg", "14,5 kg", "14.5 كغ": grams as kilograms, to the gram at most. */
export function formatKilograms(grams: number, locale: Locale): string {
  const number = new Intl.NumberFormat(CARGO_PAPER_WORDS[locale].numberLocale, { maximumFractionDigits: 3 }).format(grams / 1000);
  return locale === "ar" ? `${number} كغ` : `${number} kg`;
}

/** "30 × 45 × 65 cm": a piece's length, width and height. */
export function formatDimensions(piece: { lengthCm: number; widthCm: number; heightCm: number }, locale: Locale): string {
  const unit = locale === "ar" ? "سم" : "cm";
  return `${piece.lengthCm} × ${piece.widthCm} × ${piece.heightCm} ${unit}`;
}

/** "27 Nov 2026", "27 nov. 2026", "27 نوفمبر 2026": a `YYYY-MM-DD` day as written on paper. */
/** One formatter per language: making one costs more than a list page's other work on its row. */
const paperDayFormats = new Map<Locale, Intl.DateTimeFormat>();

export function formatPaperDay(day: string, locale: Locale): string {
  let format = paperDayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(CARGO_PAPER_WORDS[locale].numberLocale, { dateStyle: "medium", timeZone: "UTC" });
    paperDayFormats.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}
