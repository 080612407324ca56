import { CheckCircle2, Clock, MapPin, Users } from "lucide-react";
import { data, Link } from "react-router";
import {
  DetailColumns,
  DetailEnquiry,
  DetailErrorBoundary,
  DetailFacts,
  DetailHeader,
  DetailMain,
  DetailSection,
  TourGrid,
} from "~/components/site/catalogue-detail-parts";
import { CatalogueImage } from "~/components/site/catalogue-image";
import { absoluteUrl, pageMeta, siteUrlFrom } from "~/components/site/seo";
import { Stars } from "~/components/site/stars";
import { CARD_TEXTS } from "~/content/catalogue-cards";
import { TOUR_PAGE } from "~/content/catalogue-pages";
import { COMPANY } from "~/content/company";
import { toMajorUnits } from "~/domain/money";
import { getPublicTour, listPublicTours } from "~/server/public-catalogue.server";
import { visitorCurrency } from "~/server/visitor-currency.server";
import { localeOfPath } from "~/domain/locale";
import type { Route } from "./+types/tour";

const texts = TOUR_PAGE;

/** How many other tours of the same destination the page suggests. */
const MORE_TOURS = 3;

export async function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const currency = visitorCurrency(request);
  const tour = await getPublicTour(params.id, { currency, locale });
  if (!tour) throw data(null, { status: 404 });
  const moreTours = await listPublicTours({ destinationId: tour.destinationId, exceptId: tour.id, limit: MORE_TOURS, currency, locale });
  return { tour, moreTours };
}

export default function TourPage({ loaderData }: Route.ComponentProps) {
  const { tour, moreTours } = loaderData;
  const destinationPath = `/destinations/${encodeURIComponent(tour.destinationId)}`;
  return (
    <DetailMain
      breadcrumbs={{
        label: texts.breadcrumb,
        trail: [
          { to: "/", label: texts.home },
          { to: "/tours", label: texts.tours },
        ],
        current: tour.title,
      }}
    >
      <DetailHeader title={tour.title}>
        <p className="flex items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-5 text-brand-700" />
          <span className="sr-only">{texts.destination}: </span>
          <Link to={destinationPath} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {tour.destination}
          </Link>
        </p>
        <p className="flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-5 text-brand-700" />
          {CARD_TEXTS.days(tour.duration)}
        </p>
        <Stars rating={tour.rating} size="md" />
      </DetailHeader>

      <DetailColumns
        main={
          <>
            <CatalogueImage src={tour.image} alt={texts.imageAlt(tour.title)} loading="first" className="rounded-xl" />
            <DetailSection id="about-tour" title={texts.about}>
              <p className="text-lg leading-relaxed whitespace-pre-line text-ink">{tour.description}</p>
            </DetailSection>
            <DetailSection id="included" title={texts.included}>
              {tour.includedServices.length === 0 ? (
                <p className="text-muted">{texts.noneIncluded}</p>
              ) : (
                <ul className="grid gap-2.5 sm:grid-cols-2">
                  {tour.includedServices.map((service) => (
                    <li key={service} className="flex items-start gap-2 text-ink">
                      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                      {service}
                    </li>
                  ))}
                </ul>
              )}
            </DetailSection>
          </>
        }
        asideTitleId="book-tour"
        aside={
          <>
            <p className="flex items-baseline gap-2">
              <span className="sr-only">{texts.price}: </span>
              <span className="text-4xl font-bold text-brand-800 tabular-nums">{tour.priceText}</span>
              <span className="text-muted">{texts.pricePer}</span>
            </p>
            {tour.priceNote && <p className="text-sm text-muted">{tour.priceNote}.</p>}
            <DetailFacts
              label={texts.facts}
              facts={[
                [
                  texts.destination,
                  <Link to={destinationPath} className="text-brand-700 underline-offset-4 hover:underline">
                    {tour.destination}
                  </Link>,
                ],
                [texts.duration, CARD_TEXTS.days(tour.duration)],
                [
                  texts.groupSize,
                  <span className="inline-flex items-center gap-1.5">
                    <Users aria-hidden="true" className="size-4 text-brand-700" />
                    {texts.groupSizeValue(tour.groupSize)}
                  </span>,
                ],
                [texts.rating, <Stars rating={tour.rating} />],
              ]}
            />
            <DetailEnquiry id="book-tour" {...texts.enquiry} href={texts.enquiry.href(tour.id)} />
          </>
        }
      />

      {moreTours.length > 0 ? (
        <DetailSection id="more-tours" title={texts.moreInDestination(tour.destination)}>
          <TourGrid tours={moreTours} />
        </DetailSection>
      ) : null}
    </DetailMain>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { tour } = loaderData;
  const path = `/tours/${encodeURIComponent(tour.id)}`;
  const siteUrl = siteUrlFrom(matches);
  const url = absoluteUrl(siteUrl, path);
  return pageMeta(matches, {
    title: tour.title,
    description: texts.metaDescription(tour.title, tour.destination, tour.description),
    path,
    image: tour.image,
    type: "article",
    jsonLd: {
      "@type": "TouristTrip",
      name: tour.title,
      description: tour.description,
      url,
      image: absoluteUrl(siteUrl, tour.image),
      itinerary: {
        "@type": "ItemList",
        numberOfItems: 1,
        itemListElement: [
          {
            "@type": "ListItem",
            position: 1,
            item: {
              "@type": "TouristDestination",
              name: tour.destination,
              url: absoluteUrl(siteUrl, `/destinations/${encodeURIComponent(tour.destinationId)}`),
            },
          },
        ],
      },
      provider: { "@type": "TravelAgency", name: COMPANY.name, url: absoluteUrl(siteUrl, "/") },
      offers: {
        "@type": "Offer",
        price: toMajorUnits(tour.price).toFixed(2),
        priceCurrency: tour.price.currency,
        url,
        availability: "https://schema.org/InStock",
      },
    },
  });
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DetailErrorBoundary error={error} />;
}
