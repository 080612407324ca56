import { ListPage } from "~/components/site/list-page";
import { pageMessagesFor } from "~/server/messages.server";
import { metaTexts, pageMeta } from "~/components/site/seo";
import { cardImageLoading } from "~/components/site/catalogue-image";
import { TourCard } from "~/components/site/tour-card";
import { TourFilters } from "~/components/site/tour-filters";
import { priceFilterFor, priceSliderLabels } from "~/domain/currencies";
import { parseTourFilter, tourFilterQuery } from "~/domain/filters";
import { parsePage } from "~/domain/sort";
import { listPublicTourDestinations, rateFor, searchPublicTours } from "~/server/public-catalogue.server";
import { visitorCurrency } from "~/server/visitor-currency.server";
import { monthOptions, withNextDepartures } from "~/server/departures.server";
import { localeOfPath } from "~/domain/locale";
import type { Route } from "./+types/tours";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const locale = localeOfPath(url.pathname);
  const currency = visitorCurrency(request);
  // The price filter is in the visitor's currency (issue #11); dollars need no rate.
  const priceRange = priceFilterFor(currency, (await rateFor(currency))?.perUsdMicros);
  const filter = parseTourFilter(params, priceRange);
  const [destinations, { rows, ...position }] = await Promise.all([
    listPublicTourDestinations(locale),
    searchPublicTours(filter, parsePage(params), { currency, locale }),
  ]);
  const tours = await withNextDepartures(rows, locale);
  return {
    filter,
    destinations,
    months: monthOptions(locale),
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
