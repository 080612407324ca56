import { ArrowRight, Globe2, MapPin } from "lucide-react";
import { pageMessagesFor } from "~/server/platform/messages.server";
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
import { CatalogueImage, DETAIL_IMAGE_SIZES } from "~/components/site/catalogue-image";
import { TourGallery } from "~/components/site/tour-gallery";
import { publicGallery } from "~/server/catalogue/photos.server";
import { absoluteUrl, localeFrom, metaDescription, pageMeta, siteUrlFrom } from "~/components/site/seo";
import { Stars, formatRating } from "~/components/site/stars";
import { LINK_BUTTON } from "~/components/site/link-styles";
import { visitor, visitorMiddleware } from "~/server/platform/visitor.server";
import { useLocalizedPath } from "~/components/site/use-localized-path";
import { BOOK_NOW_PATH } from "~/content/site";
import { localizedPath } from "~/domain/locale";
import { countPublicTours, getPublicDestination, listPublicTours } from "~/server/catalogue/public-catalogue.server";
import { DestinationTravelInfo } from "~/components/site/destination-travel-info";
import { withPreview } from "~/server/catalogue/preview.server";
import { PreviewBanner, previewHeaders } from "~/components/site/preview-banner";
import type { Route } from "./+types/destination";

/** Tours the page shows (two rows of the three-column grid); the rest are a link away. */
const TOURS_SHOWN = 6;

/** A staff member's `?preview` shows a draft here; anyone else asking is sent to sign in (decision 0028). */
export const middleware: Route.MiddlewareFunction[] = [visitorMiddleware({ showsDrafts: true })];

export async function loader({ params, context }: Route.LoaderArgs) {
  const shownTo = visitor(context);
  const { locale, currency, preview } = shownTo;
  const destination = await getPublicDestination(params.id, locale, preview);
  if (!destination) throw data(null, { status: 404 });
  const [tours, tourCount, gallery] = await Promise.all([
    listPublicTours({ destinationId: destination.id, limit: TOURS_SHOWN, currency, locale }),
    countPublicTours(destination.id),
    publicGallery({ kind: "destination", id: destination.id }, locale),
  ]);
  const page = { destination, tours, tourCount, gallery, messages: pageMessagesFor(locale, ["destinationPage", "gallery"]) };
  return withPreview(shownTo, page, { kind: "destination", record: destination });
}

export const headers = previewHeaders;

export default function DestinationPage({ loaderData }: Route.ComponentProps) {
  const { destination, tours, tourCount, gallery, preview } = loaderData;
  const t = useTranslations("destinationPage");
  const nav = useTranslations("site.nav");
  const detail = useTranslations("detail");
  const localized = useLocalizedPath();
  const allTours = localized(`/tours?${new URLSearchParams({ destination: destination.id })}`);
  return (
    <DetailMain
      breadcrumbs={{
        label: detail("breadcrumb"),
        trail: [
          { to: "/", label: nav("home") },
          { to: "/destinations", label: nav("destinations") },
        ],
        current: destination.title,
      }}
    >
      <PreviewBanner notice={preview} />
      <DetailHeader title={destination.title}>
        <p className="flex items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-5 text-brand-700" />
          {t("location", { country: destination.country, continent: destination.continent })}
        </p>
        <Stars rating={destination.rating} size="md" />
      </DetailHeader>

      <DetailColumns
        main={
          <>
            <CatalogueImage
              src={destination.image}
              alt={t("imageAlt", { title: destination.title, country: destination.country })}
              loading="first"
              sizes={DETAIL_IMAGE_SIZES}
              className="rounded-xl"
            />
            <DetailSection id="about-destination" title={t("about")}>
              <p dir="auto" className="text-lg leading-relaxed whitespace-pre-line text-ink">
                {destination.description}
              </p>
            </DetailSection>
            {destination.activities.length > 0 ? (
              <DetailSection id="activities" title={t("activities")}>
                <ul className="flex flex-wrap gap-2">
                  {destination.activities.map((activity) => (
                    <li key={activity} className="rounded-full bg-brand-50 px-3.5 py-1.5 font-medium text-brand-800">
                      {activity}
                    </li>
                  ))}
                </ul>
              </DetailSection>
            ) : null}
            <DestinationTravelInfo destination={destination} />
            <TourGallery photos={gallery} title={destination.title} />
          </>
        }
        asideTitleId="plan-trip"
        aside={
          <>
            <DetailFacts
              label={destination.title}
              facts={[
                [t("country"), destination.country],
                [t("continent"), destination.continent],
                [t("rating"), `${formatRating(destination.rating)} / 5`],
                [t("tourCount"), String(tourCount)],
              ]}
            />
            <DetailEnquiry
              id="plan-trip"
              icon={<Globe2 aria-hidden="true" className="size-5 text-brand-700" />}
              title={t("enquiryTitle")}
              text={t("enquiryText")}
              button={t("enquiryButton")}
              href={BOOK_NOW_PATH}
            />
          </>
        }
      />

      <DetailSection id="destination-tours" title={t("tours", { title: destination.title })}>
        {tours.length === 0 ? <p className="text-muted">{t("noTours")}</p> : <TourGrid tours={tours} />}
        {tourCount > tours.length ? (
          <p className="mt-8 text-center">
            <Link to={allTours} className={LINK_BUTTON.outline}>
              {t("allTours", { title: destination.title })}
              <ArrowRight aria-hidden className="rtl:-scale-x-100" />
            </Link>
          </p>
        ) : null}
      </DetailSection>
    </DetailMain>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { destination } = loaderData;
  const path = `/destinations/${encodeURIComponent(destination.id)}`;
  const siteUrl = siteUrlFrom(matches);
  const locale = localeFrom(matches);
  return pageMeta(matches, {
    title: `${destination.title}, ${destination.country}`,
    description: metaDescription(`${destination.title}, ${destination.country}: ${destination.description}`),
    path,
    image: destination.image,
    type: "article",
    jsonLd: {
      "@type": "TouristDestination",
      name: destination.title,
      description: destination.description,
      url: absoluteUrl(siteUrl, localizedPath(path, locale)),
      image: absoluteUrl(siteUrl, destination.image),
      containedInPlace: { "@type": "Country", name: destination.country },
      includesAttraction: destination.activities.map((activity) => ({ "@type": "TouristAttraction", name: activity })),
    },
  });
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DetailErrorBoundary error={error} />;
}
