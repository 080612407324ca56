import { describe, expect, it } from "vitest";
import { parseSitemapPart, SITEMAP_URLS_PER_FILE, sitemapIndexXml, sitemapPartPath, sitemapParts, sitemapXml } from "./sitemap";

describe("sitemapXml", () => {
  it("lists each page under the site address with its last change as lastmod", () => {
    const xml = sitemapXml("https://www.cedarwingstravel.com/", [
      { path: "/" },
      { path: "/tours/bali-island-escape", lastModified: new Date("2025-03-04T05:06:07.000Z") },
    ]);
    expect(xml).toContain("<url><loc>https://www.cedarwingstravel.com/</loc><xhtml:link");
    expect(xml).toContain(
      "<url><loc>https://www.cedarwingstravel.com/tours/bali-island-escape</loc><lastmod>2025-03-04T05:06:07.000Z</lastmod><xhtml:link",
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("lists every page in English, French and Arabic, each naming all three and English as x-default", () => {
    const xml = sitemapXml("https://example.com", [{ path: "/tours/bali-island-escape" }]);
    const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls.map((url) => /<loc>(.*?)<\/loc>/.exec(url)?.[1])).toEqual([
      "https://example.com/tours/bali-island-escape",
      "https://example.com/fr/tours/bali-island-escape",
      "https://example.com/ar/tours/bali-island-escape",
    ]);
    for (const url of urls) {
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="fr" href="https://example.com/fr/tours/bali-island-escape"/>');
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="ar" href="https://example.com/ar/tours/bali-island-escape"/>');
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://example.com/tours/bali-island-escape"/>');
    }
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(sitemapXml("https://example.com", [{ path: "/" }])).toContain("<loc>https://example.com/ar</loc>");
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

describe("sitemap index", () => {
  it("names the pages' file, then as many files per kind as its records need, none for a kind with no records", () => {
    const names = (counts: { destinations: number; tours: number }) => sitemapParts(counts).map(sitemapPartPath);
    expect(names({ destinations: 6, tours: 0 })).toEqual(["/sitemap.xml?part=pages", "/sitemap.xml?part=destinations-1"]);
    expect(names({ destinations: 200, tours: SITEMAP_URLS_PER_FILE * 2 + 1 })).toEqual([
      "/sitemap.xml?part=pages",
      "/sitemap.xml?part=destinations-1",
      "/sitemap.xml?part=tours-1",
      "/sitemap.xml?part=tours-2",
      "/sitemap.xml?part=tours-3",
    ]);
    expect(SITEMAP_URLS_PER_FILE).toBeLessThanOrEqual(50_000);
  });

  it("reads back the file names it writes and nothing else", () => {
    expect(parseSitemapPart("pages")).toEqual({ kind: "pages" });
    expect(parseSitemapPart("tours-12")).toEqual({ kind: "tours", file: 12 });
    for (const name of ["tours-0", "tours-01", "tours-", "tours-1x", "services-1", "users-1", "", "tours-9999999"]) {
      expect(parseSitemapPart(name)).toBeNull();
    }
  });

  it("is a sitemapindex of <sitemap> entries with their address escaped", () => {
    const xml = sitemapIndexXml("https://www.cedarwingstravel.com", [{ path: "/sitemap.xml?part=pages" }]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<sitemap><loc>https://www.cedarwingstravel.com/sitemap.xml?part=pages</loc></sitemap>");
    expect(xml.trimEnd().endsWith("</sitemapindex>")).toBe(true);
  });
});
