import { describe, expect, test } from "vitest";
import { slugify, uniqueSlug } from "./slug";

describe("slugify", () => {
  test("lower-cases words and joins them with hyphens", () => {
    expect(slugify("New York")).toBe("new-york");
    expect(slugify("Bali Island Escape")).toBe("bali-island-escape");
  });

  test("drops accents instead of dropping the letters", () => {
    expect(slugify("Café Olé")).toBe("cafe-ole");
    expect(slugify("Zürich")).toBe("zurich");
    expect(slugify("São Tomé & Príncipe")).toBe("sao-tome-and-principe");
    expect(slugify("Crème brûlée tour")).toBe("creme-brulee-tour");
  });

  test("spells out letters that have no accent to drop, instead of losing them", () => {
    expect(slugify("Straße")).toBe("strasse");
    expect(slugify("Łódź")).toBe("lodz");
    expect(slugify("Ærøskøbing")).toBe("aeroskobing");
    expect(slugify("Œuvre Tour")).toBe("oeuvre-tour");
    expect(slugify("Þingvellir")).toBe("thingvellir");
  });

  test("turns symbols and punctuation into single hyphens, none at the ends", () => {
    expect(slugify("  Paris -- the Loire!! ")).toBe("paris-the-loire");
    expect(slugify("Rock & Roll")).toBe("rock-and-roll");
    expect(slugify("50% off: Dubai/Abu Dhabi")).toBe("50-off-dubai-abu-dhabi");
    expect(slugify("<script>alert(1)</script>")).toBe("script-alert-1-script");
  });

  test("a title with no latin letters or digits still gets an id", () => {
    expect(slugify("!!!")).toBe("item");
    expect(slugify("")).toBe("item");
    expect(slugify("بيروت")).toBe("item");
  });

  test("keeps ids to 80 characters without a trailing hyphen", () => {
    const slug = slugify(`${"a".repeat(79)} b c d`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith("-")).toBe(false);
    expect(slugify("word ".repeat(40))).toMatch(/^(word-)*word$/);
  });
});

describe("uniqueSlug", () => {
  test("uses the plain slug while it is free", () => {
    expect(uniqueSlug("Paris", () => false)).toBe("paris");
  });

  test("adds -2, -3… until the id is free", () => {
    const taken = new Set(["paris", "paris-2"]);
    expect(uniqueSlug("Paris", (id) => taken.has(id))).toBe("paris-3");
    expect(uniqueSlug("Paris", (id) => id === "paris")).toBe("paris-2");
  });

  test("a gap in the suffixes is reused", () => {
    const taken = new Set(["paris", "paris-3"]);
    expect(uniqueSlug("Paris", (id) => taken.has(id))).toBe("paris-2");
  });
});
