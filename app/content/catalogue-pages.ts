/** Meta descriptions read best under ~160 characters (the detail pages' texts are in app/messages). */
export function metaDescription(text: string, max = 160): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
