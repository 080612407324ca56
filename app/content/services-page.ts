/** Texts of the Services page. */
export const SERVICES_PAGE = {
  meta: {
    title: "Services",
    description:
      "Flight ticketing, hotel reservations, guided tours, transfers, travel insurance and more: everything your trip needs from one IATA-accredited agency.",
  },
  hero: {
    eyebrow: "Our Services",
    title: "Everything your journey needs",
    text: "One agency for tickets, stays, tours, transfers, insurance and cargo, with a team that answers when you call.",
  },
  list: { title: "What We Offer" },
  howItWorks: {
    title: "How It Works",
    text: "Four simple steps from the first idea to the trip itself.",
    steps: [
      { title: "Plan & Book", text: "Tell us where and when you want to go; we propose options and book the ones you choose." },
      { title: "Receive Confirmation", text: "Your tickets, vouchers and itinerary arrive by e-mail, with every detail checked." },
      { title: "Pre-Trip Support", text: "Visas, insurance, seat choices and last questions: we help right up to departure." },
      { title: "Enjoy Your Trip", text: "Travel with peace of mind, knowing our team is one call away if plans change." },
    ],
  },
  custom: {
    title: "Custom Travel Solutions",
    text: "No two travellers are alike. Beyond our ready-made tours, we build trips around you.",
    bullets: [
      "Custom itineraries planned around your interests and pace",
      "Group and corporate packages, from team retreats to conferences",
      "Luxury travel with VIP services",
      "Special occasion trips: honeymoons, anniversaries and family celebrations",
      "Adventure and specialty travel, from desert camps to mountain treks",
    ],
    cta: "Request a Custom Tour",
  },
} as const;
