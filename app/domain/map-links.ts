/** The map provider: its pages open in a new visit; its embeddable frame loads only on request (decision 0006). */
export const MAP_ORIGIN = "https://www.openstreetmap.org";

export type MapPoint = { latitude: number; longitude: number };

/** How far the embedded frame shows around the pin, in degrees (a few streets each way). */
const SPAN = { latitude: 0.0075, longitude: 0.0125 };

/**
 * The links of a place on OpenStreetMap: the page that opens the map, and the frame a page may
 * load on request. Without coordinates, the link searches the address and there is no frame.
 */
export function mapLinks(point: MapPoint | undefined, address: string): { linkUrl: string; embedUrl?: string } {
  if (!point) return { linkUrl: `${MAP_ORIGIN}/search?query=${encodeURIComponent(address)}` };
  const { latitude: lat, longitude: lon } = point;
  const bbox = [lon - SPAN.longitude, lat - SPAN.latitude, lon + SPAN.longitude, lat + SPAN.latitude].map((n) => n.toFixed(5)).join(",");
  const query = new URLSearchParams({ bbox, layer: "mapnik", marker: `${lat},${lon}` });
  return {
    linkUrl: `${MAP_ORIGIN}/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`,
    embedUrl: `${MAP_ORIGIN}/export/embed.html?${query}`,
  };
}
