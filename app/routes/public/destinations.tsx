import { ListPage } from "~/components/site/list-page";
import { cardImageLoading } from "~/components/site/catalogue-image";
import { DestinationCard } from "~/components/site/destination-card";
import { DestinationFilters } from "~/components/site/destination-filters";
import { pageMeta } from "~/components/site/seo";
import { DESTINATIONS_PAGE } from "~/content/catalogue-pages";
import { destinationFilterQuery, parseDestinationFilter } from "~/domain/filters";
import { parsePage } from "~/domain/sort";
import { listPublicContinents, searchPublicDestinations } from "~/server/public-catalogue.server";
import { localeOfPath } from "~/domain/locale";
import type { Route } from "./+types/destinations";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const locale = localeOfPath(url.pathname);
  const filter = parseDestinationFilter(params);
  const [continents, { rows: destinations, ...position }] = await Promise.all([
    listPublicContinents(locale),
    searchPublicDestinations(filter, parsePage(params), locale),
  ]);
  return { filter, continents, destinations, position };
}

export default function DestinationsPage({ loaderData }: Route.ComponentProps) {
  const { filter, continents, destinations, position } = loaderData;
  return (
    <ListPage
      texts={DESTINATIONS_PAGE}
      pathname="/destinations"
      filters={<DestinationFilters filter={filter} continents={continents} />}
      position={position}
      pageHref={(page) => `/destinations${destinationFilterQuery(filter, page)}`}
    >
      {destinations.map((destination, index) => (
        <li key={destination.id}>
          <DestinationCard destination={destination} imageLoading={cardImageLoading(index)} />
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
