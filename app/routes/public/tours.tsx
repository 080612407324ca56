import { ListPage } from "~/components/site/list-page";
import { pageMessagesFor } from "~/server/platform/messages.server";
import { metaTexts, pageMeta } from "~/components/site/seo";
import { cardImageLoading } from "~/components/site/catalogue-image";
import { TourCard } from "~/components/site/tour-card";
import { TourFilters } from "~/components/site/tour-filters";
import { priceFilterFor, priceSliderLabels } from "~/domain/currencies";
import { parseTourFilter, tourFilterQuery } from "~/domain/filters";
import { parsePage } from "~/domain/sort";
import { listPublicTourDestinations, searchPublicTours } from "~/server/catalogue/public-catalogue.server";
import { rateFor } from "~/server/platform/currencies.server";
import { visitor } from "~/server/platform/visitor.server";
import { monthOptions, withNextDepartures } from "~/server/catalogue/departures.server";
import type { Route } from "./+types/tours";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const { locale, currency, today } = visitor(context);
  // The price filter is in the visitor's currency (issue #11); dollars need no rate.
  const priceRange = priceFilterFor(currency, (await rateFor(currency))?.perUsdMicros);
  const filter = parseTourFilter(params, priceRange);
  const [destinations, { rows, ...position }] = await Promise.all([
    listPublicTourDestinations(locale),
    searchPublicTours(filter, parsePage(params), { currency, locale, today }),
  ]);
  const tours = await withNextDepartures(rows, locale, today);
  return {
    filter,
    destinations,
    months: monthOptions(locale, today),
    tours,
    position,
    priceRange: { ...priceRange, currency, labels: priceSliderLabels(priceRange, currency, locale, filter.maxPrice) },
    messages: pageMessagesFor(locale, ["toursPage"]),
  };
}

export default function ToursPage({ loaderData }: Route.ComponentProps) {
  const { filter, destinations, months, tours, position, priceRange } = loaderData;
  return (
    <ListPage
      namespace="toursPage"
      pathname="/tours"
      filters={<TourFilters filter={filter} destinations={destinations} months={months} priceRange={priceRange} />}
      position={position}
      pageHref={(page) => `/tours${tourFilterQuery(filter, page, priceRange)}`}
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
