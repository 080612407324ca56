import type { Messages } from "./en";

/** The public site's texts in French (same keys as en.ts). */
export const fr: Messages = {
  site: {
    skipLink: "Aller au contenu",
    nav: {
      home: "Accueil",
      about: "À propos",
      destinations: "Destinations",
      tours: "Circuits",
      services: "Services",
      contact: "Contact",
    },
    header: {
      homeLabel: "Cedar Wings Travel, accueil",
      navLabel: "Principal",
      mobileNavLabel: "Menu principal",
      openMenu: "Ouvrir le menu",
      closeMenu: "Fermer le menu",
      menu: "Menu",
      bookNow: "Réserver",
      languages: "Langue",
    },
    topBar: { label: "Coordonnées" },
    footer: {
      blurb:
        "Une agence de voyages et de fret agréée IATA, au Liban. Depuis 2010, nous organisons des voyages et acheminons des envois pour des voyageurs et des entreprises du monde entier.",
      quickLinks: "Liens rapides",
      popularDestinations: "Destinations populaires",
      contact: "Nous contacter",
      social: "Suivez-nous",
      socialNote: "Nos pages sur les réseaux sociaux arrivent bientôt.",
      rights: "Tous droits réservés.",
    },
    offices: { lebanon: "Liban", abidjan: "Abidjan", liberia: "Liberia" },
    address: "Rue Hamra, immeuble Sanayeh, 3e étage, Beyrouth, Liban",
  },
  notFound: {
    title: "Page introuvable",
    text: "Oups ! Cette page est introuvable",
    home: "Retour à l’accueil",
  },
  error: {
    title: "Erreur inattendue",
    text: "Désolés, un problème est survenu de notre côté. Veuillez réessayer dans un instant.",
    home: "Retour à l’accueil",
    errorId: "Si le problème persiste, donnez-nous ce code d’erreur :",
  },
  cards: {
    days: "{count, plural, one {# jour} other {# jours}}",
  },
};
