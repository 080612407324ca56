import type { Locale } from "~/domain/locale";
import { DELAY_BOUNDS, type ReminderKind, type ReminderSettingsMessage } from "~/domain/reminders";

/*
 * The back office's words for reminders (issue #28, decision 0062): the dashboard's Today list,
 * the runner's heartbeat and failed jobs, and Settings → Reminders, in English, French and
 * Arabic. The admin shows English today (REMINDERS_TEXTS); the other two are kept for when staff
 * choose their language.
 */

export const REMINDER_SETTINGS_PATH = "/admin/settings/reminders";

/** Where Done is posted for one reminder. */
export const reminderDoneHref = (id: string) => `/admin/reminders/${encodeURIComponent(id)}/done`;

type KindWords = { name: string; hint: string; today: (label: string) => string };

export type RemindersWords = {
  kinds: Record<ReminderKind, KindWords>;
  today: {
    title: string;
    hint: (office: string | null) => string;
    empty: string;
    due: (day: string) => string;
    overdue: (day: string) => string;
    yours: string;
    office: string;
    done: string;
    doneLabel: (what: string) => string;
    doneToast: { title: string; description: string };
    alreadyDone: { title: string; description: string };
    notFound: string;
    more: (count: number) => string;
  };
  runner: {
    title: string;
    lastBeat: (when: string) => string;
    never: string;
    stale: (when: string) => string;
    staleHint: string;
    failed: (count: number) => string;
    noneFailed: string;
    failedTitle: string;
    columns: { kind: string; when: string; attempts: string; error: string };
  };
  settings: {
    title: string;
    subtitle: string;
    settingsEntry: string;
    settingsEntryHint: string;
    settingsLink: string;
    on: string;
    days: string;
    daysBefore: string;
    daysAfter: string;
    months: string;
    firstDays: string;
    secondDays: string;
    save: string;
    saved: { title: string; description: string };
    unchanged: { title: string; description: string };
    refused: string;
    unknownAction: string;
    forbiddenTitle: string;
    forbidden: string;
    errorTitle: string;
    errorHint: string;
    delayInvalid: (min: number, max: number) => string;
    balanceOrder: string;
  };
};

const en: RemindersWords = {
  kinds: {
    "balance-due": {
      name: "Balance due",
      hint: "E-mails the customer twice before a booking's balance is due, while something is still owed; staff are reminded on the day.",
      today: (label) => `Balance due today: ${label}`,
    },
    "hold-expiring": {
      name: "Hold expiring",
      hint: "Reminds staff before the seats an accepted quote holds are released.",
      today: (label) => `Hold runs out: ${label}`,
    },
    "quote-expiring": {
      name: "Quote expiring without an answer",
      hint: "Reminds staff before a sent quote's last day when the customer has not answered.",
      today: (label) => `Quote not answered, expires soon: ${label}`,
    },
    "departure-soon": {
      name: "Departure soon: passenger list",
      hint: "Reminds staff to check the passenger list of a departure with travellers.",
      today: (label) => `Check the passenger list: ${label}`,
    },
    "pickup-waiting": {
      name: "Shipment not collected",
      hint: "E-mails the receiver of a shipment ready for pickup and not collected, and reminds staff.",
      today: (label) => `Not collected: ${label}`,
    },
    "passport-expiring": {
      name: "Passport expiring soon after travel",
      hint: "Reminds staff when a recorded passport expires less than this many months after the travel day.",
      today: (label) => `Passport expires too soon: ${label}`,
    },
    "review-request": {
      name: "Review request",
      hint: "E-mails the customer after the trip to ask how it went.",
      today: (label) => `Review request: ${label}`,
    },
  },
  today: {
    title: "Today",
    hint: (office) =>
      office
        ? `Reminders due for you and for the ${office} office, the oldest first.`
        : "Reminders due for you and for everyone (you have no office), the oldest first.",
    empty: "Nothing to remember today.",
    due: (day) => `Due ${day}`,
    overdue: (day) => `Overdue since ${day}`,
    yours: "Yours",
    office: "Office",
    done: "Done",
    doneLabel: (what) => `Done: ${what}`,
    doneToast: { title: "Reminder done", description: "It is off the Today list." },
    alreadyDone: { title: "Already done", description: "Someone marked this reminder done before you." },
    notFound: "This reminder does not exist.",
    more: (count) => `${count} more not shown: mark some done to see them.`,
  },
  runner: {
    title: "Reminders and jobs",
    lastBeat: (when) => `The job runner last checked in at ${when}.`,
    never: "No job runner has checked in yet: reminders are not being sent.",
    stale: (when) => `The job runner has not checked in since ${when}.`,
    staleHint: "Reminders are not being sent. Check that the site's server is running, or restart it.",
    failed: (count) => (count === 1 ? "1 job failed." : `${count} jobs failed.`),
    noneFailed: "No job failed.",
    failedTitle: "Failed jobs",
    columns: { kind: "Job", when: "Last tried", attempts: "Attempts", error: "Error" },
  },
  settings: {
    title: "Reminders",
    subtitle:
      "Each reminder is on by default. A change applies from the next scan (hourly): reminders already sent are not sent again, and none due earlier is sent late.",
    settingsEntry: "Reminders: what is sent and when",
    settingsEntryHint: "Balance due, holds and quotes expiring, departures, shipments not collected, passports and review requests.",
    settingsLink: "Settings",
    on: "On",
    days: "Days",
    daysBefore: "Days before",
    daysAfter: "Days after",
    months: "Months",
    firstDays: "First e-mail (days before)",
    secondDays: "Second e-mail (days before)",
    save: "Save",
    saved: { title: "Reminder settings saved", description: "The next scan uses them." },
    unchanged: { title: "Nothing to save", description: "The settings were already as typed." },
    refused: "Some settings need correcting; nothing was saved.",
    unknownAction: "This form sent an action the page does not know. Reload the page and try again.",
    forbiddenTitle: "Admins only",
    forbidden: "Only admins can change the reminder settings.",
    errorTitle: "The reminder settings could not be shown",
    errorHint: "Reload the page; if it happens again, tell whoever runs the website.",
    delayInvalid: (min, max) => `Enter a whole number from ${min} to ${max}.`,
    balanceOrder: "The second e-mail must come after the first: fewer days before the due day.",
  },
};

const fr: RemindersWords = {
  kinds: {
    "balance-due": {
      name: "Solde à régler",
      hint: "Écrit deux fois au client avant l’échéance du solde d’une réservation, tant qu’il reste à payer ; l’équipe est prévenue le jour même.",
      today: (label) => `Solde dû aujourd’hui : ${label}`,
    },
    "hold-expiring": {
      name: "Option qui expire",
      hint: "Prévient l’équipe avant que les places retenues par un devis accepté ne soient libérées.",
      today: (label) => `Option qui expire : ${label}`,
    },
    "quote-expiring": {
      name: "Devis sans réponse qui expire",
      hint: "Prévient l’équipe avant le dernier jour d’un devis envoyé resté sans réponse.",
      today: (label) => `Devis sans réponse, bientôt expiré : ${label}`,
    },
    "departure-soon": {
      name: "Départ proche : liste des passagers",
      hint: "Rappelle à l’équipe de vérifier la liste des passagers d’un départ.",
      today: (label) => `Vérifier la liste des passagers : ${label}`,
    },
    "pickup-waiting": {
      name: "Envoi non retiré",
      hint: "Écrit au destinataire d’un envoi prêt et non retiré, et prévient l’équipe.",
      today: (label) => `Non retiré : ${label}`,
    },
    "passport-expiring": {
      name: "Passeport expirant peu après le voyage",
      hint: "Prévient l’équipe quand un passeport expire moins de ce nombre de mois après le voyage.",
      today: (label) => `Passeport qui expire trop tôt : ${label}`,
    },
    "review-request": {
      name: "Demande d’avis",
      hint: "Écrit au client après le voyage pour lui demander comment il s’est passé.",
      today: (label) => `Demande d’avis : ${label}`,
    },
  },
  today: {
    title: "Aujourd’hui",
    hint: (office) =>
      office
        ? `Les rappels pour vous et pour l’agence de ${office}, les plus anciens d’abord.`
        : "Les rappels pour vous et pour tous (vous n’avez pas d’agence), les plus anciens d’abord.",
    empty: "Rien à se rappeler aujourd’hui.",
    due: (day) => `Pour le ${day}`,
    overdue: (day) => `En retard depuis le ${day}`,
    yours: "À vous",
    office: "Agence",
    done: "Fait",
    doneLabel: (what) => `Fait : ${what}`,
    doneToast: { title: "Rappel fait", description: "Il a quitté la liste." },
    alreadyDone: { title: "Déjà fait", description: "Quelqu’un l’a marqué fait avant vous." },
    notFound: "Ce rappel n’existe pas.",
    more: (count) => `${count} de plus non affichés : marquez-en comme faits pour les voir.`,
  },
  runner: {
    title: "Rappels et tâches",
    lastBeat: (when) => `Le planificateur s’est signalé pour la dernière fois à ${when}.`,
    never: "Aucun planificateur ne s’est encore signalé : les rappels ne partent pas.",
    stale: (when) => `Le planificateur ne s’est pas signalé depuis ${when}.`,
    staleHint: "Les rappels ne partent pas. Vérifiez que le serveur du site tourne, ou redémarrez-le.",
    failed: (count) => (count === 1 ? "1 tâche a échoué." : `${count} tâches ont échoué.`),
    noneFailed: "Aucune tâche n’a échoué.",
    failedTitle: "Tâches en échec",
    columns: { kind: "Tâche", when: "Dernier essai", attempts: "Essais", error: "Erreur" },
  },
  settings: {
    title: "Rappels",
    subtitle:
      "Chaque rappel est actif par défaut. Un changement s’applique au prochain passage (toutes les heures) : un rappel déjà envoyé ne l’est pas de nouveau.",
    settingsEntry: "Rappels : quoi et quand",
    settingsEntryHint: "Soldes, options et devis qui expirent, départs, envois non retirés, passeports et demandes d’avis.",
    settingsLink: "Réglages",
    on: "Actif",
    days: "Jours",
    daysBefore: "Jours avant",
    daysAfter: "Jours après",
    months: "Mois",
    firstDays: "Premier e-mail (jours avant)",
    secondDays: "Second e-mail (jours avant)",
    save: "Enregistrer",
    saved: { title: "Réglages des rappels enregistrés", description: "Le prochain passage les utilise." },
    unchanged: { title: "Rien à enregistrer", description: "Les réglages étaient déjà ainsi." },
    refused: "Certains réglages sont à corriger ; rien n’a été enregistré.",
    unknownAction: "Ce formulaire a envoyé une action inconnue. Rechargez la page et réessayez.",
    forbiddenTitle: "Réservé aux administrateurs",
    forbidden: "Seuls les administrateurs peuvent modifier les rappels.",
    errorTitle: "Les réglages des rappels n’ont pas pu être affichés",
    errorHint: "Rechargez la page ; si cela se reproduit, prévenez la personne qui gère le site.",
    delayInvalid: (min, max) => `Saisissez un nombre entier de ${min} à ${max}.`,
    balanceOrder: "Le second e-mail doit suivre le premier : moins de jours avant l’échéance.",
  },
};

const ar: RemindersWords = {
  kinds: {
    "balance-due": {
      name: "استحقاق الرصيد",
      hint: "يراسل العميل مرتين قبل موعد استحقاق رصيد الحجز ما دام عليه مبلغ، ويذكّر الفريق في يوم الاستحقاق.",
      today: (label) => `الرصيد مستحق اليوم: ${label}`,
    },
    "hold-expiring": {
      name: "انتهاء حجز المقاعد",
      hint: "يذكّر الفريق قبل تحرير المقاعد المحجوزة بعرض مقبول.",
      today: (label) => `ينتهي حجز المقاعد: ${label}`,
    },
    "quote-expiring": {
      name: "عرض سعر بلا رد على وشك الانتهاء",
      hint: "يذكّر الفريق قبل آخر يوم لعرض سعر مُرسل لم يردّ عليه العميل.",
      today: (label) => `عرض بلا رد ينتهي قريبًا: ${label}`,
    },
    "departure-soon": {
      name: "رحلة قريبة: قائمة المسافرين",
      hint: "يذكّر الفريق بمراجعة قائمة المسافرين لرحلة قريبة.",
      today: (label) => `راجع قائمة المسافرين: ${label}`,
    },
    "pickup-waiting": {
      name: "شحنة لم تُستلم",
      hint: "يراسل مستلم شحنة جاهزة لم تُستلم ويذكّر الفريق.",
      today: (label) => `لم تُستلم: ${label}`,
    },
    "passport-expiring": {
      name: "جواز سفر ينتهي بعد السفر بقليل",
      hint: "يذكّر الفريق حين ينتهي جواز مسجّل قبل مرور هذا العدد من الأشهر على يوم السفر.",
      today: (label) => `جواز السفر ينتهي مبكرًا: ${label}`,
    },
    "review-request": {
      name: "طلب تقييم",
      hint: "يراسل العميل بعد الرحلة ليسأله عن تجربته.",
      today: (label) => `طلب تقييم: ${label}`,
    },
  },
  today: {
    title: "اليوم",
    hint: (office) =>
      office ? `التذكيرات المستحقة لك ولمكتب ${office}، الأقدم أولًا.` : "التذكيرات المستحقة لك وللجميع (ليس لك مكتب)، الأقدم أولًا.",
    empty: "لا شيء للتذكير اليوم.",
    due: (day) => `مستحق في ${day}`,
    overdue: (day) => `متأخر منذ ${day}`,
    yours: "لك",
    office: "المكتب",
    done: "تم",
    doneLabel: (what) => `تم: ${what}`,
    doneToast: { title: "تم التذكير", description: "أُزيل من قائمة اليوم." },
    alreadyDone: { title: "تم من قبل", description: "أشار أحدهم إلى إتمامه قبلك." },
    notFound: "هذا التذكير غير موجود.",
    more: (count) => `${count} غير معروضة: أشر إلى إتمام بعضها لتظهر.`,
  },
  runner: {
    title: "التذكيرات والمهام",
    lastBeat: (when) => `آخر إشارة من مشغّل المهام في ${when}.`,
    never: "لم يرسل أي مشغّل مهام إشارة بعد: التذكيرات لا تُرسل.",
    stale: (when) => `لم يرسل مشغّل المهام إشارة منذ ${when}.`,
    staleHint: "التذكيرات لا تُرسل. تحقق من أن خادم الموقع يعمل أو أعد تشغيله.",
    failed: (count) => `عدد المهام الفاشلة: ${count}.`,
    noneFailed: "لم تفشل أي مهمة.",
    failedTitle: "المهام الفاشلة",
    columns: { kind: "المهمة", when: "آخر محاولة", attempts: "المحاولات", error: "الخطأ" },
  },
  settings: {
    title: "التذكيرات",
    subtitle: "كل تذكير مفعّل افتراضيًا. يسري التغيير من الفحص التالي (كل ساعة)، ولا يُعاد إرسال تذكير أُرسل.",
    settingsEntry: "التذكيرات: ماذا يُرسل ومتى",
    settingsEntryHint: "الأرصدة، وانتهاء الحجوزات والعروض، والرحلات، والشحنات غير المستلمة، وجوازات السفر، وطلبات التقييم.",
    settingsLink: "الإعدادات",
    on: "مفعّل",
    days: "أيام",
    daysBefore: "أيام قبل",
    daysAfter: "أيام بعد",
    months: "أشهر",
    firstDays: "الرسالة الأولى (أيام قبل)",
    secondDays: "الرسالة الثانية (أيام قبل)",
    save: "حفظ",
    saved: { title: "حُفظت إعدادات التذكيرات", description: "يستخدمها الفحص التالي." },
    unchanged: { title: "لا شيء للحفظ", description: "الإعدادات كما كُتبت أصلًا." },
    refused: "بعض الإعدادات تحتاج إلى تصحيح؛ لم يُحفظ شيء.",
    unknownAction: "أرسل هذا النموذج إجراءً غير معروف. أعد تحميل الصفحة وحاول مجددًا.",
    forbiddenTitle: "للمشرفين فقط",
    forbidden: "وحدهم المشرفون يمكنهم تغيير إعدادات التذكيرات.",
    errorTitle: "تعذّر عرض إعدادات التذكيرات",
    errorHint: "أعد تحميل الصفحة؛ وإن تكرر ذلك فأخبر مسؤول الموقع.",
    delayInvalid: (min, max) => `أدخل عددًا صحيحًا من ${min} إلى ${max}.`,
    balanceOrder: "يجب أن تأتي الرسالة الثانية بعد الأولى: أيام أقل قبل الاستحقاق.",
  },
};

export const REMINDERS_WORDS: Record<Locale, RemindersWords> = { en, fr, ar };

/** The admin's words today: English. */
export const REMINDERS_TEXTS = REMINDERS_WORDS.en;

export function reminderSettingsMessageFor(message: ReminderSettingsMessage): string {
  return message.kind === "balance-order"
    ? REMINDERS_TEXTS.settings.balanceOrder
    : REMINDERS_TEXTS.settings.delayInvalid(message.min, message.max);
}

export { DELAY_BOUNDS };
