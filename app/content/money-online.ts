import type { Locale } from "~/domain/locale";

/*
 * The customer's words for paying a booking (issue #27, decision 0057), on the quote page: "Pay
 * online" through CinetPay for a balance in XOF, or the office's own payment instructions.
 * Amounts are set apart by the component (<bdi>), so that they stay left to right in Arabic.
 */

export type MoneyOnlineWords = {
  title: string;
  onlineText: string;
  /** The button, around the amount. */
  payButton: { before: string; after: string };
  /** When the amount asked online is a little less than the balance (CinetPay takes multiples of 5 francs). */
  restAtOffice: string;
  afterPaying: string;
  officeTitle: string;
  /** Around the office's city name. */
  officeText: (office: string) => string;
  noInstructions: string;
  /** Answers of the Pay online post. */
  notOffered: string;
  startFailed: string;
};

const en: MoneyOnlineWords = {
  title: "Pay your booking",
  onlineText:
    "Pay by mobile money (Orange Money, MTN MoMo, Moov, Wave) or by card through CinetPay. You come back to this page afterwards.",
  payButton: { before: "Pay ", after: " online" },
  restAtOffice: "CinetPay takes amounts in multiples of 5 francs: the few francs left are paid at the office.",
  afterPaying: "Once CinetPay confirms your payment, it appears on this page with its receipt number.",
  officeTitle: "How to pay",
  officeText: (office) => `Pay at our ${office} office or as follows:`,
  noInstructions: "Contact us to pay: we will tell you how.",
  notOffered: "There is nothing to pay online for this quote.",
  startFailed: "The online payment could not be started. Please try again in a few minutes, or pay at the office.",
};

const fr: MoneyOnlineWords = {
  title: "Payer votre réservation",
  onlineText:
    "Payez par mobile money (Orange Money, MTN MoMo, Moov, Wave) ou par carte avec CinetPay. Vous revenez ensuite sur cette page.",
  payButton: { before: "Payer ", after: " en ligne" },
  restAtOffice: "CinetPay accepte les montants multiples de 5 francs : les quelques francs restants se paient à l'agence.",
  afterPaying: "Dès que CinetPay confirme votre paiement, il apparaît sur cette page avec son numéro de reçu.",
  officeTitle: "Comment payer",
  officeText: (office) => `Payez à notre agence (${office}) ou comme suit :`,
  noInstructions: "Contactez-nous pour payer : nous vous dirons comment.",
  notOffered: "Il n'y a rien à payer en ligne pour ce devis.",
  startFailed: "Le paiement en ligne n'a pas pu commencer. Réessayez dans quelques minutes, ou payez à l'agence.",
};

const ar: MoneyOnlineWords = {
  title: "ادفع ثمن حجزك",
  onlineText: "ادفع عبر المحفظة الإلكترونية (Orange Money وMTN MoMo وMoov وWave) أو بالبطاقة من خلال CinetPay، ثم تعود إلى هذه الصفحة.",
  payButton: { before: "ادفع ", after: " عبر الإنترنت" },
  restAtOffice: "يقبل CinetPay المبالغ من مضاعفات 5 فرنكات: تُدفع الفرنكات القليلة المتبقية في المكتب.",
  afterPaying: "بعد أن يؤكد CinetPay دفعتك، تظهر في هذه الصفحة مع رقم إيصالها.",
  officeTitle: "طريقة الدفع",
  officeText: (office) => `ادفع في مكتبنا في ${office} أو على النحو التالي:`,
  noInstructions: "تواصل معنا للدفع وسنخبرك بالطريقة.",
  notOffered: "لا يوجد ما يُدفع عبر الإنترنت لعرض السعر هذا.",
  startFailed: "تعذّر بدء الدفع عبر الإنترنت. حاول مجددًا بعد بضع دقائق، أو ادفع في المكتب.",
};

export const MONEY_ONLINE_WORDS: Record<Locale, MoneyOnlineWords> = { en, fr, ar };

/** The back office's label for an office's payment instructions (English, as the admin area). */
export const PAYMENT_INSTRUCTIONS_FIELD = {
  label: "Payment instructions",
  hint: "Optional: how customers pay this office without coming in (mobile money numbers, bank details). Shown on a customer's quote when paying online is not offered.",
};
