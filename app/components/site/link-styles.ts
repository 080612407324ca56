/**
 * Class names for links that look like buttons on the public site. Kept apart from
 * components/ui/button (radix) and cn (tailwind-merge) so public pages ship as little
 * JavaScript as possible: callers choose display and size here instead of overriding classes.
 */
const SHAPE =
  "items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 [&_svg]:size-5 [&_svg]:shrink-0";

const VARIANTS = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  accent: "bg-accent-400 text-ink shadow-sm hover:bg-accent-500",
  outline: "border border-brand-700 text-brand-700 hover:bg-brand-50",
  outlineLight: "border border-white/80 text-white hover:bg-white/10",
} as const;

const SIZES = { md: "px-5 py-3 text-base", sm: "px-4 py-2 text-sm" } as const;

export function linkButton(
  variant: keyof typeof VARIANTS,
  { size = "md", display = "inline-flex" }: { size?: keyof typeof SIZES; display?: string } = {},
): string {
  return `${display} ${SHAPE} ${SIZES[size]} ${VARIANTS[variant]}`;
}

export const LINK_BUTTON = {
  primary: linkButton("primary"),
  accent: linkButton("accent"),
  outline: linkButton("outline"),
  outlineLight: linkButton("outlineLight"),
} as const;

/**
 * Whether a link loads its page as a new document. The contact page's own response is the only
 * one whose Content-Security-Policy allows the map frame (decision 0018); a client-side
 * navigation would keep the policy of the page it left, and the map could not be shown.
 */
export function loadsDocument(to: string): boolean {
  return /^(?:\/(?:fr|ar))?\/contact(?:[?#]|$)/.test(to);
}
