import { describe, expect, it } from "vitest";
import { landingSource, plainValue, queryWithoutUtm, readVisitSource, sourcePage, visitSourceCookieValue } from "./visit-source";

const OWN = ["cedar.example"];
const query = (text: string) => new URLSearchParams(text);

describe("where a visit came from", () => {
  it("is a landing from another site or with a campaign, never an internal navigation", () => {
    expect(landingSource(query(""), "https://www.google.com/search?q=x", OWN)).toMatchObject({ referrerHost: "www.google.com" });
    expect(landingSource(query("utm_source=newsletter"), null, OWN)).toMatchObject({ referrerHost: null, utm_source: "newsletter" });
    expect(landingSource(query("utm_source=banner"), "https://cedar.example/tours", OWN)).toBeNull();
    expect(landingSource(query(""), null, OWN)).toBeNull();
    expect(landingSource(query(""), "android-app://com.google.android.gm/", OWN)).toBeNull();
  });

  it("keeps values as plain, capped text", () => {
    expect(plainValue("  autumn\u0007  sale\u202e ")).toBe("autumn sale");
    expect(plainValue("x".repeat(300))).toHaveLength(100);
    expect(encodeURIComponent(plainValue("ح".repeat(100))!).length).toBeLessThanOrEqual(300);
    expect(plainValue("   ")).toBeNull();
  });

  it("reads back only what it wrote, and nothing from a bad cookie", () => {
    const written = visitSourceCookieValue({
      referrerHost: "news.example",
      utm_source: "newsletter",
      utm_medium: null,
      utm_campaign: "autumn",
      utm_term: null,
      utm_content: null,
    });
    expect(readVisitSource(written)).toMatchObject({ referrerHost: "news.example", utm_source: "newsletter", utm_campaign: "autumn" });
    expect(readVisitSource("r=bad host&s=")).toBeNull();
    expect(readVisitSource("x".repeat(5000))).toBeNull();
    expect(readVisitSource(null)).toBeNull();
  });

  it("drops the utm parameters and keeps the rest of a query", () => {
    expect(queryWithoutUtm(query("utm_source=a&q=bali&utm_campaign=b"))).toBe("?q=bali");
    expect(queryWithoutUtm(query("utm_source=a"))).toBe("");
  });

  it("names the page a form was sent from: this site's Referer path, else the form's", () => {
    const origins = ["https://cedar.example"];
    expect(sourcePage("https://cedar.example/fr/tours/bali?x=1#top", origins, "/contact")).toBe("/fr/tours/bali");
    expect(sourcePage("https://elsewhere.example/page", origins, "/contact")).toBe("/contact");
    expect(sourcePage("not an address", origins, "/enquire/visa")).toBe("/enquire/visa");
    expect(sourcePage(`https://cedar.example/${"a".repeat(400)}`, origins, "/contact")).toHaveLength(300);
  });
});
