/**
 * The catalogue cards are one link each: the title's link is stretched over the card, and the
 * card shows the focus ring when that link has keyboard focus.
 */
export const CARD_FRAME =
  "group relative flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent-500";

export const CARD_LINK = "after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-brand-700";
