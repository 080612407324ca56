import type { SiteContentDocuments } from "~/domain/site-content";
import { COMPANY } from "./company";

/**
 * The site content a database starts with: the spec's texts (issue #11's sample data), in
 * English, French and Arabic (the testimonials' words stay as the customers wrote them). A database that had none
 * gets these rows when it starts, so the live site keeps its phone numbers and hours.
 */
export const SITE_CONTENT_SAMPLE: SiteContentDocuments = {
  contact: {
    companyName: { en: COMPANY.name },
    legalName: { en: COMPANY.legalName },
    address: {
      street: {
        en: "Hamra Street, Sanayeh Building, 3rd floor",
        fr: "Rue Hamra, immeuble Sanayeh, 3e étage",
        ar: "شارع الحمرا، بناية الصنايع، الطابق الثالث",
      },
      city: { en: "Beirut", fr: "Beyrouth", ar: "بيروت" },
      country: { en: "Lebanon", fr: "Liban", ar: "لبنان" },
    },
    emails: { info: "info@cedarwingstravel.com", cargo: "cargo@cedarwingstravel.com" },
    map: { latitude: 33.8925, longitude: 35.4825 },
  },
  // Each office's WhatsApp number is its mobile line, so a fresh install shows the buttons.
  offices: {
    beirut: {
      name: { en: "Beirut", fr: "Beyrouth", ar: "بيروت" },
      address: {
        en: "Hamra Street, Sanayeh Building, 3rd floor, Beirut, Lebanon",
        fr: "Rue Hamra, immeuble Sanayeh, 3e étage, Beyrouth, Liban",
        ar: "شارع الحمرا، بناية الصنايع، الطابق الثالث، بيروت، لبنان",
      },
      phone: "+961 1 234 567",
      whatsapp: "+961 71 234 567",
      email: "info@cedarwingstravel.com",
      hours: {
        en: "Monday - Friday 8:00 AM - 4:00 PM, Saturday 8:00 AM - 1:00 PM",
        fr: "Du lundi au vendredi 8 h - 16 h, samedi 8 h - 13 h",
        ar: "الاثنين - الجمعة 8:00 ص - 4:00 م، السبت 8:00 ص - 1:00 م",
      },
      timeZone: "Asia/Beirut",
    },
    abidjan: {
      name: { en: "Abidjan", fr: "Abidjan", ar: "أبيدجان" },
      address: {
        en: "Boulevard de la République, Plateau, Abidjan, Côte d'Ivoire",
        fr: "Boulevard de la République, Plateau, Abidjan, Côte d'Ivoire",
        ar: "بولفار دو لا ريبوبليك، بلاتو، أبيدجان، ساحل العاج",
      },
      phone: "+225 27 22 123 456",
      whatsapp: "+225 07 07 123 456",
      email: "abidjan@cedarwingstravel.com",
      hours: {
        en: "Monday - Friday 8:00 AM - 5:00 PM, Saturday 9:00 AM - 12:00 PM",
        fr: "Du lundi au vendredi 8 h - 17 h, samedi 9 h - 12 h",
        ar: "الاثنين - الجمعة 8:00 ص - 5:00 م، السبت 9:00 ص - 12:00 م",
      },
      timeZone: "Africa/Abidjan",
    },
    monrovia: {
      name: { en: "Monrovia", fr: "Monrovia", ar: "مونروفيا" },
      address: {
        en: "Broad Street, Monrovia, Liberia",
        fr: "Broad Street, Monrovia, Libéria",
        ar: "شارع برود، مونروفيا، ليبيريا",
      },
      phone: "+231 77 123 4567",
      whatsapp: "+231 88 123 4567",
      email: "monrovia@cedarwingstravel.com",
      hours: {
        en: "Monday - Friday 8:00 AM - 5:00 PM",
        fr: "Du lundi au vendredi 8 h - 17 h",
        ar: "الاثنين - الجمعة 8:00 ص - 5:00 م",
      },
      timeZone: "Africa/Monrovia",
    },
  },
  hours: {
    rows: [
      {
        days: { en: "Monday - Friday", fr: "Du lundi au vendredi", ar: "الاثنين - الجمعة" },
        hours: { en: "8:00 AM - 4:00 PM", fr: "8 h - 16 h", ar: "8:00 ص - 4:00 م" },
        schema: "Mo-Fr 08:00-16:00",
      },
      {
        days: { en: "Saturday", fr: "Samedi", ar: "السبت" },
        hours: { en: "8:00 AM - 1:00 PM", fr: "8 h - 13 h", ar: "8:00 ص - 1:00 م" },
        schema: "Sa 08:00-13:00",
      },
      { days: { en: "Sunday", fr: "Dimanche", ar: "الأحد" }, hours: { en: "Closed", fr: "Fermé", ar: "مغلق" } },
    ],
  },
  social: {},
  claims: {
    yearsOfExperience: "13+",
    founded: 2010,
    servingSince: 2008,
    credentials: [
      { en: "IATA accredited agency", fr: "Agence agréée IATA", ar: "وكالة معتمدة من IATA" },
      {
        en: "13+ years of experience, founded in 2010",
        fr: "Plus de 13 ans d’expérience, fondée en 2010",
        ar: "أكثر من 13 عامًا من الخبرة، تأسست عام 2010",
      },
      {
        en: "Member of the national cluster of travel agencies",
        fr: "Membre du pôle national des agences de voyages",
        ar: "عضو في التجمّع الوطني لوكالات السفر",
      },
      {
        en: "Member of the travel agents' syndicate",
        fr: "Membre du syndicat des agents de voyages",
        ar: "عضو في نقابة أصحاب وكالات السفر",
      },
      {
        en: "Top travel agent award from a leading airline, three years running",
        fr: "Prix du meilleur agent de voyages d’une grande compagnie aérienne, trois années de suite",
        ar: "جائزة أفضل وكيل سفر من شركة طيران كبرى، ثلاث سنوات متتالية",
      },
      {
        en: "Offices in Lebanon, Abidjan and Liberia",
        fr: "Bureaux au Liban, à Abidjan et au Libéria",
        ar: "مكاتب في لبنان وأبيدجان وليبيريا",
      },
    ],
  },
  about: {
    story: {
      en: "We have been serving travellers since 2008, first as a small ticketing desk on Hamra Street. In 2010 we founded Cedar Wings Travel as a full agency, and over the 13+ years since we have added guided tours, hotel and visa services, and an air cargo desk.\n\nToday our offices in Lebanon, Abidjan and Liberia look after leisure and corporate customers, groups and individuals, locally and around the world. We are IATA accredited, members of the national cluster of travel agencies and of the travel agents' syndicate, and were named a top travel agent by a leading airline three years running.",
      fr: "Nous servons les voyageurs depuis 2008, d’abord comme petit comptoir de billetterie rue Hamra. En 2010, nous avons fondé Cedar Wings Travel comme agence à part entière et, en plus de 13 ans, nous avons ajouté les circuits guidés, l’hôtellerie, les visas et un service de fret aérien.\n\nAujourd’hui, nos bureaux au Liban, à Abidjan et au Libéria accompagnent particuliers et entreprises, groupes et voyageurs individuels, ici et partout dans le monde. Nous sommes agréés IATA, membres du pôle national des agences de voyages et du syndicat des agents de voyages, et avons été élus meilleur agent de voyages par une grande compagnie aérienne trois années de suite.",
      ar: "نخدم المسافرين منذ عام 2008، بدأنا بمكتب صغير لبيع التذاكر في شارع الحمرا. وفي عام 2010 أسّسنا Cedar Wings Travel وكالةً متكاملة، وأضفنا خلال أكثر من 13 عامًا الرحلات المنظّمة وخدمات الفنادق والتأشيرات وقسمًا للشحن الجوي.\n\nتخدم مكاتبنا اليوم في لبنان وأبيدجان وليبيريا الأفراد والشركات والمجموعات، محليًا وحول العالم. نحن معتمدون من IATA وأعضاء في التجمّع الوطني لوكالات السفر وفي نقابة أصحاب وكالات السفر، ونلنا لقب أفضل وكيل سفر من شركة طيران كبرى ثلاث سنوات متتالية.",
    },
    mission: {
      en: "To make every journey an unforgettable, sustainable holiday, and to deliver best-quality services and value-added solutions so that our customers take informed travel decisions.",
      fr: "Faire de chaque voyage des vacances inoubliables et durables, et offrir des services de la meilleure qualité et des solutions à valeur ajoutée pour que nos clients voyagent en toute connaissance de cause.",
      ar: "أن نجعل كل رحلة عطلة مستدامة لا تُنسى، وأن نقدّم خدمات بأعلى جودة وحلولًا ذات قيمة مضافة ليتّخذ عملاؤنا قرارات سفر مدروسة.",
    },
    whoWeAre: [
      {
        en: "An IATA-accredited agency, founded in 2010",
        fr: "Une agence agréée IATA, fondée en 2010",
        ar: "وكالة معتمدة من IATA، تأسست عام 2010",
      },
      {
        en: "Specialists in both travel and air cargo",
        fr: "Spécialistes du voyage comme du fret aérien",
        ar: "متخصصون في السفر والشحن الجوي معًا",
      },
      {
        en: "Offices in Lebanon, Abidjan and Liberia",
        fr: "Des bureaux au Liban, à Abidjan et au Libéria",
        ar: "مكاتب في لبنان وأبيدجان وليبيريا",
      },
      {
        en: "Members of the national cluster of travel agencies and the travel agents' syndicate",
        fr: "Membres du pôle national des agences de voyages et du syndicat des agents de voyages",
        ar: "أعضاء في التجمّع الوطني لوكالات السفر وفي نقابة أصحاب وكالات السفر",
      },
      {
        en: "Top travel agent award from a leading airline, three years in a row",
        fr: "Prix du meilleur agent de voyages d’une grande compagnie aérienne, trois années de suite",
        ar: "جائزة أفضل وكيل سفر من شركة طيران كبرى، ثلاث سنوات متتالية",
      },
      {
        en: "A team that plans for leisure and corporate travellers, groups and individuals",
        fr: "Une équipe au service des particuliers et des entreprises, des groupes et des voyageurs individuels",
        ar: "فريق يخطّط لرحلات الأفراد والشركات والمجموعات",
      },
    ],
    stats: [
      { icon: "map", value: "20+", label: { en: "Destinations", fr: "Destinations", ar: "وجهة" } },
      { icon: "compass", value: "50+", label: { en: "Tours", fr: "Circuits", ar: "رحلة" } },
      { icon: "award", value: "13+", label: { en: "Years Experience", fr: "Années d’expérience", ar: "عامًا من الخبرة" } },
      { icon: "users", value: "10,000+", label: { en: "Happy Travelers", fr: "Voyageurs satisfaits", ar: "مسافر سعيد" } },
    ],
  },
  team: {
    members: [
      {
        name: "Rami Haddad",
        role: { en: "Founder & Managing Director", fr: "Fondateur et directeur général", ar: "المؤسس والمدير العام" },
        image: "/images/team/rami-haddad.svg",
        bio: {
          en: "Rami founded the agency in 2010 after years in airline sales, and still plans the trickiest itineraries himself.",
          fr: "Rami a fondé l'agence en 2010 après des années dans la vente aérienne, et il prépare toujours lui-même les itinéraires les plus délicats.",
          ar: "أسّس رامي الوكالة عام 2010 بعد سنوات في مبيعات شركات الطيران، وما زال يخطّط بنفسه لأصعب الرحلات.",
        },
      },
      {
        name: "Nadine Khoury",
        role: { en: "Head of Tours", fr: "Responsable des circuits", ar: "مديرة الجولات السياحية" },
        image: "/images/team/nadine-khoury.svg",
        bio: {
          en: "Nadine designs our group and custom tours and has walked most of them, from the Inca Trail to the Sahara.",
          fr: "Nadine conçoit nos circuits de groupe et sur mesure, et elle a parcouru la plupart d'entre eux, du chemin de l'Inca au Sahara.",
          ar: "تصمّم نادين جولاتنا الجماعية والمخصّصة، وقد سارت في معظمها بنفسها، من درب الإنكا إلى الصحراء الكبرى.",
        },
      },
      {
        name: "Joseph Aoun",
        role: { en: "Cargo & Logistics Manager", fr: "Responsable fret et logistique", ar: "مدير الشحن والخدمات اللوجستية" },
        image: "/images/team/joseph-aoun.svg",
        bio: {
          en: "Joseph runs our air cargo desk and keeps shipments moving between Beirut, Abidjan and Monrovia.",
          fr: "Joseph dirige notre service de fret aérien et veille à ce que les envois circulent entre Beyrouth, Abidjan et Monrovia.",
          ar: "يدير جوزيف مكتب الشحن الجوي لدينا ويحرص على انتقال الشحنات بين بيروت وأبيدجان ومونروفيا.",
        },
      },
      {
        name: "Maya Saleh",
        role: { en: "Ticketing & Customer Care", fr: "Billetterie et service client", ar: "إصدار التذاكر وخدمة العملاء" },
        image: "/images/team/maya-saleh.svg",
        bio: {
          en: "Maya finds the best fares, handles changes when plans move, and answers the phone with a smile.",
          fr: "Maya trouve les meilleurs tarifs, s'occupe des modifications quand les projets changent et répond au téléphone avec le sourire.",
          ar: "تجد مايا أفضل الأسعار، وتتولّى التعديلات عندما تتغيّر الخطط، وتردّ على الهاتف بابتسامة.",
        },
      },
    ],
  },
  // The testimonials' words stay as the customers wrote them; their home towns are translated.
  testimonials: {
    items: [
      {
        name: "Layla Mansour",
        location: { en: "Beirut, Lebanon", fr: "Beyrouth, Liban", ar: "بيروت، لبنان" },
        rating: 5,
        avatar: "/images/testimonials/layla-mansour.svg",
        text: {
          en: "Our honeymoon in Bali was perfect from the first transfer to the last sunset. Every detail was taken care of, and the team answered our messages at any hour.",
        },
      },
      {
        name: "Karim Fares",
        location: { en: "Jounieh, Lebanon", fr: "Jounieh, Liban", ar: "جونيه، لبنان" },
        rating: 5,
        avatar: "/images/testimonials/karim-fares.svg",
        text: {
          en: "Cedar Wings organised a corporate trip for forty of our staff to Paris. Flights, hotels and the Loire day trip ran like clockwork. We will book with them again.",
        },
      },
      {
        name: "Aminata Koné",
        location: { en: "Abidjan, Côte d'Ivoire", fr: "Abidjan, Côte d'Ivoire", ar: "أبيدجان، ساحل العاج" },
        rating: 4,
        avatar: "/images/testimonials/aminata-kone.svg",
        text: {
          en: "The Abidjan office found us better fares than we could online and helped with every visa question. The Marrakech desert night was the highlight of our year.",
        },
      },
    ],
  },
  hero: {
    eyebrow: {
      en: "IATA accredited · Beirut, Abidjan, Liberia",
      fr: "Agréée IATA · Beyrouth, Abidjan, Libéria",
      ar: "معتمدة من IATA · بيروت، أبيدجان، ليبيريا",
    },
    title: {
      en: "Discover the world with Cedar Wings Travel",
      fr: "Découvrez le monde avec Cedar Wings Travel",
      ar: "اكتشف العالم مع Cedar Wings Travel",
    },
    text: {
      en: "Hand-picked destinations, guided tours and every flight, hotel and transfer in between, planned by people who have travelled them.",
      fr: "Des destinations choisies avec soin, des circuits guidés et tous les vols, hôtels et transferts entre les deux, organisés par des gens qui ont fait ces voyages.",
      ar: "وجهات مختارة بعناية ورحلات منظّمة، مع كل رحلة طيران وفندق وتنقّل بينها، يخطّط لها أشخاص خاضوها بأنفسهم.",
    },
  },
};
