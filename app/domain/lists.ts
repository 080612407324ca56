/** "a, b,, c " -> ["a", "b", "c"]: the spec's comma-separated list fields. */
export function splitList(text: string): string[] {
  return text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** Case-insensitive substring match over some fields, as the spec's search boxes do. */
export function matchesSearch(query: string, fields: readonly string[]): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return fields.some((field) => field.toLocaleLowerCase().includes(needle));
}
