import type { Translations } from "~/domain/translations";

/*
 * The sample catalogue in French and Arabic (issue #11), by record id; sample-data.server.ts
 * loads them with the records. Place names keep their usual spelling in each language.
 */

export const SAMPLE_DESTINATION_TRANSLATIONS: Record<string, Translations> = {
  bali: {
    fr: {
      title: "Bali",
      country: "Indonésie",
      continent: "Asie",
      description:
        "Rizières émeraude, temples de l'eau sacrés et longues plages de surf. Bali allie le rythme paisible d'une île à l'une des hospitalités les plus chaleureuses d'Asie.",
      activities: ["Visites de temples", "Surf", "Promenades dans les rizières", "Cuisine balinaise", "Plongée avec masque et tuba"],
    },
    ar: {
      title: "بالي",
      country: "إندونيسيا",
      continent: "آسيا",
      description:
        "مدرّجات أرز زمرديّة ومعابد مائيّة مقدّسة وشواطئ طويلة لركوب الأمواج. تجمع بالي بين إيقاع الجزيرة الهادئ وواحدة من أدفأ ضيافات آسيا.",
      activities: ["زيارة المعابد", "ركوب الأمواج", "نزهات في مدرّجات الأرز", "المطبخ البالينيزي", "الغطس السطحي"],
    },
  },
  paris: {
    fr: {
      title: "Paris",
      country: "France",
      continent: "Europe",
      description:
        "Des musées riches de siècles d'art, des terrasses de café à chaque coin de rue et des promenades du soir le long de la Seine. Paris comble les curieux comme les gourmands.",
      activities: ["Louvre et Orsay", "Croisière sur la Seine", "Dégustation de pâtisseries", "Balade à Montmartre"],
    },
    ar: {
      title: "باريس",
      country: "فرنسا",
      continent: "أوروبا",
      description:
        "متاحف تحفظ قرونًا من الفن، ومقاهٍ على الأرصفة في كل زاوية، ونزهات مسائية على ضفاف نهر السين. باريس تكافئ الفضوليين والذوّاقة على حدّ سواء.",
      activities: ["متحفا اللوفر وأورسيه", "رحلة نهرية على السين", "تذوّق الحلويات", "جولة في مونمارتر"],
    },
  },
  santorini: {
    fr: {
      title: "Santorin",
      country: "Grèce",
      continent: "Europe",
      description:
        "Des villages blanchis à la chaux sur des falaises volcaniques, au-dessus d'une caldeira d'un bleu profond, et des couchers de soleil à Oia qui attirent des voyageurs du monde entier.",
      activities: ["Voile dans la caldeira", "Dégustation de vins", "Coucher de soleil à Oia", "Randonnée sur le volcan"],
    },
    ar: {
      title: "سانتوريني",
      country: "اليونان",
      continent: "أوروبا",
      description: "قرى مطليّة بالأبيض على منحدرات بركانية فوق فوهة زرقاء عميقة، وغروب في أويا يجذب المسافرين من أنحاء العالم.",
      activities: ["الإبحار في الفوهة", "تذوّق النبيذ", "الغروب في أويا", "المشي إلى البركان"],
    },
  },
  "machu-picchu": {
    fr: {
      title: "Machu Picchu",
      country: "Pérou",
      continent: "Amérique du Sud",
      description:
        "La citadelle perdue des Incas, perchée sur une crête des Andes, que l'on rejoint par le sentier classique ou par un train panoramique le long de l'Urubamba.",
      activities: ["Trek du chemin de l'Inca", "Vallée sacrée", "Vieille ville de Cusco"],
    },
    ar: {
      title: "ماتشو بيتشو",
      country: "بيرو",
      continent: "أمريكا الجنوبية",
      description:
        "قلعة الإنكا المفقودة، على سلسلة مرتفعة في جبال الأنديز، يُوصل إليها عبر الدرب التقليدي أو بقطار ذي مناظر خلّابة على طول نهر أوروبامبا.",
      activities: ["رحلة درب الإنكا", "الوادي المقدّس", "بلدة كوسكو القديمة"],
    },
  },
  marrakech: {
    fr: {
      title: "Marrakech",
      country: "Maroc",
      continent: "Afrique",
      description:
        "Des souks parfumés d'épices, des riads carrelés aux patios paisibles et l'Atlas à l'horizon, à quelques heures de route des nuits sous les étoiles du Sahara.",
      activities: ["Visite des souks", "Campement dans le désert", "Excursion dans l'Atlas", "Hammam", "Cuisine marocaine"],
    },
    ar: {
      title: "مراكش",
      country: "المغرب",
      continent: "أفريقيا",
      description:
        "أسواق تفوح منها رائحة التوابل، ورياض مزيّنة بالزليج حول أفنية هادئة، وجبال الأطلس في الأفق، على مسافة قصيرة من ليالٍ تحت نجوم الصحراء.",
      activities: ["جولة في الأسواق", "مخيّم في الصحراء", "رحلة إلى الأطلس", "حمّام", "المطبخ المغربي"],
    },
  },
  "new-york": {
    fr: {
      title: "New York",
      country: "États-Unis",
      continent: "Amérique du Nord",
      description:
        "Des vues sur les gratte-ciel, des soirées à Broadway et des quartiers qui sont chacun une ville à part entière. New York ne manque jamais de choses à voir.",
      activities: ["Spectacle à Broadway", "Central Park", "Museum Mile", "Croisière dans le port"],
    },
    ar: {
      title: "نيويورك",
      country: "الولايات المتحدة",
      continent: "أمريكا الشمالية",
      description:
        "إطلالات على ناطحات السحاب، وأمسيات برودواي، وأحياء يبدو كلّ منها مدينة قائمة بذاتها. لا تنفد في نيويورك الأشياء التي تستحق المشاهدة.",
      activities: ["عرض في برودواي", "سنترال بارك", "ميل المتاحف", "رحلة بحرية في الميناء"],
    },
  },
};

export const SAMPLE_TOUR_TRANSLATIONS: Record<string, Translations> = {
  "bali-island-escape": {
    fr: {
      title: "Escapade sur l'île de Bali",
      description:
        "Huit jours paisibles, des rizières d'Ubud aux plages de Nusa Dua, avec visites de temples, un cours de cuisine et du temps pour simplement se reposer.",
      includedServices: ["Vols aller-retour", "Hôtels", "Petit-déjeuner chaque jour", "Transferts aéroport", "Guide anglophone"],
    },
    ar: {
      title: "استراحة في جزيرة بالي",
      description: "ثمانية أيام هادئة من مدرّجات الأرز في أوبود إلى شواطئ نوسا دوا، مع زيارة المعابد ودرس طبخ ووقت للراحة فحسب.",
      includedServices: [
        "رحلات الطيران ذهابًا وإيابًا",
        "الإقامة في الفنادق",
        "فطور يومي",
        "التنقّل من المطار وإليه",
        "مرشد يتحدث الإنجليزية",
      ],
    },
  },
  "santorini-sunset-sailing": {
    fr: {
      title: "Croisière au coucher du soleil à Santorin",
      description:
        "Six jours sur la caldeira : une journée en catamaran avec des arrêts baignade, la visite d'un domaine viticole et le célèbre coucher de soleil vu depuis la mer.",
      includedServices: ["Hôtel de charme", "Croisière en catamaran", "Dégustation de vins", "Transferts"],
    },
    ar: {
      title: "إبحار عند الغروب في سانتوريني",
      description: "ستة أيام على الفوهة: يوم على متن قارب كاتاماران مع توقّفات للسباحة، وزيارة مزرعة كروم، والغروب الشهير من على الماء.",
      includedServices: ["فندق بوتيك", "رحلة بقارب كاتاماران", "تذوّق النبيذ", "التنقّلات"],
    },
  },
  "inca-trail-adventure": {
    fr: {
      title: "Aventure sur le chemin de l'Inca",
      description:
        "Dix jours à travers la Vallée sacrée et sur le chemin de l'Inca classique, pour arriver à la Porte du Soleil à l'aube et découvrir le Machu Picchu en contrebas.",
      includedServices: [
        "Permis de trek",
        "Matériel de camping",
        "Porteurs",
        "Tous les repas sur le sentier",
        "Train de retour vers Cusco",
      ],
    },
    ar: {
      title: "مغامرة درب الإنكا",
      description: "عشرة أيام عبر الوادي المقدّس وعلى درب الإنكا التقليدي، للوصول إلى بوابة الشمس عند الفجر ورؤية ماتشو بيتشو في الأسفل.",
      includedServices: ["تصاريح الرحلة", "معدّات التخييم", "حمّالون", "جميع الوجبات على الدرب", "قطار العودة إلى كوسكو"],
    },
  },
  "marrakech-and-sahara-nights": {
    fr: {
      title: "Marrakech et nuits au Sahara",
      description:
        "Sept jours des souks de la médina jusqu'à un campement dans le désert par-delà l'Atlas, avec une balade à dos de chameau au coucher du soleil et une nuit à la belle étoile.",
      includedServices: [
        "Nuits en riad",
        "Campement dans le désert",
        "Balade à dos de chameau",
        "Chauffeur privé",
        "Petit-déjeuner et dîner",
      ],
    },
    ar: {
      title: "مراكش وليالي الصحراء",
      description: "سبعة أيام من أسواق المدينة القديمة عبر جبال الأطلس إلى مخيّم في الصحراء، مع ركوب الجمال عند الغروب وليلة تحت النجوم.",
      includedServices: ["الإقامة في رياض", "مخيّم في الصحراء", "ركوب الجمال", "سائق خاص", "الفطور والعشاء"],
    },
  },
  "paris-and-the-loire-valley": {
    fr: {
      title: "Paris et la vallée de la Loire",
      description:
        "Douze jours d'art, de gastronomie et de châteaux : les grands musées de Paris, puis les châteaux et les vignobles de la Loire en autocar et à vélo.",
      includedServices: ["Hôtels", "Pass musées", "Entrées des châteaux", "Trajets en autocar", "Dégustation de vins"],
    },
    ar: {
      title: "باريس ووادي اللوار",
      description: "اثنا عشر يومًا من الفن والطعام والقصور: متاحف باريس الكبرى، ثم قصور وادي اللوار وكرومه بالحافلة وبالدرّاجة.",
      includedServices: ["الفنادق", "بطاقات المتاحف", "دخول القصور", "التنقّل بالحافلة", "تذوّق النبيذ"],
    },
  },
  "new-york-city-break": {
    fr: {
      title: "Escapade à New York",
      description:
        "Trois jours bien remplis à Manhattan : un spectacle à Broadway, la High Line, une croisière devant la statue de la Liberté et une balade gourmande à Brooklyn.",
      includedServices: ["Hôtel central", "Billet pour Broadway", "Croisière dans le port", "City Pass"],
    },
    ar: {
      title: "عطلة قصيرة في نيويورك",
      description: "ثلاثة أيام حافلة في مانهاتن: عرض في برودواي، وممشى هاي لاين، ورحلة بحرية أمام تمثال الحرية، وجولة تذوّق في بروكلين.",
      includedServices: ["فندق في وسط المدينة", "تذكرة برودواي", "رحلة بحرية في الميناء", "بطاقة المدينة"],
    },
  },
};

export const SAMPLE_SERVICE_TRANSLATIONS: Record<string, Translations> = {
  "flight-ticketing": {
    fr: {
      title: "Billetterie aérienne",
      description:
        "Billetterie agréée IATA sur les grandes compagnies, aux meilleurs tarifs et avec des modifications souples pour les voyages de loisirs comme d'affaires.",
    },
    ar: {
      title: "حجز تذاكر الطيران",
      description: "إصدار تذاكر معتمد من إياتا على كبرى شركات الطيران، بأفضل الأسعار وتعديلات مرنة لرحلات الترفيه والعمل.",
    },
  },
  "hotel-reservations": {
    fr: {
      title: "Réservations d'hôtels",
      description:
        "Hôtels, resorts et appartements choisis avec soin, aux tarifs agence, du court séjour en ville aux longues vacances en famille.",
    },
    ar: {
      title: "حجوزات الفنادق",
      description: "فنادق ومنتجعات وشقق مختارة بعناية بأسعار الوكالة، من العطلات القصيرة في المدن إلى الإجازات العائلية الطويلة.",
    },
  },
  "guided-tours": {
    fr: {
      title: "Visites guidées",
      description: "Circuits en petit groupe ou privés avec des guides locaux qui connaissent leur région, dans la langue de votre choix.",
    },
    ar: {
      title: "جولات مع مرشدين",
      description: "جولات في مجموعات صغيرة أو خاصة مع مرشدين محليين يعرفون أماكنهم جيدًا، باللغة التي تفضّلها.",
    },
  },
  "transfers-and-car-rental": {
    fr: {
      title: "Transferts et location de voitures",
      description: "Accueil à l'aéroport, chauffeurs privés et voitures de location qui vous attendent dès votre arrivée.",
    },
    ar: {
      title: "التنقّلات وتأجير السيارات",
      description: "استقبال في المطار، وسائقون خاصّون، وسيارات مستأجرة بانتظارك فور وصولك.",
    },
  },
  "travel-insurance": {
    fr: {
      title: "Assurance voyage",
      description: "Une couverture pour les soins médicaux, les annulations et les bagages perdus, pour voyager l'esprit tranquille.",
    },
    ar: {
      title: "تأمين السفر",
      description: "تغطية للرعاية الطبية والإلغاءات والأمتعة المفقودة، لتسافر وأنت مطمئن البال.",
    },
  },
  "cargo-services": {
    fr: {
      title: "Fret",
      description:
        "Fret aérien et maritime entre le Liban, l'Afrique de l'Ouest et le reste du monde, avec les formalités douanières prises en charge par notre équipe.",
    },
    ar: {
      title: "خدمات الشحن",
      description: "شحن جوي وبحري بين لبنان وغرب أفريقيا والعالم، مع تولّي فريقنا معاملات الجمارك.",
    },
  },
};
