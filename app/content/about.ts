import { COMPANY } from "./company";

/** Texts of the About page. */
export const ABOUT = {
  meta: {
    title: "About Us",
    description: `Founded in 2010 and serving travellers since 2008, ${COMPANY.name} is an IATA-accredited travel and cargo agency with offices in Lebanon, Abidjan and Liberia.`,
  },
  hero: {
    eyebrow: `About ${COMPANY.name}`,
    title: "Travel made personal since 2008",
    text: "An IATA-accredited travel and cargo agency from Lebanon, taking travellers and shipments to the world.",
  },
  story: {
    title: "Our Story",
    paragraphs: [
      `We have been serving travellers since ${COMPANY.servingSince}, first as a small ticketing desk on Hamra Street. In ${COMPANY.founded} we founded ${COMPANY.name} as a full agency, and over the ${COMPANY.yearsOfExperience} years since we have added guided tours, hotel and visa services, and an air cargo desk.`,
      "Today our offices in Lebanon, Abidjan and Liberia look after leisure and corporate customers, groups and individuals, locally and around the world. We are IATA accredited, members of the national cluster of travel agencies and of the travel agents' syndicate, and were named a top travel agent by a leading airline three years running.",
    ],
    imageAlt: "",
  },
  stats: { title: `${COMPANY.shortName} in numbers` },
  mission: { title: "Our Mission", text: COMPANY.mission },
  whoWeAre: {
    title: "Who We Are",
    claims: [
      "An IATA-accredited agency, founded in 2010",
      "Specialists in both travel and air cargo",
      "Offices in Lebanon, Abidjan and Liberia",
      "Members of the national cluster of travel agencies and the travel agents' syndicate",
      "Top travel agent award from a leading airline, three years in a row",
      "A team that plans for leisure and corporate travellers, groups and individuals",
    ],
  },
  team: {
    title: "Meet Our Team",
    text: "The people who plan your trips and move your cargo.",
  },
} as const;
