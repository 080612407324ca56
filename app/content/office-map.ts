/**
 * The office on OpenStreetMap: the frame the contact page loads on request, and the link that
 * opens the map. Apart from COMPANY, which every page loads, since only the contact page needs them.
 */
export const OFFICE_MAP = {
  embedUrl: "https://www.openstreetmap.org/export/embed.html?bbox=35.47%2C33.885%2C35.495%2C33.9&layer=mapnik&marker=33.8925%2C35.4825",
  linkUrl: "https://www.openstreetmap.org/?mlat=33.8925&mlon=35.4825#map=16/33.8925/35.4825",
} as const;
