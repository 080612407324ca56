import type { DestinationInput, TourInput } from "~/domain/catalogue-forms";
import type { Translations } from "~/domain/translations";

/**
 * The sample catalogue's tours in full (issue #12): two tours with their days, highlights,
 * FAQs and meeting points, and two destinations' travel information, in English, French and
 * Arabic. Kept apart from sample-data.server.ts, which merges them in when it loads.
 */

type Day = [title: string, description: string, overnight: string, meals: string];

const days = (list: Day[]) =>
  list.map(([title, description, overnight, meals]) => ({
    title,
    description,
    overnight,
    breakfast: meals.includes("B"),
    lunch: meals.includes("L"),
    dinner: meals.includes("D"),
  }));

const translatedDays = (list: [title: string, description: string, overnight: string][]) =>
  list.map(([title, description, overnight]) => ({ title, description, ...(overnight ? { overnight } : {}) }));

export const SAMPLE_TOUR_DETAILS: Record<string, Partial<TourInput>> = {
  "bali-island-escape": {
    tripCode: "BALI-08",
    summary: "Temples, rice terraces and beaches at an easy pace, with a Balinese cooking class and free afternoons.",
    highlights: ["Sunrise over the Tegallalang rice terraces", "Blessing ceremony at Tirta Empul", "Balinese cooking class in Ubud"],
    notIncluded: ["Travel insurance", "Visa on arrival", "Lunches and dinners unless listed"],
    itinerary: days([
      ["Arrival in Denpasar", "Meet your guide at the airport and transfer to Ubud.", "Ubud", "D"],
      ["Ubud temples", "Morning at the Monkey Forest, afternoon at the royal palace.", "Ubud", "B"],
      ["Rice terraces", "An early walk through Tegallalang, then the water temple of Tirta Empul.", "Ubud", "BL"],
      ["Cooking class", "Market visit and a Balinese cooking class; free evening.", "Ubud", "BL"],
      ["To the coast", "Drive to Nusa Dua with a stop at Tanah Lot at sunset.", "Nusa Dua", "B"],
      ["Beach day", "A free day on the beach or snorkelling at your own pace.", "Nusa Dua", "B"],
      ["Uluwatu", "Cliff-top temple and the Kecak fire dance.", "Nusa Dua", "BD"],
      ["Departure", "Transfer to the airport for your flight home.", "", "B"],
    ]),
    faqs: [
      {
        question: "Do I need a visa for Indonesia?",
        answer: "Most visitors buy a visa on arrival at Denpasar airport; we send the current rules with your booking.",
      },
      {
        question: "Is the tour suitable for children?",
        answer: "Yes, from 8 years old: the walks are short and the hotels have family rooms.",
      },
    ],
    difficulty: 1,
    minimumAge: 8,
    meetingPoint: "Ngurah Rai International Airport, arrivals hall",
    meetingLatitude: -8.7467,
    meetingLongitude: 115.1668,
    endPoint: "Ngurah Rai International Airport",
    endLatitude: -8.7467,
    endLongitude: 115.1668,
    childPrice: 999,
    singleSupplement: 350,
  },
  "santorini-sunset-sailing": {
    tripCode: "JTR-06",
    summary: "Six days on the caldera: sailing, swimming, wine and the famous sunset from the water.",
    highlights: ["Catamaran day with swimming stops", "Wine tasting at a family winery", "Sunset over the caldera from the boat"],
    notIncluded: ["Flights to Santorini", "Travel insurance"],
    itinerary: days([
      ["Arrival in Fira", "Transfer from the port or airport to your boutique hotel.", "Fira", ""],
      ["Oia and the caldera", "Walk the caldera path from Fira to Oia.", "Fira", "B"],
      ["Catamaran cruise", "A day on the water with swimming stops and dinner on board at sunset.", "Fira", "BLD"],
      ["Wine country", "Visit a family winery and taste the island's Assyrtiko.", "Fira", "B"],
      ["Free day", "Beaches of Perissa or the ruins of Akrotiri.", "Fira", "B"],
      ["Departure", "Transfer to the port or airport.", "", "B"],
    ]),
    faqs: [
      {
        question: "What if the sea is too rough to sail?",
        answer: "The cruise moves to another day of your stay; if none is possible, we refund it.",
      },
      { question: "Can I join without a partner?", answer: "Yes: a single room costs the single supplement shown with the price." },
    ],
    difficulty: 2,
    minimumAge: 12,
    meetingPoint: "Fira, Theotokopoulou Square",
    meetingLatitude: 36.4167,
    meetingLongitude: 25.4318,
    singleSupplement: 420,
  },
};

export const SAMPLE_TOUR_DETAIL_TRANSLATIONS: Record<string, Translations> = {
  "bali-island-escape": {
    fr: {
      summary: "Temples, rizières et plages sans se presser, avec un cours de cuisine balinaise et des après-midi libres.",
      highlights: [
        "Lever du soleil sur les rizières de Tegallalang",
        "Cérémonie de bénédiction à Tirta Empul",
        "Cours de cuisine balinaise à Ubud",
      ],
      notIncluded: ["Assurance voyage", "Visa à l'arrivée", "Déjeuners et dîners non mentionnés"],
      itinerary: translatedDays([
        ["Arrivée à Denpasar", "Accueil par votre guide à l'aéroport et transfert à Ubud.", "Ubud"],
        ["Temples d'Ubud", "Matinée à la forêt des singes, après-midi au palais royal.", "Ubud"],
        ["Rizières", "Promenade matinale à Tegallalang, puis le temple de Tirta Empul.", "Ubud"],
        ["Cours de cuisine", "Visite du marché et cours de cuisine balinaise ; soirée libre.", "Ubud"],
        ["Vers la côte", "Route vers Nusa Dua avec un arrêt à Tanah Lot au coucher du soleil.", "Nusa Dua"],
        ["Journée plage", "Journée libre à la plage ou en snorkeling.", "Nusa Dua"],
        ["Uluwatu", "Temple sur la falaise et danse du feu Kecak.", "Nusa Dua"],
        ["Départ", "Transfert à l'aéroport pour votre vol retour.", ""],
      ]),
      faqs: [
        {
          question: "Faut-il un visa pour l'Indonésie ?",
          answer:
            "La plupart des voyageurs achètent un visa à l'arrivée à l'aéroport de Denpasar ; nous envoyons les règles en vigueur avec la réservation.",
        },
        {
          question: "Le circuit convient-il aux enfants ?",
          answer: "Oui, dès 8 ans : les marches sont courtes et les hôtels ont des chambres familiales.",
        },
      ],
      meetingPoint: "Aéroport international Ngurah Rai, hall des arrivées",
      endPoint: "Aéroport international Ngurah Rai",
    },
    ar: {
      summary: "معابد ومدرّجات أرز وشواطئ على مهل، مع درس في الطبخ البالي وفترات بعد الظهر حرّة.",
      highlights: ["شروق الشمس فوق مدرّجات تيغالالانغ", "طقس المباركة في تيرتا إمبول", "درس طبخ بالي في أوبود"],
      notIncluded: ["تأمين السفر", "تأشيرة الدخول عند الوصول", "وجبات الغداء والعشاء غير المذكورة"],
      itinerary: translatedDays([
        ["الوصول إلى دنباسار", "يستقبلك المرشد في المطار ثم الانتقال إلى أوبود.", "أوبود"],
        ["معابد أوبود", "صباح في غابة القرود وبعد الظهر في القصر الملكي.", "أوبود"],
        ["مدرّجات الأرز", "نزهة صباحية في تيغالالانغ ثم معبد تيرتا إمبول.", "أوبود"],
        ["درس الطبخ", "زيارة السوق ودرس في الطبخ البالي؛ مساء حر.", "أوبود"],
        ["نحو الساحل", "الطريق إلى نوسا دوا مع توقف عند تانا لوت وقت الغروب.", "نوسا دوا"],
        ["يوم على الشاطئ", "يوم حر على الشاطئ أو للغطس.", "نوسا دوا"],
        ["أولواتو", "معبد على الجرف ورقصة النار كيتشاك.", "نوسا دوا"],
        ["المغادرة", "الانتقال إلى المطار لرحلة العودة.", ""],
      ]),
      faqs: [
        {
          question: "هل أحتاج إلى تأشيرة لدخول إندونيسيا؟",
          answer: "يشتري معظم الزوار التأشيرة عند الوصول إلى مطار دنباسار؛ نرسل القواعد الحالية مع الحجز.",
        },
        { question: "هل الرحلة مناسبة للأطفال؟", answer: "نعم، من عمر 8 سنوات: النزهات قصيرة وفي الفنادق غرف عائلية." },
      ],
      meetingPoint: "مطار نغوراه راي الدولي، صالة الوصول",
      endPoint: "مطار نغوراه راي الدولي",
    },
  },
  "santorini-sunset-sailing": {
    fr: {
      summary: "Six jours sur la caldeira : voile, baignade, vin et le célèbre coucher de soleil vu de la mer.",
      highlights: [
        "Journée en catamaran avec arrêts baignade",
        "Dégustation dans un domaine familial",
        "Coucher de soleil sur la caldeira depuis le bateau",
      ],
      notIncluded: ["Vols vers Santorin", "Assurance voyage"],
      itinerary: translatedDays([
        ["Arrivée à Fira", "Transfert du port ou de l'aéroport à votre hôtel de charme.", "Fira"],
        ["Oia et la caldeira", "Marche sur le sentier de la caldeira de Fira à Oia.", "Fira"],
        ["Croisière en catamaran", "Une journée en mer avec baignades et dîner à bord au coucher du soleil.", "Fira"],
        ["Route des vins", "Visite d'un domaine familial et dégustation d'Assyrtiko.", "Fira"],
        ["Journée libre", "Plages de Perissa ou ruines d'Akrotiri.", "Fira"],
        ["Départ", "Transfert au port ou à l'aéroport.", ""],
      ]),
      faqs: [
        {
          question: "Et si la mer est trop agitée ?",
          answer: "La croisière est reportée à un autre jour du séjour ; sinon, nous la remboursons.",
        },
        { question: "Puis-je partir seul ?", answer: "Oui : une chambre individuelle coûte le supplément single indiqué avec le prix." },
      ],
      meetingPoint: "Fira, place Theotokopoulou",
    },
    ar: {
      summary: "ستة أيام على الكالديرا: إبحار وسباحة ونبيذ وغروب الشمس الشهير من البحر.",
      highlights: ["يوم على متن كاتاماران مع محطات للسباحة", "تذوّق النبيذ في مزرعة عائلية", "غروب الشمس فوق الكالديرا من القارب"],
      notIncluded: ["رحلات الطيران إلى سانتوريني", "تأمين السفر"],
      itinerary: translatedDays([
        ["الوصول إلى فيرا", "الانتقال من الميناء أو المطار إلى الفندق.", "فيرا"],
        ["أويا والكالديرا", "المشي على درب الكالديرا من فيرا إلى أويا.", "فيرا"],
        ["رحلة الكاتاماران", "يوم في البحر مع السباحة والعشاء على متن القارب وقت الغروب.", "فيرا"],
        ["طريق النبيذ", "زيارة مزرعة عائلية وتذوّق نبيذ أسيرتيكو.", "فيرا"],
        ["يوم حر", "شواطئ بيريسا أو آثار أكروتيري.", "فيرا"],
        ["المغادرة", "الانتقال إلى الميناء أو المطار.", ""],
      ]),
      faqs: [
        { question: "ماذا لو كان البحر هائجًا؟", answer: "تُنقل الرحلة إلى يوم آخر من إقامتك، وإن تعذّر ذلك نعيد ثمنها." },
        { question: "هل يمكنني السفر بمفردي؟", answer: "نعم: الغرفة الفردية تكلّف رسوم الغرفة الفردية المذكورة مع السعر." },
      ],
      meetingPoint: "فيرا، ساحة ثيوتوكوبولو",
    },
  },
};

export const SAMPLE_TRAVEL_INFO: Record<string, Partial<DestinationInput>> = {
  bali: {
    bestTimeToVisit: "April to October, the dry season.",
    visa: "Visa on arrival for most nationalities (30 days).",
    health: "No vaccinations required; drink bottled water.",
    currencyInfo: "Indonesian rupiah (IDR); cards accepted in towns.",
    languageInfo: "Indonesian and Balinese; English widely spoken.",
    timeZone: "UTC+8 (WITA)",
  },
  santorini: {
    bestTimeToVisit: "May to October.",
    currencyInfo: "Euro (EUR).",
    languageInfo: "Greek; English widely spoken.",
    timeZone: "UTC+2 (UTC+3 in summer)",
  },
};

export const SAMPLE_TRAVEL_INFO_TRANSLATIONS: Record<string, Translations> = {
  bali: {
    fr: {
      bestTimeToVisit: "D'avril à octobre, la saison sèche.",
      visa: "Visa à l'arrivée pour la plupart des nationalités (30 jours).",
      health: "Aucun vaccin obligatoire ; buvez de l'eau en bouteille.",
      currencyInfo: "Roupie indonésienne (IDR) ; cartes acceptées en ville.",
      languageInfo: "Indonésien et balinais ; l'anglais est très parlé.",
      timeZone: "UTC+8 (WITA)",
    },
    ar: {
      bestTimeToVisit: "من نيسان إلى تشرين الأول، موسم الجفاف.",
      visa: "تأشيرة عند الوصول لمعظم الجنسيات (30 يومًا).",
      health: "لا لقاحات إلزامية؛ اشرب المياه المعبأة.",
      currencyInfo: "الروبية الإندونيسية؛ البطاقات مقبولة في المدن.",
      languageInfo: "الإندونيسية والبالية؛ الإنجليزية منتشرة.",
      timeZone: "UTC+8",
    },
  },
  santorini: {
    fr: {
      bestTimeToVisit: "De mai à octobre.",
      currencyInfo: "Euro (EUR).",
      languageInfo: "Grec ; l'anglais est très parlé.",
      timeZone: "UTC+2 (UTC+3 en été)",
    },
    ar: {
      bestTimeToVisit: "من أيار إلى تشرين الأول.",
      currencyInfo: "اليورو.",
      languageInfo: "اليونانية؛ الإنجليزية منتشرة.",
      timeZone: "UTC+2 (UTC+3 صيفًا)",
    },
  },
};

/** A sample record's translations with its details' translations merged in, language by language. */
export function withDetailTranslations(base: Translations | undefined, details: Translations | undefined): Translations | undefined {
  if (!details) return base;
  const merged: Translations = { ...base };
  for (const [locale, translation] of Object.entries(details) as [keyof Translations, Translations[keyof Translations]][]) {
    merged[locale] = { ...base?.[locale], ...translation };
  }
  return merged;
}
