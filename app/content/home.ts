import { COMPANY } from "./company";

/** Texts of the home page, in the order its sections appear. */
export const HOME = {
  meta: {
    title: "Travel and cargo from Lebanon to the world",
    description: `${COMPANY.name} is an IATA-accredited agency in Beirut with 13+ years of experience: flights, hotels, guided tours and cargo, for travellers and companies.`,
  },
  hero: {
    eyebrow: "IATA accredited · Beirut, Abidjan, Liberia",
    title: `Discover the world with ${COMPANY.name}`,
    text: "Hand-picked destinations, guided tours and every flight, hotel and transfer in between, planned by people who have travelled them.",
    explore: "Explore Tours",
    contact: "Contact Us",
    imageAlt: "",
  },
  search: {
    label: "Find your next trip",
    destination: "Destination",
    destinationPlaceholder: "Where do you want to go?",
    dates: "Dates",
    datesPlaceholder: "e.g. July 2026",
    datesHint: "Tell us your dates when you enquire; we check availability for you.",
    submit: "Search",
  },
  destinations: {
    eyebrow: "Where to next",
    title: "Popular Destinations",
    text: "Places our travellers love to return to, with tours and trips planned end to end.",
    viewAll: "View All Destinations",
  },
  about: {
    eyebrow: "About us",
    years: COMPANY.yearsOfExperience,
    yearsLabel: "years of experience",
    title: "Your trusted travel partner since 2010",
    text: "From a single office in Beirut we have grown into a travel and cargo agency with offices in Lebanon, Abidjan and Liberia, serving leisure and corporate customers, groups and individuals.",
    learnMore: "Learn More",
    /** Read by screen readers and search engines after "Learn More", so the link says where it goes. */
    learnMoreContext: `about ${COMPANY.name}`,
    imageAlt: "",
  },
  tours: {
    eyebrow: "Handpicked journeys",
    title: "Featured Tours",
    text: "Complete trips with flights, stays and guides included, ready to book or to tailor.",
    viewAll: "View All Tours",
  },
  services: {
    eyebrow: "What we do",
    title: "Our Services",
    text: "Everything a journey needs, from the first ticket to the last transfer home.",
  },
  testimonials: {
    eyebrow: "Testimonials",
    title: "What Our Travelers Say",
    text: "Kind words from customers who travelled with us.",
  },
  cta: {
    title: "Ready for your next adventure?",
    text: "Tell us where you would like to go, and we will plan the trip around you: flights, hotels, tours and everything in between.",
    primary: "Plan My Trip",
    secondary: "Browse Tours",
  },
} as const;
