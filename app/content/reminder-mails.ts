import type { Locale } from "~/domain/locale";

/*
 * The reminders' e-mails to customers (issue #28, decision 0062), in English, French and Arabic.
 * Dates and amounts come in already written for the language (the composer formats them);
 * numbers and references stay left to right in Arabic (the mail's facts table sets dir="ltr").
 */

export type ReminderMailWords = {
  balanceDue: {
    subject: (reference: string) => string;
    intro: (reference: string, trip: string) => string;
    amount: (amount: string, dueOn: string) => string;
    howToPay: string;
    alreadyPaid: string;
    amountLabel: string;
    dueLabel: string;
  };
  pickupWaiting: {
    subject: (trackingNumber: string) => string;
    intro: (trackingNumber: string, office: string) => string;
    since: (readySince: string) => string;
    bring: string;
    officeLabel: string;
  };
  reviewRequest: {
    subject: (trip: string) => string;
    intro: (trip: string) => string;
    ask: string;
    thanks: string;
  };
  referenceLabel: string;
  trackingLabel: string;
};

export const REMINDER_MAIL_WORDS: Record<Locale, ReminderMailWords> = {
  en: {
    balanceDue: {
      subject: (reference) => `Your balance for booking ${reference} is due soon`,
      intro: (reference, trip) => `This is a friendly reminder about your booking ${reference} (${trip}).`,
      amount: (amount, dueOn) => `The balance of ${amount} is due on ${dueOn}.`,
      howToPay:
        "You can pay at any of our offices, by bank transfer or by mobile money; reply to this e-mail if you would like the details.",
      alreadyPaid: "If you have paid in the last few days, thank you, and please ignore this message.",
      amountLabel: "Balance",
      dueLabel: "Due on",
    },
    pickupWaiting: {
      subject: (trackingNumber) => `Your parcel ${trackingNumber} is waiting for you`,
      intro: (trackingNumber, office) => `Your shipment ${trackingNumber} is ready for pickup at our ${office} office.`,
      since: (readySince) => `It has been waiting for you since ${readySince}.`,
      bring: "Please bring an identity document and the tracking number when you come to collect it.",
      officeLabel: "Office",
    },
    reviewRequest: {
      subject: (trip) => `How was ${trip}?`,
      intro: (trip) => `Welcome back! We hope you enjoyed ${trip}.`,
      ask: "Would you tell us how it went? Just reply to this e-mail: a few words help us and the travellers who come after you.",
      thanks: "Thank you for travelling with us.",
    },
    referenceLabel: "Reference",
    trackingLabel: "Tracking number",
  },
  fr: {
    balanceDue: {
      subject: (reference) => `Le solde de votre réservation ${reference} arrive à échéance`,
      intro: (reference, trip) => `Petit rappel au sujet de votre réservation ${reference} (${trip}).`,
      amount: (amount, dueOn) => `Le solde de ${amount} est à régler le ${dueOn}.`,
      howToPay:
        "Vous pouvez payer dans l’une de nos agences, par virement ou par mobile money ; répondez à cet e-mail si vous souhaitez les coordonnées.",
      alreadyPaid: "Si vous avez payé ces derniers jours, merci, et ne tenez pas compte de ce message.",
      amountLabel: "Solde",
      dueLabel: "Échéance",
    },
    pickupWaiting: {
      subject: (trackingNumber) => `Votre colis ${trackingNumber} vous attend`,
      intro: (trackingNumber, office) => `Votre envoi ${trackingNumber} est prêt à être retiré à notre agence de ${office}.`,
      since: (readySince) => `Il vous attend depuis le ${readySince}.`,
      bring: "Munissez-vous d’une pièce d’identité et du numéro de suivi pour le retirer.",
      officeLabel: "Agence",
    },
    reviewRequest: {
      subject: (trip) => `Comment s’est passé votre voyage : ${trip} ?`,
      intro: (trip) => `Bon retour ! Nous espérons que vous avez apprécié votre voyage : ${trip}.`,
      ask: "Voulez-vous nous dire comment il s’est passé ? Répondez simplement à cet e-mail : quelques mots nous aident, ainsi que les voyageurs qui partiront après vous.",
      thanks: "Merci d’avoir voyagé avec nous.",
    },
    referenceLabel: "Référence",
    trackingLabel: "Numéro de suivi",
  },
  ar: {
    balanceDue: {
      subject: (reference) => `موعد سداد الرصيد المتبقي لحجزك ${reference} يقترب`,
      intro: (reference, trip) => `هذا تذكير ودّي بخصوص حجزك ${reference} (${trip}).`,
      amount: (amount, dueOn) => `الرصيد المتبقي وقدره ${amount} مستحق في ${dueOn}.`,
      howToPay: "يمكنك الدفع في أيٍّ من مكاتبنا، أو بتحويل مصرفي، أو عبر الدفع بالهاتف المحمول؛ ردّ على هذه الرسالة إن أردت التفاصيل.",
      alreadyPaid: "إن كنت قد دفعت خلال الأيام الأخيرة فشكرًا لك، ويرجى تجاهل هذه الرسالة.",
      amountLabel: "الرصيد",
      dueLabel: "تاريخ الاستحقاق",
    },
    pickupWaiting: {
      subject: (trackingNumber) => `طردك ${trackingNumber} بانتظارك`,
      intro: (trackingNumber, office) => `شحنتك ${trackingNumber} جاهزة للاستلام في مكتبنا في ${office}.`,
      since: (readySince) => `إنها بانتظارك منذ ${readySince}.`,
      bring: "يرجى إحضار وثيقة هوية ورقم التتبع عند الاستلام.",
      officeLabel: "المكتب",
    },
    reviewRequest: {
      subject: (trip) => `كيف كانت رحلتك: ${trip}؟`,
      intro: (trip) => `أهلًا بعودتك! نأمل أنك استمتعت برحلتك: ${trip}.`,
      ask: "هل تخبرنا كيف كانت؟ يكفي أن تردّ على هذه الرسالة: كلمات قليلة تساعدنا وتساعد المسافرين من بعدك.",
      thanks: "شكرًا لسفرك معنا.",
    },
    referenceLabel: "المرجع",
    trackingLabel: "رقم التتبع",
  },
};
