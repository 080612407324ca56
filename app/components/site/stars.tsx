import { CARD_TEXTS } from "~/content/catalogue-cards";

const STAR_PATH = "M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95L12 2.5z";

/** The accessible name of a rating, e.g. "Rated 4.8 out of 5". */
export function ratingLabel(rating: number): string {
  return CARD_TEXTS.ratingLabel(formatRating(rating));
}

/** One decimal, as the catalogue stores ratings in steps of 0.1 (4.8, 5.0 shown as 5). */
export function formatRating(rating: number): string {
  const clamped = Math.min(5, Math.max(0, rating));
  return Number.isInteger(clamped) ? String(clamped) : clamped.toFixed(1);
}

function StarRow({ className }: { className: string }) {
  return (
    <span className={`flex gap-0.5 ${className}`}>
      {[0, 1, 2, 3, 4].map((index) => (
        <svg key={index} viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-[1em] shrink-0">
          <path d={STAR_PATH} fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}

/**
 * Five stars filled to the rating (partly filled for fractions), named for screen readers
 * "Rated 4.8 out of 5", with the number shown beside them.
 */
export function Stars({ rating, size = "sm" }: { rating: number; size?: "sm" | "md" }) {
  const filled = `${(Math.min(5, Math.max(0, rating)) / 5) * 100}%`;
  return (
    <span className={`inline-flex items-center gap-1.5 ${size === "md" ? "text-base" : "text-sm"}`}>
      <span role="img" aria-label={ratingLabel(rating)} className={`relative inline-flex ${size === "md" ? "text-lg" : "text-sm"}`}>
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
