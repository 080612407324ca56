import type { PaymentMethod } from "~/domain/ledger";
import type { Locale } from "~/domain/locale";

/** How each language names the ways customers pay (issue #27): the admin, the paper and the customer's page. */
export const PAYMENT_METHOD_NAMES: Record<Locale, Record<PaymentMethod, string>> = {
  en: {
    cash: "Cash",
    "bank-transfer": "Bank transfer",
    omt: "OMT",
    whish: "Whish",
    "orange-money": "Orange Money",
    "mtn-momo": "MTN MoMo",
    wave: "Wave",
    card: "Card at the office",
    online: "Online",
  },
  fr: {
    cash: "Espèces",
    "bank-transfer": "Virement bancaire",
    omt: "OMT",
    whish: "Whish",
    "orange-money": "Orange Money",
    "mtn-momo": "MTN MoMo",
    wave: "Wave",
    card: "Carte à l’agence",
    online: "En ligne",
  },
  ar: {
    cash: "نقدًا",
    "bank-transfer": "تحويل مصرفي",
    omt: "OMT",
    whish: "Whish",
    "orange-money": "Orange Money",
    "mtn-momo": "MTN MoMo",
    wave: "Wave",
    card: "بطاقة في المكتب",
    online: "عبر الإنترنت",
  },
};
