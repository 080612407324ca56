import { expect, test } from "vitest";
import { mapLinks } from "./map-links";

test("a point gives a link centred on it and a frame with its pin", () => {
  const links = mapLinks({ latitude: 33.8925, longitude: 35.4825 }, "Hamra Street, Beirut");
  expect(links.linkUrl).toBe("https://www.openstreetmap.org/?mlat=33.8925&mlon=35.4825#map=16/33.8925/35.4825");
  const embed = new URL(links.embedUrl!);
  expect(embed.pathname).toBe("/export/embed.html");
  expect(embed.searchParams.get("marker")).toBe("33.8925,35.4825");
  expect(embed.searchParams.get("bbox")).toBe("35.47000,33.88500,35.49500,33.90000");
});

test("without a point the link searches the address and nothing is embedded", () => {
  const links = mapLinks(undefined, "Rue 12, Abidjan & Co");
  expect(links).toEqual({ linkUrl: "https://www.openstreetmap.org/search?query=Rue%2012%2C%20Abidjan%20%26%20Co" });
});
