import type { Locale } from "~/domain/locale";
import type { CustomerMailKind } from "~/domain/mail-templates";

/*
 * The words of Settings → E-mails (issue #28, decision 0063): each customer e-mail template's
 * name and when it is sent, and the preview screen, in English, French and Arabic. The admin
 * shows English today (MAIL_TEMPLATE_TEXTS.en); the other two are kept for when staff choose
 * their language.
 */

export const MAIL_TEMPLATES_PATH = "/admin/settings/emails";

/** A template's preview in a language: `/admin/settings/emails/quote?lang=ar`. */
export function mailTemplatePath(key: CustomerMailKind, locale?: Locale): string {
  return `${MAIL_TEMPLATES_PATH}/${key}${locale ? `?lang=${locale}` : ""}`;
}

export type MailTemplateWords = { name: string; when: string };

export type MailTemplatesScreenWords = {
  title: string;
  subtitle: string;
  settingsEntry: string;
  settingsEntryHint: string;
  settingsLink: string;
  listCaption: string;
  columns: { name: string; when: string; kind: string };
  backToList: string;
  previewSubtitle: string;
  language: string;
  languages: Record<Locale, string>;
  subject: string;
  from: string;
  to: string;
  replyTo: string;
  htmlPart: string;
  htmlFrameTitle: (name: string) => string;
  textPart: string;
  sampleNote: string;
  unknownTemplate: string;
  unknownLanguage: string;
  forbiddenTitle: string;
  forbidden: string;
  errorTitle: string;
  errorHint: string;
  templates: Record<CustomerMailKind, MailTemplateWords>;
};

export const MAIL_TEMPLATE_TEXTS: Record<Locale, MailTemplatesScreenWords> = {
  en: {
    title: "Customer e-mails",
    subtitle:
      "Every e-mail the site writes to customers, each in the customer's language as HTML with a plain-text part. Open one to see it as sent, with sample data.",
    settingsEntry: "Customer e-mails: preview every template",
    settingsEntryHint: "What each e-mail to customers says and when it is sent, in English, French and Arabic.",
    settingsLink: "Settings",
    listCaption: "Customer e-mail templates",
    columns: { name: "E-mail", when: "When it is sent", kind: "Kind in the outbox" },
    backToList: "Customer e-mails",
    previewSubtitle: "Shown with sample data, exactly as the site composes it.",
    language: "Language",
    languages: { en: "English", fr: "French", ar: "Arabic" },
    subject: "Subject",
    from: "From",
    to: "To",
    replyTo: "Replies go to",
    htmlPart: "HTML part",
    htmlFrameTitle: (name) => `The HTML part of “${name}”`,
    textPart: "Plain-text part",
    sampleNote: "Names, numbers and links are fictional.",
    unknownTemplate: "There is no customer e-mail of that name.",
    unknownLanguage: "The e-mails are written in English (en), French (fr) or Arabic (ar): choose one of these.",
    forbiddenTitle: "Admins only",
    forbidden: "Only admins can preview the customer e-mails.",
    errorTitle: "The customer e-mails could not be shown",
    errorHint: "Reload the page; if it happens again, tell whoever runs the website.",
    templates: {
      "enquiry-acknowledgement": { name: "Enquiry received", when: "Right after a visitor sends an enquiry or contact message." },
      "enquiry-reply": { name: "Reply to an enquiry", when: "When staff answer an enquiry by e-mail from its page." },
      quote: { name: "Quote", when: "When staff send a quote: it carries the quote's link." },
      "quote-accepted": { name: "Quote accepted", when: "When the customer accepts a quote on its page." },
      "booking-confirmed": { name: "Booking confirmed", when: "When staff confirm a booking once the deposit is in." },
      "booking-cancelled": { name: "Booking cancelled", when: "When staff cancel a booking and choose to tell the customer." },
      "departure-cancelled": { name: "Departure cancelled", when: "When staff cancel a departure the customer is booked on." },
      "booking-released": { name: "Booking released", when: "When a confirmed booking's seats are released." },
      "hold-released": { name: "Seats no longer held", when: "When the seats held for an accepted quote are released." },
      "money-receipt": { name: "Receipt", when: "When a payment is recorded: it links to the receipt." },
      "money-invoice": { name: "Invoice", when: "When an invoice is issued: it links to the invoice." },
      "shipment-status": { name: "Shipment status", when: "When a shipment's status changes, to its sender and receiver." },
      "reminder-balance-due": {
        name: "Balance due reminder",
        when: "14 and 3 days before a booking's balance is due, while something is still owed (Settings → Reminders).",
      },
      "reminder-pickup-waiting": {
        name: "Shipment waiting for pickup",
        when: "To the receiver when a shipment ready for pickup has not been collected after 7 days (Settings → Reminders).",
      },
      "reminder-review-request": {
        name: "Review request",
        when: "A few days after the trip has ended, asking how it went (Settings → Reminders).",
      },
    },
  },
  fr: {
    title: "E-mails aux clients",
    subtitle:
      "Chaque e-mail que le site écrit aux clients, dans la langue du client, en HTML avec une partie texte. Ouvrez-en un pour le voir tel qu'il part, avec des données d'exemple.",
    settingsEntry: "E-mails aux clients : aperçu de chaque modèle",
    settingsEntryHint: "Ce que dit chaque e-mail aux clients et quand il part, en anglais, en français et en arabe.",
    settingsLink: "Réglages",
    listCaption: "Modèles d'e-mails aux clients",
    columns: { name: "E-mail", when: "Quand il part", kind: "Type dans la boîte d'envoi" },
    backToList: "E-mails aux clients",
    previewSubtitle: "Montré avec des données d'exemple, exactement comme le site le compose.",
    language: "Langue",
    languages: { en: "Anglais", fr: "Français", ar: "Arabe" },
    subject: "Objet",
    from: "De",
    to: "À",
    replyTo: "Réponses à",
    htmlPart: "Partie HTML",
    htmlFrameTitle: (name) => `La partie HTML de « ${name} »`,
    textPart: "Partie texte",
    sampleNote: "Les noms, numéros et liens sont fictifs.",
    unknownTemplate: "Aucun e-mail aux clients ne porte ce nom.",
    unknownLanguage: "Les e-mails sont écrits en anglais (en), en français (fr) ou en arabe (ar) : choisissez l'une de ces langues.",
    forbiddenTitle: "Réservé aux administrateurs",
    forbidden: "Seuls les administrateurs peuvent voir les e-mails aux clients.",
    errorTitle: "Les e-mails aux clients n'ont pas pu être affichés",
    errorHint: "Rechargez la page ; si cela se reproduit, prévenez la personne qui gère le site.",
    templates: {
      "enquiry-acknowledgement": { name: "Demande reçue", when: "Juste après l'envoi d'une demande ou d'un message de contact." },
      "enquiry-reply": { name: "Réponse à une demande", when: "Quand l'équipe répond à une demande par e-mail depuis sa page." },
      quote: { name: "Devis", when: "Quand l'équipe envoie un devis : il porte le lien du devis." },
      "quote-accepted": { name: "Devis accepté", when: "Quand le client accepte un devis sur sa page." },
      "booking-confirmed": { name: "Réservation confirmée", when: "Quand l'équipe confirme une réservation, l'acompte reçu." },
      "booking-cancelled": { name: "Réservation annulée", when: "Quand l'équipe annule une réservation et choisit de prévenir le client." },
      "departure-cancelled": { name: "Départ annulé", when: "Quand l'équipe annule un départ sur lequel le client a réservé." },
      "booking-released": { name: "Réservation libérée", when: "Quand les places d'une réservation confirmée sont libérées." },
      "hold-released": { name: "Places plus retenues", when: "Quand les places retenues pour un devis accepté sont libérées." },
      "money-receipt": { name: "Reçu", when: "Quand un paiement est enregistré : il mène au reçu." },
      "money-invoice": { name: "Facture", when: "Quand une facture est émise : il mène à la facture." },
      "shipment-status": { name: "Statut d'un envoi", when: "Quand le statut d'un envoi change, à l'expéditeur et au destinataire." },
      "reminder-balance-due": {
        name: "Rappel du solde",
        when: "14 et 3 jours avant l'échéance du solde d'une réservation, tant qu'il reste à payer (Réglages → Rappels).",
      },
      "reminder-pickup-waiting": {
        name: "Envoi en attente de retrait",
        when: "Au destinataire quand un envoi prêt à être retiré ne l'est pas après 7 jours (Réglages → Rappels).",
      },
      "reminder-review-request": {
        name: "Demande d'avis",
        when: "Quelques jours après la fin du voyage, pour demander comment il s'est passé (Réglages → Rappels).",
      },
    },
  },
  ar: {
    title: "رسائل العملاء",
    subtitle:
      "كل رسالة بريد إلكتروني يكتبها الموقع للعملاء، بلغة العميل، بصيغة HTML مع جزء نصي. افتح واحدة لتراها كما تُرسل، ببيانات تجريبية.",
    settingsEntry: "رسائل العملاء: معاينة كل قالب",
    settingsEntryHint: "ما تقوله كل رسالة إلى العملاء ومتى تُرسل، بالإنجليزية والفرنسية والعربية.",
    settingsLink: "الإعدادات",
    listCaption: "قوالب رسائل العملاء",
    columns: { name: "الرسالة", when: "متى تُرسل", kind: "نوعها في صندوق الصادر" },
    backToList: "رسائل العملاء",
    previewSubtitle: "معروضة ببيانات تجريبية، تمامًا كما يكتبها الموقع.",
    language: "اللغة",
    languages: { en: "الإنجليزية", fr: "الفرنسية", ar: "العربية" },
    subject: "الموضوع",
    from: "من",
    to: "إلى",
    replyTo: "الردود إلى",
    htmlPart: "جزء HTML",
    htmlFrameTitle: (name) => `جزء HTML من «${name}»`,
    textPart: "الجزء النصي",
    sampleNote: "الأسماء والأرقام والروابط وهمية.",
    unknownTemplate: "لا توجد رسالة عملاء بهذا الاسم.",
    unknownLanguage: "تُكتب الرسائل بالإنجليزية (en) أو الفرنسية (fr) أو العربية (ar): اختر إحداها.",
    forbiddenTitle: "للمديرين فقط",
    forbidden: "يمكن للمديرين فقط معاينة رسائل العملاء.",
    errorTitle: "تعذّر عرض رسائل العملاء",
    errorHint: "أعد تحميل الصفحة؛ وإن تكرر ذلك، أخبر المسؤول عن الموقع.",
    templates: {
      "enquiry-acknowledgement": { name: "تم استلام الطلب", when: "فور إرسال الزائر طلبًا أو رسالة تواصل." },
      "enquiry-reply": { name: "الرد على طلب", when: "عندما يرد الفريق على طلب بالبريد الإلكتروني من صفحته." },
      quote: { name: "عرض السعر", when: "عندما يرسل الفريق عرض سعر: تحمل رابط العرض." },
      "quote-accepted": { name: "قبول عرض السعر", when: "عندما يقبل العميل عرض السعر على صفحته." },
      "booking-confirmed": { name: "تأكيد الحجز", when: "عندما يؤكد الفريق الحجز بعد استلام العربون." },
      "booking-cancelled": { name: "إلغاء الحجز", when: "عندما يلغي الفريق حجزًا ويختار إبلاغ العميل." },
      "departure-cancelled": { name: "إلغاء رحلة", when: "عندما يلغي الفريق رحلة حجز عليها العميل." },
      "booking-released": { name: "تحرير الحجز", when: "عندما تُحرَّر مقاعد حجز مؤكد." },
      "hold-released": { name: "انتهاء حجز المقاعد", when: "عندما تُحرَّر المقاعد المحجوزة لعرض سعر مقبول." },
      "money-receipt": { name: "الإيصال", when: "عند تسجيل دفعة: تحمل رابط الإيصال." },
      "money-invoice": { name: "الفاتورة", when: "عند إصدار فاتورة: تحمل رابط الفاتورة." },
      "shipment-status": { name: "حالة الشحنة", when: "عندما تتغير حالة شحنة، إلى المرسل والمستلم." },
      "reminder-balance-due": {
        name: "تذكير بالرصيد المستحق",
        when: "قبل 14 و3 أيام من موعد استحقاق رصيد الحجز، ما دام هناك مبلغ مستحق (الإعدادات ← التذكيرات).",
      },
      "reminder-pickup-waiting": {
        name: "شحنة بانتظار الاستلام",
        when: "إلى المستلم عندما لا تُستلم شحنة جاهزة للاستلام بعد 7 أيام (الإعدادات ← التذكيرات).",
      },
      "reminder-review-request": {
        name: "طلب تقييم",
        when: "بعد انتهاء الرحلة ببضعة أيام، لسؤال العميل عن رحلته (الإعدادات ← التذكيرات).",
      },
    },
  },
};
