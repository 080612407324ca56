import { ListPage } from "~/components/site/list-page";
import { pageMessagesFor } from "~/server/platform/messages.server";
import { cardImageLoading } from "~/components/site/catalogue-image";
import { DestinationCard } from "~/components/site/destination-card";
import { DestinationFilters } from "~/components/site/destination-filters";
import { metaTexts, pageMeta } from "~/components/site/seo";
import { destinationFilterQuery, parseDestinationFilter } from "~/domain/filters";
import { parsePage } from "~/domain/sort";
import { listPublicContinents, searchPublicDestinations } from "~/server/catalogue/public-catalogue.server";
import { visitor } from "~/server/platform/visitor.server";
import type { Route } from "./+types/destinations";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const { locale } = visitor(context);
  const filter = parseDestinationFilter(params);
  const [continents, { rows: destinations, ...position }] = await Promise.all([
    listPublicContinents(locale),
    searchPublicDestinations(filter, parsePage(params), locale),
  ]);
  return { filter, continents, destinations, position, messages: pageMessagesFor(locale, ["destinationsPage"]) };
}

export default function DestinationsPage({ loaderData }: Route.ComponentProps) {
  const { filter, continents, destinations, position } = loaderData;
  return (
    <ListPage
      namespace="destinationsPage"
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

export const meta: Route.MetaFunction = ({ matches }) => {
  return pageMeta(matches, {
    ...metaTexts(matches, "destinationsPage"),
    path: "/destinations",
    image: "/images/destinations/santorini.svg",
  });
};
