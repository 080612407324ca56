import { useTranslations } from "use-intl";

/** One star drawn from its top point with relative moves only, so it can be repeated anywhere. */
const STAR_OUTLINE = "l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54-5.87-3.08-5.87 3.08 1.12-6.54-4.75-4.63 6.56-.95z";
/** A star is 24 units wide, with 3 units between stars (an eighth of the text size). */
const STAR_STEP = 27;
const ROW_WIDTH = 4 * STAR_STEP + 24;
/** Five stars in one path: one small SVG per row instead of five (a list page shows dozens of rows). */
const ROW_PATH = [0, 1, 2, 3, 4].map((index) => `M${12 + index * STAR_STEP} 2.5${STAR_OUTLINE}`).join("");

/** One decimal, as the catalogue stores ratings in steps of 0.1 (4.8, 5.0 shown as 5). */
export function formatRating(rating: number): string {
  const clamped = Math.min(5, Math.max(0, rating));
  return Number.isInteger(clamped) ? String(clamped) : clamped.toFixed(1);
}

function StarRow({ className }: { className: string }) {
  return (
    <svg
      viewBox={`0 0 ${ROW_WIDTH} 24`}
      aria-hidden="true"
      focusable="false"
      className={`h-[1em] w-[5.5em] max-w-none shrink-0 ${className}`}
    >
      <path d={ROW_PATH} fill="currentColor" />
    </svg>
  );
}

/** Whether a record has a real rating: a new tour has none (0) until the agency gives it one. */
export function isRated(rating: number): boolean {
  return rating > 0;
}

/**
 * Five stars filled to the rating (partly filled for fractions), named for screen readers
 * "Rated 4.8 out of 5", with the number shown beside them.
 */
export function Stars({ rating, size = "sm" }: { rating: number; size?: "sm" | "md" }) {
  const t = useTranslations("cards");
  // A tour not rated yet (issue #23) shows no stars rather than five empty ones.
  if (!isRated(rating)) return null;
  const filled = `${(Math.min(5, Math.max(0, rating)) / 5) * 100}%`;
  return (
    <span className={`inline-flex items-center gap-1.5 ${size === "md" ? "text-base" : "text-sm"}`}>
      <span
        role="img"
        aria-label={t("ratingLabel", { rating: formatRating(rating) })}
        className={`relative inline-flex ${size === "md" ? "text-lg" : "text-sm"}`}
      >
        <StarRow className="text-gray-300" />
        <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: filled }}>
          <StarRow className="text-accent-500" />
        </span>
      </span>
      <span aria-hidden="true" className="font-semibold text-ink tabular-nums">
        {formatRating(rating)}
      </span>
    </span>
  );
}
