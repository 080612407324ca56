import type { Messages } from "./en";

/** The public site's texts in Arabic (same keys as en.ts). Arabic plurals have six forms. */
export const ar: Messages = {
  site: {
    skipLink: "انتقل إلى المحتوى",
    nav: {
      home: "الرئيسية",
      about: "من نحن",
      destinations: "الوجهات",
      tours: "الرحلات",
      services: "الخدمات",
      contact: "اتصل بنا",
    },
    header: {
      homeLabel: "Cedar Wings Travel، الصفحة الرئيسية",
      navLabel: "الرئيسية",
      mobileNavLabel: "القائمة الرئيسية",
      openMenu: "فتح القائمة",
      closeMenu: "إغلاق القائمة",
      menu: "القائمة",
      bookNow: "احجز الآن",
      languages: "اللغة",
    },
    topBar: { label: "معلومات الاتصال" },
    footer: {
      blurb:
        "وكالة سفر وشحن من لبنان معتمدة من الاتحاد الدولي للنقل الجوي (IATA). منذ عام 2010 ننظّم الرحلات وننقل الشحنات للمسافرين والشركات حول العالم.",
      quickLinks: "روابط سريعة",
      popularDestinations: "وجهات مميزة",
      contact: "تواصل معنا",
      social: "تابعونا",
      socialNote: "صفحاتنا على مواقع التواصل قريبًا.",
      rights: "جميع الحقوق محفوظة.",
    },
    offices: { lebanon: "لبنان", abidjan: "أبيدجان", liberia: "ليبيريا" },
    address: "شارع الحمرا، بناية الصنائع، الطابق الثالث، بيروت، لبنان",
  },
  notFound: {
    title: "الصفحة غير موجودة",
    text: "عذرًا! الصفحة غير موجودة",
    home: "العودة إلى الرئيسية",
  },
  error: {
    title: "حدث خطأ غير متوقع",
    text: "عذرًا، حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى بعد قليل.",
    home: "العودة إلى الرئيسية",
    errorId: "إذا تكرّر الخطأ، أخبرنا برمز الخطأ هذا:",
  },
  cards: {
    days: "{count, plural, zero {# يوم} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}",
  },
};
