/**
 * The one look of the public site's form controls: the list filters and the contact form.
 * Plain class names, like ./link-styles, so public pages need no class-merging code; the
 * back office keeps components/ui's denser controls.
 */
const BOX =
  "block w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-ink shadow-xs placeholder:text-gray-500 focus-visible:border-brand-700 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-accent-500 disabled:cursor-not-allowed disabled:bg-gray-100 aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600";

export const SITE_CONTROL = {
  label: "block text-sm font-semibold text-ink",
  input: `h-11 ${BOX}`,
  select: `h-11 ${BOX}`,
  textarea: `min-h-24 py-2 leading-relaxed ${BOX}`,
  range: "block h-6 w-full cursor-pointer accent-brand-700",
} as const;
