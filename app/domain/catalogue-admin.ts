/** A toast's words: a title and an optional line under it. */
export type ToastText = { title: string; description?: string };

/** The list URL with some query parameters changed (`null` removes one); empty values are dropped. */
export function listHref(path: string, current: URLSearchParams, changes: Record<string, string | number | null>): string {
  const params = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") params.delete(key);
    else params.set(key, String(value));
  }
  for (const [key, value] of [...params.entries()]) if (!value) params.delete(key);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * What an admin list's search box puts in the URL: the words typed, and the list's other
 * parameters it keeps (sort and direction). The page is not kept, so a new search starts at
 * page 1, nor a pending delete confirmation.
 */
export type ListSearch = { q: string; keep: string };

const NOT_KEPT_BY_A_SEARCH = ["q", "page", "delete"];

export function listSearchOf(current: URLSearchParams, q: string): ListSearch {
  const keep = new URLSearchParams([...current.entries()].filter(([key, value]) => value && !NOT_KEPT_BY_A_SEARCH.includes(key)));
  return { q, keep: keep.toString() };
}

/** The search's query string ("?q=…&sort=…", or "" for the whole list), the words trimmed. */
export function listSearchQuery({ q, keep }: ListSearch): string {
  const params = new URLSearchParams();
  if (q.trim()) params.set("q", q.trim());
  for (const [key, value] of new URLSearchParams(keep)) params.append(key, value);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** A posted `version` field: a positive whole number, else null (a tampered or missing field). */
export function parseVersion(value: FormDataEntryValue | null): number | null {
  if (typeof value !== "string" || !/^\d{1,9}$/.test(value)) return null;
  const version = Number(value);
  return version >= 1 ? version : null;
}

/** The list intents a row's buttons post. */
export const LIST_INTENTS = ["delete", "toggle-featured"] as const;
export type ListIntent = (typeof LIST_INTENTS)[number];

export function parseListIntent(value: FormDataEntryValue | null): ListIntent | null {
  return (LIST_INTENTS as readonly unknown[]).includes(value) ? (value as ListIntent) : null;
}

/** A record's or the defaults' fields as a form shows them: numbers as text, a set switch as "on". */
export function toFormValues(
  fields: Record<string, string | number | boolean | readonly string[] | null | undefined>,
): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (typeof value === "boolean") {
      if (value) values[name] = "on";
    } else if (Array.isArray(value)) {
      values[name] = value.join(", ");
    } else {
      values[name] = String(value);
    }
  }
  return values;
}
