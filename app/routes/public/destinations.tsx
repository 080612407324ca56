import { DestinationCard } from "~/components/site/destination-card";
import { DestinationFilters } from "~/components/site/destination-filters";
import { EmptyResults, ListHero, ResultCount, useFiltering } from "~/components/site/catalogue-filters";
import { pageMeta } from "~/components/site/seo";
import { DESTINATIONS_PAGE } from "~/content/catalogue-pages";
import { continentsOf, filterDestinations, parseDestinationFilter } from "~/domain/filters";
import { listDestinations } from "~/server/destinations.server";
import type { Route } from "./+types/destinations";

export async function loader({ request }: Route.LoaderArgs) {
  const filter = parseDestinationFilter(new URL(request.url).searchParams);
  const destinations = await listDestinations();
  return {
    filter,
    continents: continentsOf(destinations),
    destinations: filterDestinations(destinations, filter),
  };
}

export default function DestinationsPage({ loaderData }: Route.ComponentProps) {
  const { filter, continents, destinations } = loaderData;
  const filtering = useFiltering("/destinations");
  return (
    <main id="main">
      <ListHero {...DESTINATIONS_PAGE.hero} />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
        <DestinationFilters filter={filter} continents={continents} />
        <section aria-labelledby="results-title" aria-busy={filtering} className="space-y-5">
          <h2 id="results-title" className="sr-only">
            {DESTINATIONS_PAGE.resultsHeading}
          </h2>
          <ResultCount>{DESTINATIONS_PAGE.resultCount(destinations.length)}</ResultCount>
          {destinations.length === 0 ? (
            <EmptyResults {...DESTINATIONS_PAGE.empty} />
          ) : (
            <ul className={`grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${filtering ? "opacity-60" : ""}`}>
              {destinations.map((destination) => (
                <li key={destination.id}>
                  <DestinationCard destination={destination} />
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
    title: DESTINATIONS_PAGE.meta.title,
    description: DESTINATIONS_PAGE.meta.description,
    path: "/destinations",
    image: "/images/destinations/santorini.svg",
  });
