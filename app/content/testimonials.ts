/** The three fixed testimonials on the home page (spec: Testimonial id, name, location, avatar, rating, text). */
export type Testimonial = {
  id: string;
  name: string;
  location: string;
  avatar: string;
  /** 1 to 5 stars. */
  rating: number;
  text: string;
};

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: "layla-mansour",
    name: "Layla Mansour",
    location: "Beirut, Lebanon",
    avatar: "/images/testimonials/layla-mansour.svg",
    rating: 5,
    text: "Our honeymoon in Bali was perfect from the first transfer to the last sunset. Every detail was taken care of, and the team answered our messages at any hour.",
  },
  {
    id: "karim-fares",
    name: "Karim Fares",
    location: "Jounieh, Lebanon",
    avatar: "/images/testimonials/karim-fares.svg",
    rating: 5,
    text: "Cedar Wings organised a corporate trip for forty of our staff to Paris. Flights, hotels and the Loire day trip ran like clockwork. We will book with them again.",
  },
  {
    id: "aminata-kone",
    name: "Aminata Koné",
    location: "Abidjan, Côte d'Ivoire",
    avatar: "/images/testimonials/aminata-kone.svg",
    rating: 4,
    text: "The Abidjan office found us better fares than we could online and helped with every visa question. The Marrakech desert night was the highlight of our year.",
  },
];
