import { describe, expect, it } from "vitest";
import { normalizeSearchText } from "./search-text";

describe("normalizeSearchText", () => {
  it("lets 'bresil' and 'Bresil' find 'Brésil' and 'brésil'", () => {
    expect(normalizeSearchText("Brésil")).toBe("bresil");
    expect(normalizeSearchText("bresil")).toBe(normalizeSearchText("Brésil"));
    expect(normalizeSearchText("Bresil")).toBe(normalizeSearchText("brésil"));
  });

  it("drops every French accent and spells out the ligatures", () => {
    expect(normalizeSearchText("Ça, c'est l'Île-de-France à Noël : œuvre, ex æquo")).toBe(
      "ca, c'est l'ile-de-france a noel : oeuvre, ex aequo",
    );
    expect(normalizeSearchText("ÉTÉ ÂGE ÈRE Ùne Ÿ")).toBe("ete age ere une y");
  });

  it("folds the alef variants to a bare alef", () => {
    expect(normalizeSearchText("أسوان")).toBe("اسوان");
    expect(normalizeSearchText("إفريقيا")).toBe("افريقيا");
    expect(normalizeSearchText("آسيا")).toBe("اسيا");
  });

  it("reads taa marbuta as haa and alef maqsura as yaa", () => {
    expect(normalizeSearchText("القاهرة")).toBe(normalizeSearchText("القاهره"));
    expect(normalizeSearchText("مصطفى")).toBe("مصطفي");
  });

  it("removes Arabic diacritics and the tatweel", () => {
    expect(normalizeSearchText("مَرَّاكُش")).toBe("مراكش");
    expect(normalizeSearchText("مـــراكش")).toBe("مراكش");
  });

  it("collapses white space and trims", () => {
    expect(normalizeSearchText("  Rio   de\nJaneiro ")).toBe("rio de janeiro");
  });
});
