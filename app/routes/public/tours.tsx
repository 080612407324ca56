import { EmptyResults, ListHero, ResultCount, useFiltering } from "~/components/site/catalogue-filters";
import { pageMeta } from "~/components/site/seo";
import { TourCard } from "~/components/site/tour-card";
import { TourFilters } from "~/components/site/tour-filters";
import { TOURS_PAGE } from "~/content/catalogue-pages";
import { filterTours, parseTourFilter, tourDestinationsOf } from "~/domain/filters";
import { listTours } from "~/server/tours.server";
import type { Route } from "./+types/tours";

export async function loader({ request }: Route.LoaderArgs) {
  const filter = parseTourFilter(new URL(request.url).searchParams);
  const tours = await listTours();
  return { filter, destinations: tourDestinationsOf(tours), tours: filterTours(tours, filter) };
}

export default function ToursPage({ loaderData }: Route.ComponentProps) {
  const { filter, destinations, tours } = loaderData;
  const filtering = useFiltering("/tours");
  return (
    <main id="main">
      <ListHero {...TOURS_PAGE.hero} />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
        <TourFilters filter={filter} destinations={destinations} />
        <section aria-labelledby="results-title" aria-busy={filtering} className="space-y-5">
          <h2 id="results-title" className="sr-only">
            {TOURS_PAGE.resultsHeading}
          </h2>
          <ResultCount>{TOURS_PAGE.resultCount(tours.length)}</ResultCount>
          {tours.length === 0 ? (
            <EmptyResults {...TOURS_PAGE.empty} />
          ) : (
            <ul className={`grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${filtering ? "opacity-60" : ""}`}>
              {tours.map((tour) => (
                <li key={tour.id}>
                  <TourCard tour={tour} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </main>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: TOURS_PAGE.meta.title,
    description: TOURS_PAGE.meta.description,
    path: "/tours",
    image: "/images/tours/bali-island-escape.svg",
  });
