/**
 * Search text as both sides of a comparison are written (issue #11): what the database keeps
 * for a translation's search and what a visitor types go through the same function, so a
 * missing accent or another spelling of an Arabic letter does not stop a match.
 */

/** Arabic marks that do not change the word: harakat, tanwin, shadda, sukun, dagger alef, tatweel. */
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;

/** Letters written more than one way, mapped to the form a visitor most likely types. */
const ARABIC_LETTERS: Record<string, string> = {
  "\u0623": "\u0627", // أ → ا
  "\u0625": "\u0627", // إ → ا
  "\u0622": "\u0627", // آ → ا
  "\u0671": "\u0627", // ٱ → ا
  "\u0629": "\u0647", // ة → ه
  "\u0649": "\u064A", // ى → ي
};

/**
 * Lower case, without accents (é → e, ç → c, œ → oe), Arabic letter variants folded
 * (أ إ آ → ا, ة → ه, ى → ي) and Arabic diacritics and tatweel removed, runs of white space as
 * one space.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036F]/g, "")
    .normalize("NFC")
    .replace(ARABIC_MARKS, "")
    .replace(/[\u0622\u0623\u0625\u0671\u0629\u0649]/g, (letter) => ARABIC_LETTERS[letter]!)
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/ß/g, "ss")
    .replace(/\s+/g, " ")
    .trim();
}
