/** Latin letters that Unicode does not decompose into a base letter plus an accent. */
const SPELLED_OUT: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i" };

/** A URL slug of a title: lower case ASCII words joined by hyphens ("New York" -> "new-york"). */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (letter) => SPELLED_OUT[letter] ?? letter)
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
  return slug || "item";
}

/** The slug of a title made unique against ids already taken: paris, paris-2, paris-3… */
export function uniqueSlug(title: string, isTaken: (id: string) => boolean): string {
  const base = slugify(title);
  if (!isTaken(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!isTaken(candidate)) return candidate;
  }
}
