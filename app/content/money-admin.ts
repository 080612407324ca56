import type { EntryKind, PaymentMethod } from "~/domain/ledger";
import { PAYMENT_METHOD_NAMES } from "./payment-methods";
import type { Locale } from "~/domain/locale";
import type { AgeBucket } from "~/domain/money-desk";
import type { CurrencyCode } from "~/domain/money";
import { plural } from "./plural";

/*
 * The payments desk's words (issue #27): the payments list, the cash-up, what is owed and the
 * accountant's CSV files, in English, French and Arabic. The admin area shows English today
 * (MONEY_ADMIN_TEXTS.en); the other two are here for when staff choose their language. Amounts
 * and numbers stay left to right in Arabic: the screens wrap them in dir="ltr".
 */

export type CloseProblemWords = {
  badDay: string;
  futureDay: string;
  countRequired: (currency: CurrencyCode) => string;
  badCount: (currency: CurrencyCode) => string;
  noteTooLong: string;
  alreadyClosed: string;
};

export type MoneyAdminWords = {
  nav: string;
  dashboardLink: string;
  methods: Record<PaymentMethod, string>;
  kinds: Record<EntryKind, string>;
  reversalOf: (kind: EntryKind) => string;
  list: {
    title: string;
    subtitle: string;
    filters: string;
    office: string;
    anyOffice: string;
    method: string;
    anyMethod: string;
    currency: string;
    anyCurrency: string;
    kind: string;
    anyKind: string;
    from: string;
    to: string;
    recordedBy: string;
    anyone: string;
    apply: string;
    clear: string;
    matching: (count: number) => string;
    empty: string;
    caption: string;
    totalsTitle: string;
    totalsCaption: string;
    totalsColumns: { currency: string; received: string; refunded: string; reversed: string; net: string };
    noTotals: string;
    columns: {
      recordedAt: string;
      kind: string;
      account: string;
      amount: string;
      method: string;
      reference: string;
      office: string;
      receipt: string;
      by: string;
    };
    booking: string;
    shipment: string;
    receiptLink: (number: string) => string;
    download: string;
    downloadHint: string;
    cashUpLink: string;
    owedLink: string;
    invoicesCsv: string;
    pages: { pagination: string; previousPage: string; nextPage: string; pageLabel: (page: number) => string };
  };
  cashUp: {
    title: string;
    subtitle: string;
    office: string;
    day: string;
    show: string;
    figuresTitle: string;
    figuresCaption: string;
    columns: { method: string; currency: string; in: string; out: string; net: string; rows: string };
    nothing: string;
    expectedTitle: string;
    closeTitle: string;
    closeHint: string;
    counted: (currency: CurrencyCode) => string;
    expected: string;
    note: string;
    close: string;
    closedTitle: string;
    closedBy: (name: string, at: string) => string;
    countsColumns: { currency: string; expected: string; counted: string; difference: string };
    changedSince: string;
    editorsView: string;
    closedToast: { title: string; description: string };
    problems: CloseProblemWords;
    fixBelow: string;
  };
  owed: {
    title: string;
    subtitle: string;
    ageingTitle: string;
    ageingCaption: string;
    buckets: Record<AgeBucket, string>;
    total: string;
    noneOverdue: string;
    overdueTitle: string;
    overdueColumns: { account: string; customer: string; overdue: string; daysLate: string };
    daysLate: (days: number) => string;
    upcomingTitle: string;
    upcomingColumns: { dueOn: string; account: string; customer: string; part: string; amount: string };
    parts: Record<"deposit" | "balance" | "whole", string>;
    noneUpcoming: string;
    truncated: (max: number) => string;
  };
  paymentsCsv: { file: (day: string) => string; columns: string[] };
  invoicesCsv: { file: (day: string) => string; columns: string[]; kinds: Record<"invoice" | "credit-note", string> };
  unknownIntent: string;
  notFound: string;
  errorTitle: string;
  errorHint: string;
};

const en: MoneyAdminWords = {
  nav: "Payments",
  dashboardLink: "Dashboard",
  methods: PAYMENT_METHOD_NAMES.en,
  kinds: { payment: "Payment", refund: "Refund", reversal: "Reversal" },
  reversalOf: (kind) => (kind === "refund" ? "Reversal of a refund" : "Reversal of a payment"),
  list: {
    title: "Payments",
    subtitle: "Every payment, refund and reversal, newest first. Totals are per currency, never added together.",
    filters: "Filter payments",
    office: "Office",
    anyOffice: "Any office",
    method: "Method",
    anyMethod: "Any method",
    currency: "Currency",
    anyCurrency: "Any currency",
    kind: "Kind",
    anyKind: "Any kind",
    from: "From",
    to: "To",
    recordedBy: "Recorded by",
    anyone: "Anyone",
    apply: "Filter",
    clear: "Clear",
    matching: (count) => plural(count, { one: "# entry found", other: "# entries found" }),
    empty: "No payments match these filters.",
    caption: "Payments, refunds and reversals",
    totalsTitle: "Totals for these filters",
    totalsCaption: "Totals per currency",
    totalsColumns: { currency: "Currency", received: "Received", refunded: "Refunded", reversed: "Reversed", net: "Net" },
    noTotals: "Nothing to add up.",
    columns: {
      recordedAt: "Recorded",
      kind: "Kind",
      account: "Booking or shipment",
      amount: "Amount",
      method: "Method",
      reference: "Reference",
      office: "Office",
      receipt: "Receipt",
      by: "By",
    },
    booking: "Booking",
    shipment: "Shipment",
    receiptLink: (number) => `Receipt ${number}`,
    download: "Download CSV",
    downloadHint: "Every entry these filters find, for the accountant",
    cashUpLink: "Cash-up",
    owedLink: "What is owed",
    invoicesCsv: "Invoices CSV",
    pages: { pagination: "Pages", previousPage: "Previous", nextPage: "Next", pageLabel: (page) => `Page ${page}` },
  },
  cashUp: {
    title: "Cash-up",
    subtitle: "What each method brought in at an office on one of its days, per currency: payments less refunds and reversals.",
    office: "Office",
    day: "Day",
    show: "Show",
    figuresTitle: "By method",
    figuresCaption: "Money in and out per method and currency",
    columns: { method: "Method", currency: "Currency", in: "In", out: "Out", net: "Net", rows: "Entries" },
    nothing: "Nothing was recorded at this office on this day.",
    expectedTitle: "Cash expected in the drawer",
    closeTitle: "Close the day",
    closeHint: "Count the cash in the drawer in each currency. A difference is recorded with the close; it is never hidden.",
    counted: (currency) => `Cash counted in ${currency}`,
    expected: "Expected",
    note: "Note (optional)",
    close: "Close the day",
    closedTitle: "Closed",
    closedBy: (name, at) => `Closed by ${name || "the system"} on ${at}.`,
    countsColumns: { currency: "Currency", expected: "Expected", counted: "Counted", difference: "Difference" },
    changedSince: "Entries were recorded for this day after it was closed: the figures above differ from those kept with the close.",
    editorsView: "Only an admin can close the day.",
    closedToast: { title: "Day closed", description: "The counts and any difference are recorded." },
    problems: {
      badDay: "Choose a day.",
      futureDay: "A day that has not come yet cannot be closed.",
      countRequired: (currency) => `Count the cash in ${currency}: the day has cash entries in it.`,
      badCount: (currency) => `The ${currency} count is not an amount (digits, and a decimal point where the currency has cents).`,
      noteTooLong: "The note is longer than 500 characters.",
      alreadyClosed: "This day is already closed at this office.",
    },
    fixBelow: "The day was not closed. Fix what is marked below.",
  },
  owed: {
    title: "What is owed",
    subtitle: "Unpaid parts of bookings and shipments by days past their due day, per currency, and what falls due in the next 14 days.",
    ageingTitle: "Overdue, by age",
    ageingCaption: "Overdue amounts per currency and age",
    buckets: { "0-30": "0–30 days", "31-60": "31–60 days", "61-90": "61–90 days", "90+": "Over 90 days" },
    total: "Total",
    noneOverdue: "Nothing is overdue.",
    overdueTitle: "Overdue accounts",
    overdueColumns: { account: "Booking or shipment", customer: "Customer", overdue: "Overdue", daysLate: "Late" },
    daysLate: (days) => plural(days, { one: "# day", other: "# days" }),
    upcomingTitle: "Due in the next 14 days",
    upcomingColumns: { dueOn: "Due on", account: "Booking or shipment", customer: "Customer", part: "Part", amount: "Amount" },
    parts: { deposit: "Deposit", balance: "Balance", whole: "Whole amount" },
    noneUpcoming: "Nothing falls due in the next 14 days.",
    truncated: (max) => `Only the ${max} most recent open bookings and shipments of each kind are counted here.`,
  },
  paymentsCsv: {
    file: (day) => `payments-${day}.csv`,
    columns: [
      "Recorded at (UTC)",
      "Kind",
      "Reverses",
      "Booking or shipment",
      "Reference of the account",
      "Amount",
      "Currency",
      "Method",
      "Payment reference",
      "Office",
      "Receipt number",
      "Reason",
      "Recorded by",
    ],
  },
  invoicesCsv: {
    file: (day) => `invoices-${day}.csv`,
    columns: ["Number", "Kind", "Refers to", "Office", "Day", "Customer", "Currency", "Subtotal", "Tax", "Total", "Total in LBP"],
    kinds: { invoice: "Invoice", "credit-note": "Credit note" },
  },
  unknownIntent: "This form sent an action the page does not know. Reload the page and try again.",
  notFound: "No such office.",
  errorTitle: "The payments could not be shown",
  errorHint: "Reload the page; if it happens again, tell whoever runs the website.",
};

const fr: MoneyAdminWords = {
  nav: "Paiements",
  dashboardLink: "Tableau de bord",
  methods: PAYMENT_METHOD_NAMES.fr,
  kinds: { payment: "Paiement", refund: "Remboursement", reversal: "Annulation" },
  reversalOf: (kind) => (kind === "refund" ? "Annulation d’un remboursement" : "Annulation d’un paiement"),
  list: {
    title: "Paiements",
    subtitle:
      "Tous les paiements, remboursements et annulations, du plus récent au plus ancien. Les totaux sont par devise, jamais additionnés entre eux.",
    filters: "Filtrer les paiements",
    office: "Agence",
    anyOffice: "Toutes les agences",
    method: "Moyen",
    anyMethod: "Tous les moyens",
    currency: "Devise",
    anyCurrency: "Toutes les devises",
    kind: "Type",
    anyKind: "Tous les types",
    from: "Du",
    to: "Au",
    recordedBy: "Saisi par",
    anyone: "Tout le monde",
    apply: "Filtrer",
    clear: "Effacer",
    matching: (count) => plural(count, { one: "# écriture trouvée", other: "# écritures trouvées" }, "fr"),
    empty: "Aucun paiement ne correspond à ces filtres.",
    caption: "Paiements, remboursements et annulations",
    totalsTitle: "Totaux pour ces filtres",
    totalsCaption: "Totaux par devise",
    totalsColumns: { currency: "Devise", received: "Reçu", refunded: "Remboursé", reversed: "Annulé", net: "Net" },
    noTotals: "Rien à additionner.",
    columns: {
      recordedAt: "Saisi le",
      kind: "Type",
      account: "Réservation ou envoi",
      amount: "Montant",
      method: "Moyen",
      reference: "Référence",
      office: "Agence",
      receipt: "Reçu",
      by: "Par",
    },
    booking: "Réservation",
    shipment: "Envoi",
    receiptLink: (number) => `Reçu ${number}`,
    download: "Télécharger le CSV",
    downloadHint: "Toutes les écritures de ces filtres, pour le comptable",
    cashUpLink: "Clôture de caisse",
    owedLink: "Sommes dues",
    invoicesCsv: "CSV des factures",
    pages: { pagination: "Pages", previousPage: "Précédente", nextPage: "Suivante", pageLabel: (page) => `Page ${page}` },
  },
  cashUp: {
    title: "Clôture de caisse",
    subtitle: "Ce que chaque moyen a rapporté à une agence un jour donné, par devise : paiements moins remboursements et annulations.",
    office: "Agence",
    day: "Jour",
    show: "Afficher",
    figuresTitle: "Par moyen",
    figuresCaption: "Entrées et sorties par moyen et par devise",
    columns: { method: "Moyen", currency: "Devise", in: "Entrées", out: "Sorties", net: "Net", rows: "Écritures" },
    nothing: "Rien n’a été saisi à cette agence ce jour-là.",
    expectedTitle: "Espèces attendues dans la caisse",
    closeTitle: "Clôturer la journée",
    closeHint: "Comptez les espèces de la caisse dans chaque devise. Un écart est enregistré avec la clôture ; il n’est jamais masqué.",
    counted: (currency) => `Espèces comptées en ${currency}`,
    expected: "Attendu",
    note: "Note (facultative)",
    close: "Clôturer la journée",
    closedTitle: "Clôturée",
    closedBy: (name, at) => `Clôturée par ${name || "le système"} le ${at}.`,
    countsColumns: { currency: "Devise", expected: "Attendu", counted: "Compté", difference: "Écart" },
    changedSince:
      "Des écritures ont été saisies pour ce jour après sa clôture : les chiffres ci-dessus diffèrent de ceux gardés avec la clôture.",
    editorsView: "Seul un administrateur peut clôturer la journée.",
    closedToast: { title: "Journée clôturée", description: "Les comptages et tout écart sont enregistrés." },
    problems: {
      badDay: "Choisissez un jour.",
      futureDay: "Un jour qui n’est pas encore arrivé ne peut pas être clôturé.",
      countRequired: (currency) => `Comptez les espèces en ${currency} : la journée a des écritures en espèces dans cette devise.`,
      badCount: (currency) => `Le comptage en ${currency} n’est pas un montant (des chiffres, et une virgule si la devise a des centimes).`,
      noteTooLong: "La note dépasse 500 caractères.",
      alreadyClosed: "Cette journée est déjà clôturée à cette agence.",
    },
    fixBelow: "La journée n’a pas été clôturée. Corrigez ce qui est signalé ci-dessous.",
  },
  owed: {
    title: "Sommes dues",
    subtitle:
      "Parts impayées des réservations et des envois selon les jours de retard, par devise, et ce qui arrive à échéance dans les 14 prochains jours.",
    ageingTitle: "En retard, par ancienneté",
    ageingCaption: "Montants en retard par devise et par ancienneté",
    buckets: { "0-30": "0 à 30 jours", "31-60": "31 à 60 jours", "61-90": "61 à 90 jours", "90+": "Plus de 90 jours" },
    total: "Total",
    noneOverdue: "Rien n’est en retard.",
    overdueTitle: "Comptes en retard",
    overdueColumns: { account: "Réservation ou envoi", customer: "Client", overdue: "En retard", daysLate: "Retard" },
    daysLate: (days) => plural(days, { one: "# jour", other: "# jours" }, "fr"),
    upcomingTitle: "À payer dans les 14 prochains jours",
    upcomingColumns: { dueOn: "Échéance", account: "Réservation ou envoi", customer: "Client", part: "Part", amount: "Montant" },
    parts: { deposit: "Acompte", balance: "Solde", whole: "Montant total" },
    noneUpcoming: "Rien n’arrive à échéance dans les 14 prochains jours.",
    truncated: (max) => `Seuls les ${max} réservations et envois ouverts les plus récents de chaque sorte sont comptés ici.`,
  },
  paymentsCsv: {
    file: (day) => `paiements-${day}.csv`,
    columns: [
      "Saisi le (UTC)",
      "Type",
      "Annule",
      "Réservation ou envoi",
      "Référence du compte",
      "Montant",
      "Devise",
      "Moyen",
      "Référence du paiement",
      "Agence",
      "Numéro de reçu",
      "Motif",
      "Saisi par",
    ],
  },
  invoicesCsv: {
    file: (day) => `factures-${day}.csv`,
    columns: ["Numéro", "Type", "Se rapporte à", "Agence", "Jour", "Client", "Devise", "Sous-total", "Taxe", "Total", "Total en LBP"],
    kinds: { invoice: "Facture", "credit-note": "Avoir" },
  },
  unknownIntent: "Ce formulaire a envoyé une action que la page ne connaît pas. Rechargez la page et réessayez.",
  notFound: "Agence inconnue.",
  errorTitle: "Les paiements n’ont pas pu être affichés",
  errorHint: "Rechargez la page ; si cela se reproduit, prévenez la personne qui gère le site.",
};

const ar: MoneyAdminWords = {
  nav: "المدفوعات",
  dashboardLink: "لوحة التحكم",
  methods: PAYMENT_METHOD_NAMES.ar,
  kinds: { payment: "دفعة", refund: "استرداد", reversal: "إلغاء قيد" },
  reversalOf: (kind) => (kind === "refund" ? "إلغاء استرداد" : "إلغاء دفعة"),
  list: {
    title: "المدفوعات",
    subtitle: "كل الدفعات والمبالغ المستردة والقيود الملغاة، الأحدث أولًا. المجاميع لكل عملة على حدة ولا تُجمع العملات معًا.",
    filters: "تصفية المدفوعات",
    office: "المكتب",
    anyOffice: "كل المكاتب",
    method: "طريقة الدفع",
    anyMethod: "كل الطرق",
    currency: "العملة",
    anyCurrency: "كل العملات",
    kind: "النوع",
    anyKind: "كل الأنواع",
    from: "من",
    to: "إلى",
    recordedBy: "سجّلها",
    anyone: "أي شخص",
    apply: "تصفية",
    clear: "مسح",
    matching: (count) =>
      plural(count, { zero: "لا قيود", one: "قيد واحد", two: "قيدان", few: "# قيود", many: "# قيدًا", other: "# قيد" }, "ar"),
    empty: "لا مدفوعات تطابق هذه المرشحات.",
    caption: "الدفعات والمبالغ المستردة والقيود الملغاة",
    totalsTitle: "المجاميع لهذه المرشحات",
    totalsCaption: "المجاميع لكل عملة",
    totalsColumns: { currency: "العملة", received: "المقبوض", refunded: "المسترد", reversed: "الملغى", net: "الصافي" },
    noTotals: "لا شيء لجمعه.",
    columns: {
      recordedAt: "تاريخ التسجيل",
      kind: "النوع",
      account: "الحجز أو الشحنة",
      amount: "المبلغ",
      method: "الطريقة",
      reference: "المرجع",
      office: "المكتب",
      receipt: "الإيصال",
      by: "بواسطة",
    },
    booking: "حجز",
    shipment: "شحنة",
    receiptLink: (number) => `الإيصال ${number}`,
    download: "تنزيل ملف CSV",
    downloadHint: "كل القيود التي تجدها هذه المرشحات، للمحاسب",
    cashUpLink: "إقفال الصندوق",
    owedLink: "المبالغ المستحقة",
    invoicesCsv: "ملف CSV للفواتير",
    pages: { pagination: "الصفحات", previousPage: "السابقة", nextPage: "التالية", pageLabel: (page) => `الصفحة ${page}` },
  },
  cashUp: {
    title: "إقفال الصندوق",
    subtitle: "ما جلبته كل طريقة دفع في مكتب ما في يوم من أيامه، لكل عملة: الدفعات ناقص المبالغ المستردة والقيود الملغاة.",
    office: "المكتب",
    day: "اليوم",
    show: "عرض",
    figuresTitle: "حسب طريقة الدفع",
    figuresCaption: "المداخيل والمخارج لكل طريقة وعملة",
    columns: { method: "الطريقة", currency: "العملة", in: "الداخل", out: "الخارج", net: "الصافي", rows: "القيود" },
    nothing: "لم يُسجَّل شيء في هذا المكتب في هذا اليوم.",
    expectedTitle: "النقد المتوقع في الصندوق",
    closeTitle: "إقفال اليوم",
    closeHint: "عُدّ النقد في الصندوق بكل عملة. يُسجَّل أي فرق مع الإقفال ولا يُخفى أبدًا.",
    counted: (currency) => `النقد المعدود بعملة ${currency}`,
    expected: "المتوقع",
    note: "ملاحظة (اختيارية)",
    close: "إقفال اليوم",
    closedTitle: "مُقفل",
    closedBy: (name, at) => `أقفله ${name || "النظام"} في ${at}.`,
    countsColumns: { currency: "العملة", expected: "المتوقع", counted: "المعدود", difference: "الفرق" },
    changedSince: "سُجّلت قيود لهذا اليوم بعد إقفاله: الأرقام أعلاه تختلف عن المحفوظة مع الإقفال.",
    editorsView: "وحده المسؤول يستطيع إقفال اليوم.",
    closedToast: { title: "أُقفل اليوم", description: "سُجّلت المبالغ المعدودة وأي فرق." },
    problems: {
      badDay: "اختر يومًا.",
      futureDay: "لا يمكن إقفال يوم لم يأتِ بعد.",
      countRequired: (currency) => `عُدّ النقد بعملة ${currency}: في هذا اليوم قيود نقدية بها.`,
      badCount: (currency) => `المبلغ المعدود بعملة ${currency} ليس مبلغًا صالحًا (أرقام، وفاصلة عشرية إن كان للعملة كسور).`,
      noteTooLong: "الملاحظة أطول من 500 حرف.",
      alreadyClosed: "هذا اليوم مُقفل من قبل في هذا المكتب.",
    },
    fixBelow: "لم يُقفل اليوم. صحّح ما هو مُشار إليه أدناه.",
  },
  owed: {
    title: "المبالغ المستحقة",
    subtitle: "الأجزاء غير المدفوعة من الحجوزات والشحنات حسب أيام التأخير، لكل عملة، وما يستحق في الأيام الأربعة عشر القادمة.",
    ageingTitle: "المتأخرات حسب المدة",
    ageingCaption: "المبالغ المتأخرة لكل عملة ومدة",
    buckets: { "0-30": "0–30 يومًا", "31-60": "31–60 يومًا", "61-90": "61–90 يومًا", "90+": "أكثر من 90 يومًا" },
    total: "المجموع",
    noneOverdue: "لا شيء متأخر.",
    overdueTitle: "الحسابات المتأخرة",
    overdueColumns: { account: "الحجز أو الشحنة", customer: "الزبون", overdue: "المتأخر", daysLate: "التأخير" },
    daysLate: (days) => plural(days, { zero: "0 يوم", one: "يوم واحد", two: "يومان", few: "# أيام", many: "# يومًا", other: "# يوم" }, "ar"),
    upcomingTitle: "المستحق في الأيام الأربعة عشر القادمة",
    upcomingColumns: { dueOn: "تاريخ الاستحقاق", account: "الحجز أو الشحنة", customer: "الزبون", part: "الجزء", amount: "المبلغ" },
    parts: { deposit: "العربون", balance: "الرصيد المتبقي", whole: "المبلغ كاملًا" },
    noneUpcoming: "لا شيء يستحق في الأيام الأربعة عشر القادمة.",
    truncated: (max) => `لا تُحسب هنا إلا أحدث ${max} من الحجوزات والشحنات المفتوحة من كل نوع.`,
  },
  paymentsCsv: {
    file: (day) => `payments-${day}.csv`,
    columns: [
      "تاريخ التسجيل (UTC)",
      "النوع",
      "يلغي",
      "الحجز أو الشحنة",
      "مرجع الحساب",
      "المبلغ",
      "العملة",
      "الطريقة",
      "مرجع الدفعة",
      "المكتب",
      "رقم الإيصال",
      "السبب",
      "سجّلها",
    ],
  },
  invoicesCsv: {
    file: (day) => `invoices-${day}.csv`,
    columns: [
      "الرقم",
      "النوع",
      "يتعلق بـ",
      "المكتب",
      "اليوم",
      "الزبون",
      "العملة",
      "المجموع الفرعي",
      "الضريبة",
      "المجموع",
      "المجموع بالليرة اللبنانية",
    ],
    kinds: { invoice: "فاتورة", "credit-note": "إشعار دائن" },
  },
  unknownIntent: "أرسل هذا النموذج إجراءً لا تعرفه الصفحة. أعد تحميل الصفحة وحاول مجددًا.",
  notFound: "لا يوجد مكتب بهذا الاسم.",
  errorTitle: "تعذّر عرض المدفوعات",
  errorHint: "أعد تحميل الصفحة؛ وإن تكرر ذلك فأخبر من يدير الموقع.",
};

export const MONEY_ADMIN_TEXTS: Record<Locale, MoneyAdminWords> = { en, fr, ar };

/** The admin area's language today. */
export const MONEY_DESK_TEXTS = MONEY_ADMIN_TEXTS.en;
