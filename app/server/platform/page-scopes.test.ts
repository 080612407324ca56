import { describe, expect, test } from "vitest";
import { pageChangedBy, pageOfPath, SERVICE_PAGES, tourPagesChanged } from "./page-scopes.server";

describe("which kept pages a write can change (decision 0049)", () => {
  test("a page's kind comes from its path in any language, as the router reads it", () => {
    expect(pageOfPath("/")).toEqual({ kind: "home" });
    expect(pageOfPath("/ar?x=1")).toEqual({ kind: "home" });
    expect(pageOfPath("/fr/tours?q=bali&page=2")).toEqual({ kind: "tours" });
    expect(pageOfPath("/tours/bali-escape/")).toEqual({ kind: "tour", id: "bali-escape" });
    // The router decodes the id and ignores case: so does the cache, or a save would miss the page.
    expect(pageOfPath("/AR/Destinations/%42ali")).toEqual({ kind: "destination", id: "bali" });
    expect(pageOfPath("//destinations//bali")).toEqual({ kind: "destination", id: "bali" });
    expect(pageOfPath("/enquire/tour?tour=bali-escape")).toEqual({ kind: "enquire" });
    expect(pageOfPath("/sitemap.xml?file=2")).toEqual({ kind: "sitemap" });
    // Pages only a site-wide change drops.
    for (const path of ["/about", "/contact", "/no-such-page", "/tours/a/b", "/destinations/%E0%A4%A", "/robots.txt"]) {
      expect(pageOfPath(path), path).toBeNull();
    }
  });

  test("a tour's save drops every tour page, the lists, its destination's page and, when featured, the home page", () => {
    const saved = tourPagesChanged([{ destinationId: "bali", featured: false }]);
    const dropped = (path: string) => pageChangedBy(path, saved);
    for (const path of [
      "/tours/bali-escape",
      "/fr/tours/bali-escape",
      "/ar/tours/bali-escape",
      "/tours/java-trek",
      "/tours",
      "/fr/tours?page=3",
    ]) {
      expect(dropped(path), path).toBe(true);
    }
    for (const path of ["/destinations/bali", "/ar/destinations/Bali", "/sitemap.xml", "/enquire/tour"])
      expect(dropped(path), path).toBe(true);
    for (const path of ["/", "/fr", "/destinations/java", "/destinations", "/services", "/about", "/no-such-page"]) {
      expect(dropped(path), path).toBe(false);
    }
    const moved = tourPagesChanged([
      { destinationId: "bali", featured: false },
      { destinationId: "java", featured: true },
    ]);
    expect(["/", "/destinations/bali", "/destinations/java"].map((path) => pageChangedBy(path, moved))).toEqual([true, true, true]);
  });

  test("a service's save drops the services and home pages; a site-wide one every page", () => {
    expect(["/services", "/fr", "/sitemap.xml", "/tours", "/about"].map((path) => pageChangedBy(path, SERVICE_PAGES))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(["/about", "/no-such-page"].map((path) => pageChangedBy(path, "all"))).toEqual([true, true]);
  });
});
