import { ListPage } from "~/components/site/list-page";
import { pageMeta } from "~/components/site/seo";
import { TourCard } from "~/components/site/tour-card";
import { TourFilters } from "~/components/site/tour-filters";
import { TOURS_PAGE } from "~/content/catalogue-pages";
import { filterTours, parseTourFilter, tourDestinationsOf } from "~/domain/filters";
import { listPublicTours } from "~/server/public-catalogue.server";
import type { Route } from "./+types/tours";

export async function loader({ request }: Route.LoaderArgs) {
  const filter = parseTourFilter(new URL(request.url).searchParams);
  const tours = await listPublicTours();
  return { filter, destinations: tourDestinationsOf(tours), tours: filterTours(tours, filter) };
}

export default function ToursPage({ loaderData }: Route.ComponentProps) {
  const { filter, destinations, tours } = loaderData;
  return (
    <ListPage
      texts={TOURS_PAGE}
      pathname="/tours"
      filters={<TourFilters filter={filter} destinations={destinations} />}
      count={tours.length}
    >
      {tours.map((tour) => (
        <li key={tour.id}>
          <TourCard tour={tour} />
        </li>
      ))}
    </ListPage>
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: TOURS_PAGE.meta.title,
    description: TOURS_PAGE.meta.description,
    path: "/tours",
    image: "/images/tours/bali-island-escape.svg",
  });
