import { describe, expect, it } from "vitest";
import { isPathPrefix, localeDirection, localeOfPath, localizedPath, unlocalizedPath } from "./locale";

describe("language of a path", () => {
  it("reads the prefix, and English without one", () => {
    expect(localeOfPath("/fr/tours/bali")).toBe("fr");
    expect(localeOfPath("/ar")).toBe("ar");
    expect(localeOfPath("/tours")).toBe("en");
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/en/tours")).toBe("en");
    expect(localeOfPath("/xx/tours")).toBe("en");
  });

  it("moves a path between languages, keeping the query", () => {
    expect(localizedPath("/tours?q=bali", "fr")).toBe("/fr/tours?q=bali");
    expect(localizedPath("/", "ar")).toBe("/ar");
    expect(localizedPath("/?x=1", "ar")).toBe("/ar?x=1");
    expect(localizedPath("/fr/tours/bali", "ar")).toBe("/ar/tours/bali");
    expect(localizedPath("/fr", "en")).toBe("/");
    expect(localizedPath("/fr?x=1", "en")).toBe("/?x=1");
    expect(unlocalizedPath("/ar/contact")).toBe("/contact");
  });

  it("lays Arabic out right to left", () => {
    expect(localeDirection("ar")).toBe("rtl");
    expect(localeDirection("fr")).toBe("ltr");
  });

  it("accepts fr and ar as a path prefix, not en (English has none) nor anything else", () => {
    expect(["fr", "ar", "en", "xx", "FR", "tours"].map(isPathPrefix)).toEqual([true, true, false, false, false, false]);
  });
});
