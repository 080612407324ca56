import type { LocalizedText, SiteContentDocuments } from "~/domain/site-content";
import { ar } from "~/messages/ar";
import { en, type Messages } from "~/messages/en";
import { fr } from "~/messages/fr";
import { COMPANY } from "./company";
import { STATS } from "./stats";
import { TEAM } from "./team";
import { TESTIMONIALS } from "./testimonials";

/** One text of the message catalogues in the three languages: `text((m) => m.home.heroTitle)`. */
function text(pick: (messages: Messages) => string): LocalizedText {
  return { en: pick(en), fr: pick(fr), ar: pick(ar) };
}

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
      street: { en: COMPANY.address.street, fr: "Rue Hamra, immeuble Sanayeh, 3e étage", ar: "شارع الحمرا، بناية الصنايع، الطابق الثالث" },
      city: { en: COMPANY.address.city, fr: "Beyrouth", ar: "بيروت" },
      country: { en: COMPANY.address.country, fr: "Liban", ar: "لبنان" },
    },
    phones: {
      lebanon: COMPANY.phones[0].display,
      abidjan: COMPANY.phones[1].display,
      liberia: COMPANY.phones[2].display,
    },
    emails: { info: COMPANY.emails.info, cargo: COMPANY.emails.cargo },
  },
  hours: {
    rows: COMPANY.openingHours.map((row) => ({
      days: text((m) => m.contact[row.days]),
      hours: text((m) => m.contact[row.hours]),
      ...(row.schema ? { schema: row.schema } : {}),
    })),
  },
  social: {},
  claims: {
    yearsOfExperience: COMPANY.yearsOfExperience,
    founded: COMPANY.founded,
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
    members: TEAM.map((member) => ({ name: member.name, role: { en: member.role }, image: member.image, bio: { en: member.bio } })),
  },
  testimonials: {
    items: TESTIMONIALS.map((item) => ({
      name: item.name,
      location: { en: item.location },
      rating: item.rating,
      avatar: item.avatar,
      text: { en: item.text },
    })),
  },
  hero: {
    eyebrow: text((m) => m.home.heroEyebrow),
    title: text((m) => m.home.heroTitle),
    text: text((m) => m.home.heroText),
  },
};
