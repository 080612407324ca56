import type { LocalizedText, SiteContentDocuments } from "~/domain/site-content";
import { ar } from "~/messages/ar";
import { en, type Messages } from "~/messages/en";
import { fr } from "~/messages/fr";
import { COMPANY } from "./company";

/** Opening hours as the catalogues word them (`contact`), with schema.org's form. */
const OPENING_HOURS = [
  { days: "weekdays", hours: "weekdayHours", schema: "Mo-Fr 08:00-16:00" },
  { days: "saturday", hours: "saturdayHours", schema: "Sa 08:00-13:00" },
  { days: "sunday", hours: "closed", schema: null },
] as const;

/** One text of the message catalogues in the three languages: `text((m) => m.home.heroTitle)`. */
function text(pick: (messages: Messages) => string): LocalizedText {
  return { en: pick(en), fr: pick(fr), ar: pick(ar) };
}

/** The About page's stats strip: icon, figure and its label's message key (`about`). */
const STATS = [
  { icon: "map", value: "20+", label: "statDestinations" },
  { icon: "compass", value: "50+", label: "statTours" },
  { icon: "award", value: "13+", label: "statYears" },
  { icon: "users", value: "10,000+", label: "statTravelers" },
] as const;

const CREDENTIALS = ["iata", "experience", "cluster", "syndicate", "award", "offices"] as const;
const WHO_WE_ARE = ["claim1", "claim2", "claim3", "claim4", "claim5", "claim6"] as const;

/**
 * The site content a database starts with: the spec's texts (issue #11's sample data), in
 * English, French and Arabic where the message catalogues have them. A database that had none
 * gets these rows when it starts, so the live site keeps its phone numbers and hours.
 */
export const SITE_CONTENT_SAMPLE: SiteContentDocuments = {
  contact: {
    companyName: { en: COMPANY.name },
    address: {
      street: {
        en: "Hamra Street, Sanayeh Building, 3rd floor",
        fr: "Rue Hamra, immeuble Sanayeh, 3e étage",
        ar: "شارع الحمرا، بناية الصنايع، الطابق الثالث",
      },
      city: { en: "Beirut", fr: "Beyrouth", ar: "بيروت" },
      country: { en: "Lebanon", fr: "Liban", ar: "لبنان" },
    },
    phones: {
      lebanon: "+961 1 234 567",
      abidjan: "+225 27 22 123 456",
      liberia: "+231 77 123 4567",
    },
    emails: { info: "info@cedarwingstravel.com", cargo: "cargo@cedarwingstravel.com" },
  },
  hours: {
    rows: OPENING_HOURS.map((row) => ({
      days: text((m) => m.contact[row.days]),
      hours: text((m) => m.contact[row.hours]),
      ...(row.schema ? { schema: row.schema } : {}),
    })),
  },
  social: {},
  claims: {
    yearsOfExperience: "13+",
    founded: 2010,
    servingSince: 2008,
    credentials: CREDENTIALS.map((key) => text((m) => m.credentials[key])),
  },
  about: {
    story: text((m) => `${m.about.story1}\n\n${m.about.story2}`),
    mission: text((m) => m.about.mission),
    whoWeAre: WHO_WE_ARE.map((key) => text((m) => m.about[key])),
    stats: STATS.map((stat) => ({ icon: stat.icon, value: stat.value, label: text((m) => m.about[stat.label]) })),
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
    eyebrow: text((m) => m.home.heroEyebrow),
    title: text((m) => m.home.heroTitle),
    text: text((m) => m.home.heroText),
  },
};
