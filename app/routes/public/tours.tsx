import { ListPage } from "~/components/site/list-page";
import { metaTexts, pageMeta } from "~/components/site/seo";
import { cardImageLoading } from "~/components/site/catalogue-image";
import { TourCard } from "~/components/site/tour-card";
import { TourFilters } from "~/components/site/tour-filters";
import { parseTourFilter, tourFilterQuery } from "~/domain/filters";
import { parsePage } from "~/domain/sort";
import { listPublicTourDestinations, searchPublicTours } from "~/server/public-catalogue.server";
import type { Route } from "./+types/tours";

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filter = parseTourFilter(params);
  const [destinations, { rows: tours, ...position }] = await Promise.all([
    listPublicTourDestinations(),
    searchPublicTours(filter, parsePage(params)),
  ]);
  return { filter, destinations, tours, position };
}

export default function ToursPage({ loaderData }: Route.ComponentProps) {
  const { filter, destinations, tours, position } = loaderData;
  return (
    <ListPage
      namespace="toursPage"
      pathname="/tours"
      filters={<TourFilters filter={filter} destinations={destinations} />}
      position={position}
      pageHref={(page) => `/tours${tourFilterQuery(filter, page)}`}
    >
      {tours.map((tour, index) => (
        <li key={tour.id}>
          <TourCard tour={tour} imageLoading={cardImageLoading(index)} />
        </li>
      ))}
    </ListPage>
  );
}

export const meta: Route.MetaFunction = ({ matches }) => {
  return pageMeta(matches, {
    ...metaTexts(matches, "toursPage"),
    path: "/tours",
    image: "/images/tours/bali-island-escape.svg",
  });
};
