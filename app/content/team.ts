/** Meet Our Team on the About page (spec: Team member name, role, image, bio). */
export type TeamMember = { name: string; role: string; image: string; bio: string };

/** A portrait's alternative text. */
export const portraitAlt = (name: string) => `Portrait of ${name}`;

export const TEAM: readonly TeamMember[] = [
  {
    name: "Rami Haddad",
    role: "Founder & Managing Director",
    image: "/images/team/rami-haddad.svg",
    bio: "Rami founded the agency in 2010 after years in airline sales, and still plans the trickiest itineraries himself.",
  },
  {
    name: "Nadine Khoury",
    role: "Head of Tours",
    image: "/images/team/nadine-khoury.svg",
    bio: "Nadine designs our group and custom tours and has walked most of them, from the Inca Trail to the Sahara.",
  },
  {
    name: "Joseph Aoun",
    role: "Cargo & Logistics Manager",
    image: "/images/team/joseph-aoun.svg",
    bio: "Joseph runs our air cargo desk and keeps shipments moving between Beirut, Abidjan and Monrovia.",
  },
  {
    name: "Maya Saleh",
    role: "Ticketing & Customer Care",
    image: "/images/team/maya-saleh.svg",
    bio: "Maya finds the best fares, handles changes when plans move, and answers the phone with a smile.",
  },
];
