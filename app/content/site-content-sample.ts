import type { SiteContentDocuments } from "~/domain/site-content";
import { ABOUT } from "./about";
import { COMPANY } from "./company";
import { HOME } from "./home";
import { STATS } from "./stats";
import { TEAM } from "./team";
import { TESTIMONIALS } from "./testimonials";

/**
 * The site content a database starts with: today's texts (issue #11's sample data), in
 * English. A database that had none gets these rows when it starts, so the live site keeps
 * its phone numbers and hours.
 */
export const SITE_CONTENT_SAMPLE: SiteContentDocuments = {
  contact: {
    companyName: { en: COMPANY.name },
    address: {
      street: { en: COMPANY.address.street },
      city: { en: COMPANY.address.city },
      country: { en: COMPANY.address.country },
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
      days: { en: row.days },
      hours: { en: row.hours },
      ...(row.schema ? { schema: row.schema } : {}),
    })),
  },
  social: {},
  claims: {
    yearsOfExperience: COMPANY.yearsOfExperience,
    founded: COMPANY.founded,
    servingSince: COMPANY.servingSince,
    credentials: COMPANY.credentials.map((credential) => ({ en: credential })),
  },
  about: {
    story: { en: ABOUT.story.paragraphs.join("\n\n") },
    mission: { en: COMPANY.mission },
    whoWeAre: ABOUT.whoWeAre.claims.map((claim) => ({ en: claim })),
    stats: STATS.map((stat) => ({ icon: stat.icon, value: stat.value, label: { en: stat.label } })),
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
    eyebrow: { en: HOME.hero.eyebrow },
    title: { en: HOME.hero.title },
    text: { en: HOME.hero.text },
  },
};
