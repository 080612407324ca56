import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslations } from "use-intl";
import { PageLinks, RESULTS_ID } from "~/components/ui/page-links";
import { PageHero } from "./page-hero";
import { useFiltering } from "./url-filter";
import { useLocalizedPath } from "./use-localized-path";

/** Which page of how many matches the list shows. */
export type ListPosition = { total: number; page: number; pageCount: number };

/**
 * A public list page (destinations, tours): the hero, the filter form, then the count of all
 * matches, one page of them as a grid of cards (`children`, one <li> each), dimmed while the
 * filter is being applied, and links to the other pages (`pageHref` keeps the filter).
 */
export function ListPage({
  namespace,
  pathname,
  filters,
  position,
  pageHref,
  children,
}: {
  /** Where the page's words are in app/messages. */
  namespace: "toursPage" | "destinationsPage";
  /** The spec path; links and the busy state use it in the page's language. */
  pathname: string;
  filters: ReactNode;
  position: ListPosition;
  pageHref: (page: number) => string;
  children: ReactNode;
}) {
  const t = useTranslations(namespace);
  const pageTexts = useTranslations("listPages");
  const localized = useLocalizedPath();
  const filtering = useFiltering(localized(pathname));
  const pages = {
    pagination: pageTexts("pagination"),
    previousPage: pageTexts("previousPage"),
    nextPage: pageTexts("nextPage"),
    pageLabel: (page: number) => pageTexts("pageLabel", { page }),
  };
  return (
    <main id="main">
      <PageHero eyebrow={t("eyebrow")} title={t("title")} text={t("text")} layout="list" />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
        {filters}
        <section id={RESULTS_ID} aria-labelledby="results-title" aria-busy={filtering} className="scroll-mt-24 space-y-5">
          <h2 id="results-title" className="sr-only">
            {t("resultsHeading")}
          </h2>
          <ResultCount>{t("resultCount", { count: position.total })}</ResultCount>
          {position.total === 0 ? (
            <EmptyResults title={t("emptyTitle")} hint={t("emptyHint")} />
          ) : (
            <ul
              className={`grid gap-6 transition-opacity [&>li:nth-child(n+4)]:render-on-view-card sm:grid-cols-2 lg:grid-cols-3 ${filtering ? "opacity-60" : ""}`}
            >
              {children}
            </ul>
          )}
          {position.pageCount > 1 ? (
            <PageLinks
              texts={pages}
              page={position.page}
              pageCount={position.pageCount}
              href={(page) => localized(pageHref(page))}
              className="pt-4"
            />
          ) : null}
        </section>
      </div>
    </main>
  );
}

/** The count of results, announced to screen readers whenever the filter changes it. */
function ResultCount({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-sm font-semibold text-muted">
      {children}
    </p>
  );
}

/** 'No destinations found' / 'No tours found' with a hint. */
function EmptyResults({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 bg-gray-50 px-6 py-16 text-center">
      <Search aria-hidden="true" className="size-10 text-gray-400" />
      <p className="text-xl font-semibold text-ink">{title}</p>
      <p className="max-w-md text-muted">{hint}</p>
    </div>
  );
}
