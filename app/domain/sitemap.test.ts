import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap";

describe("sitemapXml", () => {
  it("lists each page under the site address with its last change as lastmod", () => {
    const xml = sitemapXml("https://www.cedarwingstravel.com/", [
      { path: "/" },
      { path: "/tours/bali-island-escape", lastModified: new Date("2025-03-04T05:06:07.000Z") },
    ]);
    expect(xml).toContain("<loc>https://www.cedarwingstravel.com/</loc></url>");
    expect(xml).toContain(
      "<url><loc>https://www.cedarwingstravel.com/tours/bali-island-escape</loc><lastmod>2025-03-04T05:06:07.000Z</lastmod></url>",
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("escapes characters that XML does not allow in text", () => {
    expect(sitemapXml("http://localhost:3000", [{ path: "/tours?a=1&b=<2>" }])).toContain(
      "<loc>http://localhost:3000/tours?a=1&amp;b=&lt;2&gt;</loc>",
    );
  });

  it("leaves lastmod out when the date is unknown or invalid", () => {
    const xml = sitemapXml("http://localhost:3000", [{ path: "/about", lastModified: new Date("nope") }]);
    expect(xml).not.toContain("<lastmod>");
  });
});
