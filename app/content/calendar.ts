import type { CalendarEntry, CalendarKind, CalendarProblem } from "~/domain/calendar";
import type { KeyDatesProblem } from "~/domain/enquiry-key-dates";
import type { Locale } from "~/domain/locale";
import { plural } from "./plural";

/*
 * The calendar's words (issue #28): the month grid and agenda, the private feed, and an
 * enquiry's key dates, in English, French and Arabic. The admin shows English today
 * (CALENDAR_TEXTS); the other two are kept for when staff choose their language. A feed
 * entry's title names a reference and a first name, never more of the customer.
 */

export type CalendarWords = {
  nav: string;
  dashboardLink: string;
  /** Monday first, as the grid's columns: the full name and its abbreviation. */
  weekdays: [string, string][];
  title: string;
  subtitle: string;
  kinds: Record<CalendarKind, string>;
  /** One entry's line, as the calendar and the feed show it. */
  entry: (entry: CalendarEntry) => string;
  seatsLeft: (count: number) => string;
  filters: string;
  kind: string;
  office: string;
  everyOffice: string;
  apply: string;
  clear: string;
  views: { month: string; agenda: string };
  viewLabel: string;
  previousMonth: string;
  nextMonth: string;
  thisMonth: string;
  today: string;
  empty: string;
  agencyWide: string;
  count: (count: number) => string;
  problems: Record<CalendarProblem, string>;
  back: string;
  failed: string;
  feed: {
    title: string;
    intro: string;
    since: (day: string) => string;
    none: string;
    get: string;
    renew: string;
    confirmTitle: string;
    confirmFirst: string;
    confirmRenew: string;
    confirmButton: string;
    cancel: string;
    newTitle: string;
    newHint: string;
    backToAccount: string;
    calendarName: (name: string) => string;
    contents: string;
    toast: string;
  };
  keyDates: {
    title: string;
    intro: string;
    visaDay: string;
    visaTime: string;
    ticketing: string;
    passport: string;
    save: string;
    problems: Record<KeyDatesProblem, string>;
    toast: string;
    /** The timeline's line: what was recorded or cleared. */
    summary: (changes: { field: "visa" | "ticketing" | "passport"; to: string | null }[]) => string;
  };
};

const en: CalendarWords = {
  nav: "Calendar",
  dashboardLink: "Dashboard",
  weekdays: [
    ["Monday", "Mon"],
    ["Tuesday", "Tue"],
    ["Wednesday", "Wed"],
    ["Thursday", "Thu"],
    ["Friday", "Fri"],
    ["Saturday", "Sat"],
    ["Sunday", "Sun"],
  ],
  title: "Calendar",
  subtitle: "Departures, holds, quotes, balances, cargo batches, visa appointments and ticketing deadlines.",
  kinds: {
    departure: "Departures",
    hold: "Holds expiring",
    quote: "Quotes ending",
    balance: "Balances due",
    cargo: "Cargo batches",
    visa: "Visa appointments",
    ticketing: "Ticketing deadlines",
  },
  entry: (entry) => {
    const who = entry.firstName ? ` (${entry.firstName})` : "";
    const at = entry.time ? `${entry.time} ` : "";
    switch (entry.kind) {
      case "departure":
        return `Departure — ${entry.reference}, ${en.seatsLeft(entry.seatsLeft ?? 0)}`;
      case "hold":
        return `Hold expires — ${entry.reference}${who}`;
      case "quote":
        return `Quote ends — ${entry.reference}${who}`;
      case "balance":
        return `Balance due — ${entry.reference}${who}`;
      case "cargo":
        return `${entry.leg === "arrives" ? "Batch arrives" : "Batch leaves"} — ${entry.reference}`;
      case "visa":
        return `${at}Visa appointment — ${entry.reference}${who}`;
      case "ticketing":
        return `Ticketing deadline — ${entry.reference}${who}`;
    }
  },
  seatsLeft: (count) => plural(count, { one: "# seat left", other: "# seats left" }),
  filters: "Filters",
  kind: "Show",
  office: "Office",
  everyOffice: "Every office",
  apply: "Apply",
  clear: "Clear",
  views: { month: "Month", agenda: "Agenda" },
  viewLabel: "View",
  previousMonth: "Previous month",
  nextMonth: "Next month",
  thisMonth: "This month",
  today: "Today",
  empty: "Nothing dated this month for this filter.",
  agencyWide: "Departures belong to the whole agency: they show with every office.",
  count: (count) => plural(count, { one: "# entry", other: "# entries" }),
  problems: {
    badMonth: "That month is not one the calendar knows: give it as YYYY-MM, between 2000 and 2100.",
    badView: "Choose the month grid or the agenda.",
    badKind: "Choose the kinds from the list.",
    badOffice: "Choose an office from the list.",
  },
  back: "Back to this month",
  failed: "The calendar could not be shown. Try again in a moment.",
  feed: {
    title: "Calendar on your phone",
    intro:
      "A private address your phone's or computer's calendar subscribes to: the agency's dates, with a reference and a first name, never a customer's e-mail or phone. From four weeks back to six months ahead.",
    since: (day) => `You have an address, made on ${day}.`,
    none: "You have no calendar address yet.",
    get: "Get a calendar address",
    renew: "Make a new address",
    confirmTitle: "Your calendar address",
    confirmFirst: "A new private address will be made for you. It is shown once: copy it into your calendar right away.",
    confirmRenew:
      "A new address will be made and the one you have stops working at once: every calendar subscribed to it must be given the new one.",
    confirmButton: "Make the address",
    cancel: "Cancel",
    newTitle: "Your new calendar address",
    newHint:
      "Add it to your calendar as a subscription (“Add calendar from URL”). It is shown only now and works for anyone who has it: keep it private, and make a new one if it was lost or shared.",
    backToAccount: "Back to your account",
    calendarName: (name) => `Cedar Travel — ${name}`,
    contents: "Agency dates",
    toast: "Calendar address made",
  },
  keyDates: {
    title: "Key dates",
    intro: "For the calendar and the reminders. Leave a field empty to clear it.",
    visaDay: "Visa appointment",
    visaTime: "Time (optional)",
    ticketing: "Ticketing deadline",
    passport: "Passport expires",
    save: "Save dates",
    problems: {
      badDay: "Give a date as the calendar shows it.",
      badTime: "Give a time as HH:MM, 00:00 to 23:59.",
      timeWithoutDay: "Give the appointment's day too.",
      unchanged: "These dates are already recorded.",
      notForKind: "This kind of enquiry has no key dates.",
      noVersion: "This form is out of date: reload the enquiry and try again.",
      conflict: "Someone else changed this enquiry since you opened it. Reload to see their change; what you typed is kept below.",
    },
    toast: "Key dates saved",
    summary: (changes) =>
      changes
        .map(({ field, to }) => {
          const name = { visa: "Visa appointment", ticketing: "Ticketing deadline", passport: "Passport expiry" }[field];
          return to ? `${name}: ${to.replace("T", " ")}` : `${name} cleared`;
        })
        .join("; "),
  },
};

const fr: CalendarWords = {
  ...en,
  nav: "Calendrier",
  dashboardLink: "Tableau de bord",
  weekdays: [
    ["lundi", "lun."],
    ["mardi", "mar."],
    ["mercredi", "mer."],
    ["jeudi", "jeu."],
    ["vendredi", "ven."],
    ["samedi", "sam."],
    ["dimanche", "dim."],
  ],
  title: "Calendrier",
  subtitle: "Départs, options, devis, soldes, lots de fret, rendez-vous de visa et dates limites d’émission.",
  kinds: {
    departure: "Départs",
    hold: "Options qui expirent",
    quote: "Devis qui expirent",
    balance: "Soldes dus",
    cargo: "Lots de fret",
    visa: "Rendez-vous de visa",
    ticketing: "Dates limites d’émission",
  },
  entry: (entry) => {
    const who = entry.firstName ? ` (${entry.firstName})` : "";
    const at = entry.time ? `${entry.time} ` : "";
    switch (entry.kind) {
      case "departure":
        return `Départ — ${entry.reference}, ${fr.seatsLeft(entry.seatsLeft ?? 0)}`;
      case "hold":
        return `Fin d’option — ${entry.reference}${who}`;
      case "quote":
        return `Fin du devis — ${entry.reference}${who}`;
      case "balance":
        return `Solde dû — ${entry.reference}${who}`;
      case "cargo":
        return `${entry.leg === "arrives" ? "Arrivée du lot" : "Départ du lot"} — ${entry.reference}`;
      case "visa":
        return `${at}Rendez-vous de visa — ${entry.reference}${who}`;
      case "ticketing":
        return `Date limite d’émission — ${entry.reference}${who}`;
    }
  },
  seatsLeft: (count) => plural(count, { one: "# place restante", other: "# places restantes" }, "fr"),
  filters: "Filtres",
  kind: "Afficher",
  office: "Agence",
  everyOffice: "Toutes les agences",
  apply: "Appliquer",
  clear: "Effacer",
  views: { month: "Mois", agenda: "Agenda" },
  viewLabel: "Vue",
  previousMonth: "Mois précédent",
  nextMonth: "Mois suivant",
  thisMonth: "Ce mois-ci",
  today: "Aujourd’hui",
  empty: "Rien de daté ce mois-ci pour ce filtre.",
  agencyWide: "Les départs appartiennent à toute l’agence : ils apparaissent avec chaque agence.",
  count: (count) => plural(count, { one: "# entrée", other: "# entrées" }, "fr"),
  problems: {
    badMonth: "Ce mois n’est pas reconnu : écrivez-le AAAA-MM, entre 2000 et 2100.",
    badView: "Choisissez le mois ou l’agenda.",
    badKind: "Choisissez les types dans la liste.",
    badOffice: "Choisissez une agence dans la liste.",
  },
  back: "Revenir à ce mois",
  failed: "Le calendrier n’a pas pu être affiché. Réessayez dans un instant.",
  feed: {
    title: "Le calendrier sur votre téléphone",
    intro:
      "Une adresse privée à laquelle le calendrier de votre téléphone ou ordinateur s’abonne : les dates de l’agence, avec une référence et un prénom, jamais l’e-mail ni le téléphone d’un client. De quatre semaines en arrière à six mois en avant.",
    since: (day) => `Vous avez une adresse, créée le ${day}.`,
    none: "Vous n’avez pas encore d’adresse de calendrier.",
    get: "Obtenir une adresse de calendrier",
    renew: "Créer une nouvelle adresse",
    confirmTitle: "Votre adresse de calendrier",
    confirmFirst:
      "Une adresse privée va être créée pour vous. Elle n’est affichée qu’une fois : copiez-la tout de suite dans votre calendrier.",
    confirmRenew:
      "Une nouvelle adresse va être créée et l’actuelle cessera aussitôt de fonctionner : chaque calendrier abonné devra recevoir la nouvelle.",
    confirmButton: "Créer l’adresse",
    cancel: "Annuler",
    newTitle: "Votre nouvelle adresse de calendrier",
    newHint:
      "Ajoutez-la à votre calendrier comme abonnement (« Ajouter un calendrier par URL »). Elle n’est affichée que maintenant et fonctionne pour quiconque la possède : gardez-la privée, et créez-en une nouvelle si elle a été perdue ou partagée.",
    backToAccount: "Retour à votre compte",
    calendarName: (name) => `Cedar Travel — ${name}`,
    contents: "Dates de l’agence",
    toast: "Adresse de calendrier créée",
  },
  keyDates: {
    title: "Dates clés",
    intro: "Pour le calendrier et les rappels. Laissez un champ vide pour l’effacer.",
    visaDay: "Rendez-vous de visa",
    visaTime: "Heure (facultative)",
    ticketing: "Date limite d’émission",
    passport: "Expiration du passeport",
    save: "Enregistrer les dates",
    problems: {
      badDay: "Indiquez une date du calendrier.",
      badTime: "Indiquez une heure HH:MM, de 00:00 à 23:59.",
      timeWithoutDay: "Indiquez aussi le jour du rendez-vous.",
      unchanged: "Ces dates sont déjà enregistrées.",
      notForKind: "Ce type de demande n’a pas de dates clés.",
      noVersion: "Ce formulaire n’est plus à jour : rechargez la demande et réessayez.",
      conflict:
        "Quelqu’un d’autre a modifié cette demande depuis son ouverture. Rechargez pour voir sa modification ; ce que vous avez saisi est conservé ci-dessous.",
    },
    toast: "Dates clés enregistrées",
    summary: (changes) =>
      changes
        .map(({ field, to }) => {
          const name = { visa: "Rendez-vous de visa", ticketing: "Date limite d’émission", passport: "Expiration du passeport" }[field];
          return to ? `${name} : ${to.replace("T", " ")}` : `${name} effacé`;
        })
        .join(" ; "),
  },
};

const ar: CalendarWords = {
  ...en,
  nav: "التقويم",
  dashboardLink: "لوحة التحكم",
  weekdays: [
    ["الاثنين", "الاثنين"],
    ["الثلاثاء", "الثلاثاء"],
    ["الأربعاء", "الأربعاء"],
    ["الخميس", "الخميس"],
    ["الجمعة", "الجمعة"],
    ["السبت", "السبت"],
    ["الأحد", "الأحد"],
  ],
  title: "التقويم",
  subtitle: "المغادرات والحجوزات المؤقتة وعروض الأسعار والأرصدة ودفعات الشحن ومواعيد التأشيرات ومواعيد إصدار التذاكر.",
  kinds: {
    departure: "المغادرات",
    hold: "حجوزات مؤقتة تنتهي",
    quote: "عروض أسعار تنتهي",
    balance: "أرصدة مستحقة",
    cargo: "دفعات الشحن",
    visa: "مواعيد التأشيرات",
    ticketing: "مواعيد إصدار التذاكر",
  },
  entry: (entry) => {
    const who = entry.firstName ? ` (${entry.firstName})` : "";
    const at = entry.time ? `${entry.time} ` : "";
    switch (entry.kind) {
      case "departure":
        return `مغادرة — ${entry.reference}، ${ar.seatsLeft(entry.seatsLeft ?? 0)}`;
      case "hold":
        return `انتهاء الحجز المؤقت — ${entry.reference}${who}`;
      case "quote":
        return `انتهاء عرض السعر — ${entry.reference}${who}`;
      case "balance":
        return `الرصيد مستحق — ${entry.reference}${who}`;
      case "cargo":
        return `${entry.leg === "arrives" ? "وصول الدفعة" : "مغادرة الدفعة"} — ${entry.reference}`;
      case "visa":
        return `${at}موعد التأشيرة — ${entry.reference}${who}`;
      case "ticketing":
        return `آخر موعد لإصدار التذاكر — ${entry.reference}${who}`;
    }
  },
  seatsLeft: (count) =>
    plural(
      count,
      { zero: "لا مقاعد متبقية", one: "مقعد واحد متبقٍ", two: "مقعدان متبقيان", few: "# مقاعد متبقية", other: "# مقعدًا متبقيًا" },
      "ar",
    ),
  filters: "عوامل التصفية",
  kind: "إظهار",
  office: "المكتب",
  everyOffice: "كل المكاتب",
  apply: "تطبيق",
  clear: "مسح",
  views: { month: "الشهر", agenda: "جدول الأعمال" },
  viewLabel: "العرض",
  previousMonth: "الشهر السابق",
  nextMonth: "الشهر التالي",
  thisMonth: "هذا الشهر",
  today: "اليوم",
  empty: "لا شيء مؤرخ هذا الشهر لهذا التصفية.",
  agencyWide: "المغادرات تخص الوكالة كلها: تظهر مع كل مكتب.",
  count: (count) => plural(count, { zero: "لا إدخالات", one: "إدخال واحد", two: "إدخالان", few: "# إدخالات", other: "# إدخالًا" }, "ar"),
  problems: {
    badMonth: "هذا الشهر غير معروف للتقويم: اكتبه بالشكل YYYY-MM بين 2000 و2100.",
    badView: "اختر عرض الشهر أو جدول الأعمال.",
    badKind: "اختر الأنواع من القائمة.",
    badOffice: "اختر مكتبًا من القائمة.",
  },
  back: "العودة إلى هذا الشهر",
  failed: "تعذر عرض التقويم. حاول مرة أخرى بعد قليل.",
  feed: {
    title: "التقويم على هاتفك",
    intro:
      "عنوان خاص يشترك فيه تقويم هاتفك أو حاسوبك: مواعيد الوكالة مع مرجع واسم أول، دون بريد العميل أو هاتفه أبدًا. من أربعة أسابيع مضت إلى ستة أشهر قادمة.",
    since: (day) => `لديك عنوان أُنشئ في ${day}.`,
    none: "ليس لديك عنوان تقويم بعد.",
    get: "الحصول على عنوان تقويم",
    renew: "إنشاء عنوان جديد",
    confirmTitle: "عنوان تقويمك",
    confirmFirst: "سيُنشأ لك عنوان خاص. يُعرض مرة واحدة فقط: انسخه إلى تقويمك فورًا.",
    confirmRenew: "سيُنشأ عنوان جديد ويتوقف العنوان الحالي فورًا: يجب إعطاء العنوان الجديد لكل تقويم مشترك.",
    confirmButton: "إنشاء العنوان",
    cancel: "إلغاء",
    newTitle: "عنوان تقويمك الجديد",
    newHint:
      "أضفه إلى تقويمك كاشتراك («إضافة تقويم من عنوان URL»). يُعرض الآن فقط ويعمل لكل من يملكه: احفظه سرًا، وأنشئ عنوانًا جديدًا إن ضاع أو شورك.",
    backToAccount: "العودة إلى حسابك",
    calendarName: (name) => `Cedar Travel — ${name}`,
    contents: "مواعيد الوكالة",
    toast: "تم إنشاء عنوان التقويم",
  },
  keyDates: {
    title: "التواريخ الرئيسية",
    intro: "للتقويم والتذكيرات. اترك الحقل فارغًا لمسحه.",
    visaDay: "موعد التأشيرة",
    visaTime: "الوقت (اختياري)",
    ticketing: "آخر موعد لإصدار التذاكر",
    passport: "انتهاء صلاحية جواز السفر",
    save: "حفظ التواريخ",
    problems: {
      badDay: "اكتب تاريخًا كما يظهر في التقويم.",
      badTime: "اكتب الوقت بالشكل HH:MM من 00:00 إلى 23:59.",
      timeWithoutDay: "اكتب يوم الموعد أيضًا.",
      unchanged: "هذه التواريخ مسجلة بالفعل.",
      notForKind: "هذا النوع من الطلبات ليس له تواريخ رئيسية.",
      noVersion: "هذا النموذج قديم: أعد تحميل الطلب وحاول مرة أخرى.",
      conflict: "غيّر شخص آخر هذا الطلب منذ أن فتحته. أعد التحميل لترى التغيير؛ ما كتبته محفوظ أدناه.",
    },
    toast: "تم حفظ التواريخ الرئيسية",
    summary: (changes) =>
      changes
        .map(({ field, to }) => {
          const name = { visa: "موعد التأشيرة", ticketing: "آخر موعد لإصدار التذاكر", passport: "انتهاء جواز السفر" }[field];
          return to ? `${name}: ${to.replace("T", " ")}` : `مُسح ${name}`;
        })
        .join("؛ "),
  },
};

export const CALENDAR_WORDS: Record<Locale, CalendarWords> = { en, fr, ar };

/** What the admin shows today. */
export const CALENDAR_TEXTS = CALENDAR_WORDS.en;
