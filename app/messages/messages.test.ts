import compile from "icu-minify/compile";
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "~/domain/locale";
import { messagesFor, translatorFor } from "~/server/platform/messages.server";
import { ar } from "./ar";
import { en, type Messages } from "./en";
import { fr } from "./fr";

const CATALOGUES: Record<Locale, Messages> = { en, fr, ar };

/** Every message's dotted key, with its text. */
function entries(tree: object, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : entries(value as object, `${prefix}${key}.`),
  );
}

const days = (locale: Locale, count: number) => translatorFor(locale)("cards.days", { count });

describe("message catalogues", () => {
  it.each(["fr", "ar"] as const)("%s has exactly the English keys, none empty", (locale) => {
    const keys = new Map(entries(CATALOGUES[locale]));
    expect([...keys.keys()].sort()).toEqual(
      entries(en)
        .map(([key]) => key)
        .sort(),
    );
    for (const [key, text] of keys) expect(text.trim(), key).not.toBe("");
  });

  it.each(LOCALES)("every %s message is valid ICU", (locale) => {
    for (const [key, text] of entries(CATALOGUES[locale])) expect(() => compile(text), key).not.toThrow();
  });

  it.each(LOCALES)("a %s message without arguments reads exactly as written (no ICU quoting surprises)", (locale) => {
    const t = translatorFor(locale) as unknown as (key: string) => string;
    for (const [key, text] of entries(CATALOGUES[locale])) if (!text.includes("{")) expect(t(key), key).toBe(text);
  });
  it.each(LOCALES)("%s page titles and descriptions compile to themselves, so meta exports read them as they are", (locale) => {
    const compiled = entries(messagesFor(locale) as object);
    const source = new Map(entries(CATALOGUES[locale]));
    // Home's and About's descriptions name the stored claims: their loaders format them on the server.
    const meta = compiled.filter(([key]) => /\.meta(Title|Description)$/.test(key) && !CLAIM_DESCRIPTIONS.includes(key));
    expect(meta.length).toBeGreaterThan(0);
    for (const [key, text] of meta) expect(text, key).toBe(source.get(key));
  });
});

const CLAIM_DESCRIPTIONS = ["home.metaDescription", "about.metaDescription"];

describe("plural forms", () => {
  it("English says 1 day and 2 days", () => {
    expect([0, 1, 2, 11].map((count) => days("en", count))).toEqual(["0 days", "1 day", "2 days", "11 days"]);
  });

  it("French says 0 jour, 1 jour, 2 jours", () => {
    expect([0, 1, 2, 11].map((count) => days("fr", count))).toEqual(["0 jour", "1 jour", "2 jours", "11 jours"]);
  });

  it("Arabic uses its zero, one, two, few, many and other forms", () => {
    expect([0, 1, 2, 3, 11, 100].map((count) => days("ar", count))).toEqual(["0 يوم", "يوم واحد", "يومان", "3 أيام", "11 يومًا", "100 يوم"]);
  });

  it("the hidden activities count is singular for one", () => {
    const t = translatorFor("en");
    expect(t("cards.moreActivitiesLabel", { count: 1 })).toBe("and 1 more activity");
    expect(t("cards.moreActivitiesLabel", { count: 3 })).toBe("and 3 more activities");
  });
});
