import { ListPage } from "~/components/site/list-page";
import { DestinationCard } from "~/components/site/destination-card";
import { DestinationFilters } from "~/components/site/destination-filters";
import { pageMeta } from "~/components/site/seo";
import { DESTINATIONS_PAGE } from "~/content/catalogue-pages";
import { continentsOf, filterDestinations, parseDestinationFilter } from "~/domain/filters";
import { listPublicDestinations } from "~/server/public-catalogue.server";
import type { Route } from "./+types/destinations";

export async function loader({ request }: Route.LoaderArgs) {
  const filter = parseDestinationFilter(new URL(request.url).searchParams);
  const destinations = await listPublicDestinations();
  return {
    filter,
    continents: continentsOf(destinations),
    destinations: filterDestinations(destinations, filter),
  };
}

export default function DestinationsPage({ loaderData }: Route.ComponentProps) {
  const { filter, continents, destinations } = loaderData;
  return (
    <ListPage
      texts={DESTINATIONS_PAGE}
      pathname="/destinations"
      filters={<DestinationFilters filter={filter} continents={continents} />}
      count={destinations.length}
    >
      {destinations.map((destination) => (
        <li key={destination.id}>
          <DestinationCard destination={destination} />
        </li>
      ))}
    </ListPage>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: DESTINATIONS_PAGE.meta.title,
    description: DESTINATIONS_PAGE.meta.description,
    path: "/destinations",
    image: "/images/destinations/santorini.svg",
  });
