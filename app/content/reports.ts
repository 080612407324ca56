import type { Locale } from "~/domain/locale";
import type { FilterProblem, PeriodKind, ReportAgeBucket, ReportId } from "~/domain/reports";

/*
 * The reports' words (issue #28, decision 0059) in English, French and Arabic. The admin shows
 * English today (REPORTS_TEXTS); the other two are kept for when staff choose their language.
 * Amounts and numbers stay left to right in Arabic: the screens wrap them in dir="ltr" and the
 * charts write them so.
 */

export type ReportWords = {
  nav: string;
  index: { title: string; subtitle: string; open: string };
  screens: Record<ReportId, { title: string; summary: string }>;
  /** Where the Enquiries screen will stand until its figures are wired (the enquiry funnel). */
  comingSoon: string;
  filter: {
    legend: string;
    period: string;
    periods: Record<PeriodKind, string>;
    month: string;
    quarter: string;
    year: string;
    from: string;
    to: string;
    office: string;
    allOffices: string;
    /** The language the report is read and printed in (each language's own name is its option). */
    language: string;
    usd: string;
    show: string;
    problemsTitle: string;
    problems: Record<FilterProblem, string>;
  };
  periodLabel: (from: string, to: string) => string;
  officeNotApplied: string;
  csv: string;
  chartOf: (title: string) => string;
  noFigures: string;
  tableOf: (title: string) => string;
  truncated: (shown: number, total: number) => string;
  sales: {
    revenueMeans: string;
    columns: { month: string; currency: string; bookings: string; seats: string; revenue: string; usd: string };
    usdNote: string;
    noRate: string;
    total: string;
    chart: (currency: string) => string;
  };
  cash: {
    means: string;
    columns: { month: string; office: string; method: string; currency: string; in: string; out: string; net: string };
    chart: (currency: string) => string;
  };
  receivables: {
    means: (today: string, to: string) => string;
    buckets: Record<ReportAgeBucket, string>;
    totalsCaption: string;
    linesCaption: string;
    columns: { currency: string; account: string; customer: string; office: string; total: string };
    kinds: { booking: string; shipment: string };
    chart: (currency: string) => string;
    truncated: string;
  };
  departures: {
    means: string;
    columns: { date: string; tour: string; capacity: string; booked: string; held: string; free: string; fill: string };
    series: { booked: string; held: string; free: string };
    chart: string;
  };
  cargo: {
    means: string;
    routesCaption: string;
    pickupCaption: string;
    waitingCaption: string;
    routeColumns: { month: string; route: string; shipments: string; kg: string };
    pickupColumns: { office: string; delivered: string; average: string; longest: string };
    waitingColumns: { tracking: string; receiver: string; office: string; since: string; days: string };
    route: (from: string, to: string) => string;
    chart: string;
    pickupChart: string;
    shipmentsSeries: string;
    daysSeries: string;
  };
};

const en: ReportWords = {
  nav: "Reports",
  index: {
    title: "Reports",
    subtitle: "How the agency is doing: one screen per question, each with a chart, its table and a CSV file.",
    open: "Open",
  },
  screens: {
    sales: { title: "Sales", summary: "Bookings, seats and revenue per month, per currency." },
    cash: { title: "Cash", summary: "Payments received per month, per method, currency and office." },
    receivables: { title: "Receivables", summary: "What is owed, aged: not yet due, 1–30, 31–60, 61+ days overdue." },
    enquiries: { title: "Enquiries", summary: "The funnel per kind, time to first reply, win rate and where enquiries came from." },
    departures: { title: "Departures", summary: "Fill rate per departure: booked, held and free seats, upcoming first." },
    cargo: { title: "Cargo", summary: "Shipments and chargeable kg per route and month, pickup times, shipments waiting longest." },
  },
  comingSoon: "Coming with the enquiry funnel.",
  filter: {
    legend: "Period and office",
    period: "Period",
    periods: { month: "Month", quarter: "Quarter", year: "Year", custom: "From – to" },
    month: "Month",
    quarter: "Quarter",
    year: "Year",
    from: "From",
    to: "To",
    office: "Office",
    allOffices: "All offices",
    language: "Language of the report",
    usd: "Add “≈ USD at the dated rate”",
    show: "Show",
    problemsTitle: "The report could not be shown:",
    problems: {
      "period-unknown": "Choose a month, a quarter, a year or from – to.",
      "month-invalid": "Give the month as YYYY-MM, for example 2026-11.",
      "quarter-invalid": "Give the quarter as YYYY-Q1 to YYYY-Q4, for example 2026-Q4.",
      "year-invalid": "Give the year in four digits, for example 2026.",
      "from-invalid": "Give the first day as YYYY-MM-DD.",
      "to-invalid": "Give the last day as YYYY-MM-DD.",
      "to-before-from": "The last day comes before the first.",
      "period-too-long": "A period can span five years at most.",
      "office-unknown": "Choose one of the offices, or all offices.",
      "language-unknown": "Choose English, French or Arabic for the report.",
    },
  },
  periodLabel: (from, to) => `${from} to ${to}`,
  officeNotApplied: "A departure belongs to no office: the office filter does not apply here.",
  csv: "Download CSV",
  chartOf: (title) => `Chart: ${title}`,
  noFigures: "No figures for this period",
  tableOf: (title) => `${title}: the figures`,
  truncated: (shown, total) => `The first ${shown} of ${total} are shown; choose a shorter period to see the rest.`,
  sales: {
    revenueMeans:
      "Revenue is what the bookings made in the month owe: their accepted quote's total, in the quote's currency; released bookings are not counted.",
    columns: {
      month: "Month",
      currency: "Currency",
      bookings: "Bookings",
      seats: "Seats",
      revenue: "Revenue",
      usd: "≈ USD at the dated rate",
    },
    usdNote: "≈ USD converts each day's revenue at that day's exchange rate; it is an estimate, never a total across currencies.",
    noRate: "no rate",
    total: "Total",
    chart: (currency) => `Revenue per month in ${currency}`,
  },
  cash: {
    means:
      "Money in is payments received and reversed refunds; money out is refunds and reversed payments, in the month they were entered.",
    columns: { month: "Month", office: "Office", method: "Method", currency: "Currency", in: "In", out: "Out", net: "Net" },
    chart: (currency) => `Net cash per month in ${currency}, per office`,
  },
  receivables: {
    means: (today, to) => `What is owed today (${today}) on parts due by ${to}, aged by days overdue; each currency on its own.`,
    buckets: { "not-due": "Not yet due", "1-30": "1–30 days", "31-60": "31–60 days", "61+": "61+ days" },
    totalsCaption: "Owed per currency, aged",
    linesCaption: "Owed per account",
    columns: { currency: "Currency", account: "Account", customer: "Customer", office: "Office", total: "Total" },
    kinds: { booking: "Booking", shipment: "Shipment" },
    chart: (currency) => `Owed in ${currency}, by age`,
    truncated: "Only the most recent open accounts were read; the figures may be incomplete.",
  },
  departures: {
    means: "Booked seats are confirmed; held seats are holds still running today; a hold past its day is free again.",
    columns: { date: "Departure", tour: "Tour", capacity: "Capacity", booked: "Booked", held: "Held", free: "Free", fill: "Fill rate" },
    series: { booked: "Booked", held: "Held", free: "Free" },
    chart: "Seats per departure (the first 20)",
  },
  cargo: {
    means: "Chargeable kg as the pricing weighs each piece (the greater of weight and volume); cancelled shipments are not counted.",
    routesCaption: "Shipments and chargeable kg per route and month",
    pickupCaption: "Days from “Ready for pickup” to “Delivered”, per destination office",
    waitingCaption: "Shipments waiting for pickup longest",
    routeColumns: { month: "Month", route: "Route", shipments: "Shipments", kg: "Chargeable kg" },
    pickupColumns: { office: "Destination office", delivered: "Delivered", average: "Average days", longest: "Longest (days)" },
    waitingColumns: { tracking: "Tracking number", receiver: "Receiver", office: "Office", since: "Ready since", days: "Days waiting" },
    route: (from, to) => `${from} → ${to}`,
    chart: "Shipments per month, per route",
    pickupChart: "Average days from ready to delivered",
    shipmentsSeries: "Shipments",
    daysSeries: "Average days",
  },
};

const fr: ReportWords = {
  nav: "Rapports",
  index: {
    title: "Rapports",
    subtitle: "Où en est l’agence : un écran par question, chacun avec un graphique, son tableau et un fichier CSV.",
    open: "Ouvrir",
  },
  screens: {
    sales: { title: "Ventes", summary: "Réservations, places et chiffre d’affaires par mois et par devise." },
    cash: { title: "Encaissements", summary: "Paiements reçus par mois, par moyen, devise et agence." },
    receivables: { title: "Créances", summary: "Ce qui est dû, par ancienneté : pas encore échu, 1–30, 31–60, 61+ jours de retard." },
    enquiries: { title: "Demandes", summary: "L’entonnoir par type, délai de première réponse, taux de succès et provenance." },
    departures: { title: "Départs", summary: "Remplissage par départ : places réservées, retenues et libres, les prochains d’abord." },
    cargo: { title: "Fret", summary: "Envois et kg taxables par trajet et par mois, délais de retrait, envois en attente." },
  },
  comingSoon: "Arrive avec l’entonnoir des demandes.",
  filter: {
    legend: "Période et agence",
    period: "Période",
    periods: { month: "Mois", quarter: "Trimestre", year: "Année", custom: "Du – au" },
    month: "Mois",
    quarter: "Trimestre",
    year: "Année",
    from: "Du",
    to: "Au",
    office: "Agence",
    allOffices: "Toutes les agences",
    language: "Langue du rapport",
    usd: "Ajouter « ≈ USD au taux du jour »",
    show: "Afficher",
    problemsTitle: "Le rapport n’a pas pu être affiché :",
    problems: {
      "period-unknown": "Choisissez un mois, un trimestre, une année ou du – au.",
      "month-invalid": "Indiquez le mois sous la forme AAAA-MM, par exemple 2026-11.",
      "quarter-invalid": "Indiquez le trimestre de AAAA-Q1 à AAAA-Q4, par exemple 2026-Q4.",
      "year-invalid": "Indiquez l’année sur quatre chiffres, par exemple 2026.",
      "from-invalid": "Indiquez le premier jour sous la forme AAAA-MM-JJ.",
      "to-invalid": "Indiquez le dernier jour sous la forme AAAA-MM-JJ.",
      "to-before-from": "Le dernier jour précède le premier.",
      "period-too-long": "Une période couvre cinq ans au plus.",
      "office-unknown": "Choisissez une agence, ou toutes.",
      "language-unknown": "Choisissez l’anglais, le français ou l’arabe pour le rapport.",
    },
  },
  periodLabel: (from, to) => `Du ${from} au ${to}`,
  officeNotApplied: "Un départ n’appartient à aucune agence : le filtre d’agence ne s’applique pas ici.",
  csv: "Télécharger le CSV",
  chartOf: (title) => `Graphique : ${title}`,
  noFigures: "Aucun chiffre pour cette période",
  tableOf: (title) => `${title} : les chiffres`,
  truncated: (shown, total) => `Les ${shown} premiers sur ${total} sont affichés ; choisissez une période plus courte pour voir la suite.`,
  sales: {
    revenueMeans:
      "Le chiffre d’affaires est ce que doivent les réservations du mois : le total de leur devis accepté, dans la devise du devis ; les réservations libérées ne comptent pas.",
    columns: {
      month: "Mois",
      currency: "Devise",
      bookings: "Réservations",
      seats: "Places",
      revenue: "Chiffre d’affaires",
      usd: "≈ USD au taux du jour",
    },
    usdNote: "≈ USD convertit le chiffre de chaque jour au taux de ce jour ; c’est une estimation, jamais un total toutes devises.",
    noRate: "pas de taux",
    total: "Total",
    chart: (currency) => `Chiffre d’affaires par mois en ${currency}`,
  },
  cash: {
    means:
      "Les entrées sont les paiements reçus et les remboursements annulés ; les sorties, les remboursements et les paiements annulés, au mois de leur saisie.",
    columns: { month: "Mois", office: "Agence", method: "Moyen", currency: "Devise", in: "Entrées", out: "Sorties", net: "Net" },
    chart: (currency) => `Encaissement net par mois en ${currency}, par agence`,
  },
  receivables: {
    means: (today, to) =>
      `Ce qui est dû aujourd’hui (${today}) sur les échéances au plus tard le ${to}, par jours de retard ; chaque devise à part.`,
    buckets: { "not-due": "Pas encore échu", "1-30": "1–30 jours", "31-60": "31–60 jours", "61+": "61+ jours" },
    totalsCaption: "Dû par devise, par ancienneté",
    linesCaption: "Dû par compte",
    columns: { currency: "Devise", account: "Compte", customer: "Client", office: "Agence", total: "Total" },
    kinds: { booking: "Réservation", shipment: "Envoi" },
    chart: (currency) => `Dû en ${currency}, par ancienneté`,
    truncated: "Seuls les comptes ouverts les plus récents ont été lus ; les chiffres peuvent être incomplets.",
  },
  departures: {
    means:
      "Les places réservées sont confirmées ; les places retenues sont les options encore valables aujourd’hui ; une option échue libère ses places.",
    columns: {
      date: "Départ",
      tour: "Circuit",
      capacity: "Capacité",
      booked: "Réservées",
      held: "Retenues",
      free: "Libres",
      fill: "Remplissage",
    },
    series: { booked: "Réservées", held: "Retenues", free: "Libres" },
    chart: "Places par départ (les 20 premiers)",
  },
  cargo: {
    means:
      "Kg taxables comme la tarification pèse chaque colis (le plus grand du poids et du volume) ; les envois annulés ne comptent pas.",
    routesCaption: "Envois et kg taxables par trajet et par mois",
    pickupCaption: "Jours de « Prêt au retrait » à « Livré », par agence de destination",
    waitingCaption: "Envois qui attendent leur retrait depuis le plus longtemps",
    routeColumns: { month: "Mois", route: "Trajet", shipments: "Envois", kg: "Kg taxables" },
    pickupColumns: { office: "Agence de destination", delivered: "Livrés", average: "Jours en moyenne", longest: "Le plus long (jours)" },
    waitingColumns: {
      tracking: "Numéro de suivi",
      receiver: "Destinataire",
      office: "Agence",
      since: "Prêt depuis",
      days: "Jours d’attente",
    },
    route: (from, to) => `${from} → ${to}`,
    chart: "Envois par mois, par trajet",
    pickupChart: "Jours en moyenne de prêt à livré",
    shipmentsSeries: "Envois",
    daysSeries: "Jours en moyenne",
  },
};

const ar: ReportWords = {
  nav: "التقارير",
  index: { title: "التقارير", subtitle: "كيف حال الوكالة: شاشة لكل سؤال، لكل منها رسم بياني وجدوله وملف CSV.", open: "فتح" },
  screens: {
    sales: { title: "المبيعات", summary: "الحجوزات والمقاعد والإيرادات شهرياً، لكل عملة." },
    cash: { title: "النقد", summary: "المدفوعات المستلمة شهرياً، حسب الطريقة والعملة والمكتب." },
    receivables: { title: "المستحقات", summary: "المبالغ المستحقة حسب عمرها: لم يحن موعدها، 1–30، 31–60، أكثر من 61 يوماً تأخيراً." },
    enquiries: { title: "الاستفسارات", summary: "مسار الاستفسارات حسب النوع، وقت الرد الأول، نسبة الفوز ومصدرها." },
    departures: { title: "الرحلات", summary: "نسبة الإشغال لكل رحلة: مقاعد محجوزة ومعلقة وشاغرة، القادمة أولاً." },
    cargo: { title: "الشحن", summary: "الشحنات والكيلوغرامات المحتسبة لكل خط وشهر، مدة الاستلام، الشحنات الأطول انتظاراً." },
  },
  comingSoon: "يأتي مع مسار الاستفسارات.",
  filter: {
    legend: "الفترة والمكتب",
    period: "الفترة",
    periods: { month: "شهر", quarter: "ربع سنة", year: "سنة", custom: "من – إلى" },
    month: "الشهر",
    quarter: "الربع",
    year: "السنة",
    from: "من",
    to: "إلى",
    office: "المكتب",
    allOffices: "كل المكاتب",
    language: "لغة التقرير",
    usd: "إضافة «≈ بالدولار بسعر اليوم»",
    show: "عرض",
    problemsTitle: "تعذّر عرض التقرير:",
    problems: {
      "period-unknown": "اختر شهراً أو ربع سنة أو سنة أو من – إلى.",
      "month-invalid": "اكتب الشهر بصيغة YYYY-MM، مثلاً 2026-11.",
      "quarter-invalid": "اكتب الربع من YYYY-Q1 إلى YYYY-Q4، مثلاً 2026-Q4.",
      "year-invalid": "اكتب السنة بأربعة أرقام، مثلاً 2026.",
      "from-invalid": "اكتب اليوم الأول بصيغة YYYY-MM-DD.",
      "to-invalid": "اكتب اليوم الأخير بصيغة YYYY-MM-DD.",
      "to-before-from": "اليوم الأخير يسبق اليوم الأول.",
      "period-too-long": "لا تتجاوز الفترة خمس سنوات.",
      "office-unknown": "اختر أحد المكاتب، أو كل المكاتب.",
      "language-unknown": "اختر الإنجليزية أو الفرنسية أو العربية للتقرير.",
    },
  },
  periodLabel: (from, to) => `من ${from} إلى ${to}`,
  officeNotApplied: "الرحلة لا تتبع مكتباً: لا ينطبق فلتر المكتب هنا.",
  csv: "تنزيل CSV",
  chartOf: (title) => `رسم بياني: ${title}`,
  noFigures: "لا أرقام لهذه الفترة",
  tableOf: (title) => `${title}: الأرقام`,
  truncated: (shown, total) => `يظهر أول ${shown} من ${total}؛ اختر فترة أقصر لرؤية الباقي.`,
  sales: {
    revenueMeans: "الإيرادات هي ما تستحقه حجوزات الشهر: مجموع عرض السعر المقبول، بعملة العرض؛ الحجوزات المُلغاة لا تُحتسب.",
    columns: {
      month: "الشهر",
      currency: "العملة",
      bookings: "الحجوزات",
      seats: "المقاعد",
      revenue: "الإيرادات",
      usd: "≈ بالدولار بسعر اليوم",
    },
    usdNote: "≈ بالدولار يحوّل إيرادات كل يوم بسعر صرف ذلك اليوم؛ إنه تقدير، وليس مجموعاً عبر العملات.",
    noRate: "لا سعر",
    total: "المجموع",
    chart: (currency) => `الإيرادات شهرياً بعملة ${currency}`,
  },
  cash: {
    means: "الداخل هو المدفوعات المستلمة والمبالغ المستردة الملغاة؛ الخارج هو المبالغ المستردة والمدفوعات الملغاة، في شهر تسجيلها.",
    columns: { month: "الشهر", office: "المكتب", method: "الطريقة", currency: "العملة", in: "داخل", out: "خارج", net: "الصافي" },
    chart: (currency) => `صافي النقد شهرياً بعملة ${currency}، لكل مكتب`,
  },
  receivables: {
    means: (today, to) => `المستحق اليوم (${today}) على الأقساط المستحقة حتى ${to}، حسب أيام التأخير؛ كل عملة على حدة.`,
    buckets: { "not-due": "لم يحن موعده", "1-30": "1–30 يوماً", "31-60": "31–60 يوماً", "61+": "61+ يوماً" },
    totalsCaption: "المستحق لكل عملة حسب العمر",
    linesCaption: "المستحق لكل حساب",
    columns: { currency: "العملة", account: "الحساب", customer: "العميل", office: "المكتب", total: "المجموع" },
    kinds: { booking: "حجز", shipment: "شحنة" },
    chart: (currency) => `المستحق بعملة ${currency} حسب العمر`,
    truncated: "قُرئت أحدث الحسابات المفتوحة فقط؛ قد تكون الأرقام ناقصة.",
  },
  departures: {
    means: "المقاعد المحجوزة مؤكدة؛ المعلقة هي الحجوزات المؤقتة السارية اليوم؛ الحجز المؤقت المنتهي يحرر مقاعده.",
    columns: { date: "الانطلاق", tour: "الجولة", capacity: "السعة", booked: "محجوزة", held: "معلقة", free: "شاغرة", fill: "نسبة الإشغال" },
    series: { booked: "محجوزة", held: "معلقة", free: "شاغرة" },
    chart: "المقاعد لكل رحلة (أول 20)",
  },
  cargo: {
    means: "الكيلوغرامات المحتسبة كما يزن التسعير كل قطعة (الأكبر بين الوزن والحجم)؛ الشحنات الملغاة لا تُحتسب.",
    routesCaption: "الشحنات والكيلوغرامات المحتسبة لكل خط وشهر",
    pickupCaption: "الأيام من «جاهزة للاستلام» إلى «سُلّمت»، لكل مكتب وجهة",
    waitingCaption: "الشحنات الأطول انتظاراً للاستلام",
    routeColumns: { month: "الشهر", route: "الخط", shipments: "الشحنات", kg: "كغ محتسبة" },
    pickupColumns: { office: "مكتب الوجهة", delivered: "سُلّمت", average: "متوسط الأيام", longest: "الأطول (أيام)" },
    waitingColumns: { tracking: "رقم التتبع", receiver: "المستلم", office: "المكتب", since: "جاهزة منذ", days: "أيام الانتظار" },
    route: (from, to) => `${from} ← ${to}`,
    chart: "الشحنات شهرياً لكل خط",
    pickupChart: "متوسط الأيام من الجاهزية إلى التسليم",
    shipmentsSeries: "الشحنات",
    daysSeries: "متوسط الأيام",
  },
};

export const REPORTS_ADMIN_TEXTS: Record<Locale, ReportWords> = { en, fr, ar };

/** The words the admin shows today. */
export const REPORTS_TEXTS = REPORTS_ADMIN_TEXTS.en;
