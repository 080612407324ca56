import { Link } from "react-router";
import { pageWindow } from "~/domain/page-window";

/**
 * The id of the element a list's results start at: every page link ends in `#results`, so
 * page 2 opens at the results rather than at the top of the page, with JavaScript or without.
 */
export const RESULTS_ID = "results";

/** The words of a page navigation, from the screen's content module. */
export type PageLinksTexts = {
  pagination: string;
  previousPage: string;
  nextPage: string;
  pageLabel: (page: number) => string;
};

/**
 * Previous, numbered pages (with gaps) and Next, as plain links; the current page is marked.
 * Public list pages show it too, so it imports nothing beyond React Router (no class merging:
 * tailwind-merge alone would add 8 KB to their first load).
 */
export function PageLinks({
  texts,
  page,
  pageCount,
  href,
  className,
}: {
  texts: PageLinksTexts;
  page: number;
  pageCount: number;
  href: (page: number) => string;
  className?: string;
}) {
  const shape = "inline-flex h-9 min-w-9 items-center justify-center rounded-md px-3 text-sm";
  const linkClass = `${shape} hover:bg-gray-100`;
  const to = (target: number) => `${href(target)}#${RESULTS_ID}`;
  return (
    <nav aria-label={texts.pagination} className={`flex flex-wrap items-center justify-center gap-1 ${className ?? ""}`}>
      {page > 1 ? (
        <Link to={to(page - 1)} className={linkClass} rel="prev">
          {texts.previousPage}
        </Link>
      ) : null}
      {pageWindow(page, pageCount).map((target, index) =>
        target === null ? (
          <span key={`gap-${index}`} aria-hidden className="px-2 text-muted">
            …
          </span>
        ) : (
          <Link
            key={target}
            to={to(target)}
            aria-label={texts.pageLabel(target)}
            aria-current={target === page ? "page" : undefined}
            className={target === page ? `${shape} bg-brand-700 text-white hover:bg-brand-800` : linkClass}
          >
            {target}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link to={to(page + 1)} className={linkClass} rel="next">
          {texts.nextPage}
        </Link>
      ) : null}
    </nav>
  );
}
