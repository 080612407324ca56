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
