import { CheckCircle2, Clock, MapPin, Users } from "lucide-react";
import { data, Link } from "react-router";
import { useTranslations } from "use-intl";
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
import { absoluteUrl, companyNameFrom, localeFrom, pageMeta, siteUrlFrom } from "~/components/site/seo";
import { Stars } from "~/components/site/stars";
import { useLocalizedPath } from "~/components/site/use-localized-path";
import { metaDescription } from "~/content/catalogue-pages";
import { localizedPath } from "~/domain/locale";
import { toMajorUnits } from "~/domain/money";
import { getPublicTour, listPublicTours } from "~/server/public-catalogue.server";
import { visitorCurrency } from "~/server/visitor-currency.server";
import { localeOfPath } from "~/domain/locale";
import type { Route } from "./+types/tour";

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
  const t = useTranslations("tourPage");
  const days = useTranslations("cards");
  const nav = useTranslations("site.nav");
  const detail = useTranslations("detail");
  const localized = useLocalizedPath();
  const destinationPath = localized(`/destinations/${encodeURIComponent(tour.destinationId)}`);
  return (
    <DetailMain
      breadcrumbs={{
        label: detail("breadcrumb"),
        trail: [
          { to: "/", label: nav("home") },
          { to: "/tours", label: nav("tours") },
        ],
        current: tour.title,
      }}
    >
      <DetailHeader title={tour.title}>
        <p className="flex items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-5 text-brand-700" />
          <span className="sr-only">{t("destination")}: </span>
          <Link to={destinationPath} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
            {tour.destination}
          </Link>
        </p>
        <p className="flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-5 text-brand-700" />
          {days("days", { count: tour.duration })}
        </p>
        <Stars rating={tour.rating} size="md" />
      </DetailHeader>

      <DetailColumns
        main={
          <>
            <CatalogueImage src={tour.image} alt={tour.title} loading="first" className="rounded-xl" />
            <DetailSection id="about-tour" title={t("about")}>
              <p dir="auto" className="text-lg leading-relaxed whitespace-pre-line text-ink">
                {tour.description}
              </p>
            </DetailSection>
            <DetailSection id="included" title={t("included")}>
              {tour.includedServices.length === 0 ? (
                <p className="text-muted">{t("noneIncluded")}</p>
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
              <span className="sr-only">{t("price")}: </span>
              <span className="text-4xl font-bold text-brand-800 tabular-nums">{tour.priceText}</span>
              <span className="text-muted">{t("pricePer")}</span>
            </p>
            {tour.priceNote && <p className="text-sm text-muted">{tour.priceNote}.</p>}
            <DetailFacts
              label={t("facts")}
              facts={[
                [
                  t("destination"),
                  <Link to={destinationPath} className="text-brand-700 underline-offset-4 hover:underline">
                    {tour.destination}
                  </Link>,
                ],
                [t("duration"), days("days", { count: tour.duration })],
                [
                  t("groupSize"),
                  <span className="inline-flex items-center gap-1.5">
                    <Users aria-hidden="true" className="size-4 text-brand-700" />
                    {t("groupSizeValue", { count: tour.groupSize })}
                  </span>,
                ],
                [t("rating"), <Stars rating={tour.rating} />],
              ]}
            />
            <DetailEnquiry
              id="book-tour"
              title={t("enquiryTitle")}
              text={t("enquiryText")}
              button={t("enquiryButton")}
              href={`/contact?tour=${encodeURIComponent(tour.id)}`}
            />
          </>
        }
      />

      {moreTours.length > 0 ? (
        <DetailSection id="more-tours" title={t("moreInDestination", { destination: tour.destination })}>
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
  const locale = localeFrom(matches);
  const url = absoluteUrl(siteUrl, localizedPath(path, locale));
  return pageMeta(matches, {
    title: tour.title,
    description: metaDescription(`${tour.title} (${tour.destination}): ${tour.description}`),
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
              url: absoluteUrl(siteUrl, localizedPath(`/destinations/${encodeURIComponent(tour.destinationId)}`, locale)),
            },
          },
        ],
      },
      provider: { "@type": "TravelAgency", name: companyNameFrom(matches), url: absoluteUrl(siteUrl, localizedPath("/", locale)) },
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
