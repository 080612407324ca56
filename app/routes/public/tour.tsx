import type { ReactNode } from "react";
import { Clock, MapPin, Users } from "lucide-react";
import { pageMessagesFor } from "~/server/platform/messages.server";
import { data, Link, useRouteLoaderData } from "react-router";
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
import { CatalogueImage, DETAIL_IMAGE_SIZES } from "~/components/site/catalogue-image";
import { metaDescription, pageMeta } from "~/components/site/seo";
import { ServerHtml } from "~/components/site/server-html";
import { TourPrices } from "~/components/site/tour-prices";
import { TourQuickBook } from "~/components/site/tour-quick-book";
import { TourSections } from "~/components/site/tour-sections";
import { useGalleryLightbox } from "~/components/site/use-gallery-lightbox";
import { renderStaticHtml } from "~/server/platform/static-html.server";
import { isRated, Stars } from "~/components/site/stars";
import { getEnv } from "~/server/platform/env.server";
import { getRequestSiteContent } from "~/server/platform/site-content.server";
import { tourPageJsonLd } from "~/server/catalogue/tour-json-ld.server";
import { useLocalizedPath } from "~/components/site/use-localized-path";
import { getPublicTour, listPublicTours } from "~/server/catalogue/public-catalogue.server";
import { withPreview } from "~/server/catalogue/preview.server";
import { PreviewBanner, previewHeaders } from "~/components/site/preview-banner";
import { publicGallery } from "~/server/catalogue/photos.server";
import { visitor, visitorMiddleware } from "~/server/platform/visitor.server";
import { publicTourDates } from "~/server/catalogue/departures.server";
import { tourPageFacts } from "~/server/catalogue/tour-details.server";
import { TourWhatsApp } from "~/components/site/whatsapp-chat";
import { MAIN_OFFICE } from "~/domain/offices";
import type { loader as layoutLoader } from "./layout";
import type { Route } from "./+types/tour";

/** How many other tours of the same destination the page suggests. */
const MORE_TOURS = 3;

/** A staff member's `?preview` shows a draft here; anyone else asking is sent to sign in (decision 0028). */
export const middleware: Route.MiddlewareFunction[] = [visitorMiddleware({ showsDrafts: true })];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const shownTo = visitor(context);
  const { locale, currency, preview, today } = shownTo;
  const tour = await getPublicTour(params.id, { currency, locale, preview });
  if (!tour) throw data(null, { status: 404 });
  const moreTours = await listPublicTours({ destinationId: tour.destinationId, exceptId: tour.id, limit: MORE_TOURS, currency, locale });
  const [dates, gallery, content] = await Promise.all([
    publicTourDates(tour, { currency, locale, today }),
    publicGallery({ kind: "tour", id: tour.id }, locale),
    getRequestSiteContent(context, locale),
  ]);
  const jsonLd = tourPageJsonLd(tour, dates, { siteUrl: getEnv().SITE_URL, locale, companyName: content.contact.companyName });
  // The sections and the price box are rendered here, so their code is not in the page's script;
  // the browser gets the tour's few fields that the rest of the page and its meta tags show.
  const facts = tourPageFacts(tour, locale);
  const html = {
    sections: renderStaticHtml(
      locale,
      <TourSections tour={tour} facts={facts} dates={dates} gallery={gallery} shownMap={url.searchParams.get("map")} />,
    ),
    prices: renderStaticHtml(locale, <TourPrices tour={tour} />),
  };
  const { id, title, destination, destinationId, duration, rating, groupSize, image, description, priceText } = tour;
  const page = {
    tour: { id, title, destination, destinationId, duration, rating, groupSize, image, description, priceText },
    moreTours,
    html,
    jsonLd,
    messages: pageMessagesFor(locale, ["tourPage"]),
  };
  return withPreview(shownTo, page, { kind: "tour", record: tour });
}

export const headers = previewHeaders;

export default function TourPage({ loaderData }: Route.ComponentProps) {
  const { tour, moreTours, html, preview } = loaderData;
  const t = useTranslations("tourPage");
  const days = useTranslations("cards");
  const nav = useTranslations("site.nav");
  const detail = useTranslations("detail");
  const localized = useLocalizedPath();
  const site = useRouteLoaderData<typeof layoutLoader>("routes/public/layout")!;
  const destinationPath = localized(`/destinations/${encodeURIComponent(tour.destinationId)}`);
  const enquiryHref = `/enquire/tour?tour=${encodeURIComponent(tour.id)}`;
  useGalleryLightbox();
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
      <PreviewBanner notice={preview} />
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
      <TourQuickBook priceText={tour.priceText} href={enquiryHref} />

      <DetailColumns
        main={
          <>
            <CatalogueImage src={tour.image} alt={tour.title} loading="first" sizes={DETAIL_IMAGE_SIZES} className="rounded-xl" />
            <ServerHtml html={html.sections} className="space-y-8" />
          </>
        }
        asideTitleId="book-tour"
        aside={
          <>
            <ServerHtml html={html.prices} />
            <TourWhatsApp number={site.offices[MAIN_OFFICE].whatsapp} company={site.contact.companyName} tour={tour} />
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
                ...(isRated(tour.rating) ? [[t("rating"), <Stars rating={tour.rating} />] satisfies [string, ReactNode]] : []),
              ]}
            />
            <div className="print:hidden">
              <DetailEnquiry
                id="book-tour"
                title={t("enquiryTitle")}
                text={t("enquiryText")}
                button={t("enquiryButton")}
                href={enquiryHref}
              />
            </div>
          </>
        }
      />

      {moreTours.length > 0 ? (
        <div className="print:hidden">
          <DetailSection id="more-tours" title={t("moreInDestination", { destination: tour.destination })}>
            <TourGrid tours={moreTours} />
          </DetailSection>
        </div>
      ) : null}
    </DetailMain>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { tour } = loaderData;
  const path = `/tours/${encodeURIComponent(tour.id)}`;
  return pageMeta(matches, {
    title: tour.title,
    description: metaDescription(`${tour.title} (${tour.destination}): ${tour.description}`),
    path,
    image: tour.image,
    type: "article",
    jsonLd: loaderData.jsonLd,
  });
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DetailErrorBoundary error={error} />;
}
