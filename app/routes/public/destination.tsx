import { Globe2, MapPin } from "lucide-react";
import { data, Link } from "react-router";
import { CatalogueImage } from "~/components/site/catalogue-image";
import { Breadcrumbs, DetailErrorBoundary, DetailFacts, DetailSection } from "~/components/site/catalogue-detail-parts";
import { LINK_BUTTON } from "~/components/site/link-styles";
import { absoluteUrl, pageMeta, siteUrlFrom } from "~/components/site/seo";
import { Stars, formatRating } from "~/components/site/stars";
import { TourCard } from "~/components/site/tour-card";
import { DESTINATION_PAGE } from "~/content/catalogue-pages";
import { getDestination } from "~/server/destinations.server";
import { listTours } from "~/server/tours.server";
import type { Route } from "./+types/destination";

const texts = DESTINATION_PAGE;

export async function loader({ params }: Route.LoaderArgs) {
  const destination = await getDestination(params.id);
  if (!destination) throw data(null, { status: 404 });
  const tours = await listTours({ destinationId: destination.id });
  return { destination, tours };
}

export default function DestinationPage({ loaderData }: Route.ComponentProps) {
  const { destination, tours } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <Breadcrumbs
        label={texts.breadcrumb}
        trail={[
          { to: "/", label: texts.home },
          { to: "/destinations", label: texts.destinations },
        ]}
        current={destination.title}
      />

      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl md:text-5xl">{destination.title}</h1>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-muted">
          <p className="flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-5 text-brand-700" />
            {texts.location(destination.country, destination.continent)}
          </p>
          <Stars rating={destination.rating} size="md" />
        </div>
      </header>

      <div className="grid gap-8 lg:grid-cols-3 lg:gap-10">
        <div className="space-y-8 lg:col-span-2">
          <CatalogueImage
            src={destination.image}
            alt={texts.imageAlt(destination.title, destination.country)}
            eager
            className="rounded-xl"
          />
          <DetailSection id="about-destination" title={texts.about}>
            <p className="text-lg leading-relaxed whitespace-pre-line text-ink">{destination.description}</p>
          </DetailSection>
          {destination.activities.length > 0 ? (
            <DetailSection id="activities" title={texts.activities}>
              <ul className="flex flex-wrap gap-2">
                {destination.activities.map((activity) => (
                  <li key={activity} className="rounded-full bg-brand-50 px-3.5 py-1.5 font-medium text-brand-800">
                    {activity}
                  </li>
                ))}
              </ul>
            </DetailSection>
          ) : null}
        </div>

        <aside aria-labelledby="plan-trip" className="lg:sticky lg:top-6 lg:self-start">
          <div className="space-y-5 rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
            <DetailFacts
              label={destination.title}
              facts={[
                [texts.country, destination.country],
                [texts.continent, destination.continent],
                [texts.rating, `${formatRating(destination.rating)} / 5`],
                [texts.tourCount, String(tours.length)],
              ]}
            />
            <div className="space-y-3 border-t border-gray-200 pt-5">
              <h2 id="plan-trip" className="flex items-center gap-2 text-xl font-bold text-ink">
                <Globe2 aria-hidden="true" className="size-5 text-brand-700" />
                {texts.enquiry.title}
              </h2>
              <p className="text-muted">{texts.enquiry.text}</p>
              <Link to={texts.enquiry.href} className={`${LINK_BUTTON.primary} w-full`}>
                {texts.enquiry.button}
              </Link>
            </div>
          </div>
        </aside>
      </div>

      <DetailSection id="destination-tours" title={texts.tours(destination.title)}>
        {tours.length === 0 ? (
          <p className="text-muted">{texts.noTours}</p>
        ) : (
          <ul className="grid gap-6 pt-2 sm:grid-cols-2 lg:grid-cols-3">
            {tours.map((tour) => (
              <li key={tour.id}>
                <TourCard tour={tour} />
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
    </main>
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { destination } = loaderData;
  const path = `/destinations/${encodeURIComponent(destination.id)}`;
  const siteUrl = siteUrlFrom(matches);
  return pageMeta(matches, {
    title: `${destination.title}, ${destination.country}`,
    description: texts.metaDescription(destination.title, destination.country, destination.description),
    path,
    image: destination.image,
    type: "article",
    jsonLd: {
      "@type": "TouristDestination",
      name: destination.title,
      description: destination.description,
      url: absoluteUrl(siteUrl, path),
      image: absoluteUrl(siteUrl, destination.image),
      containedInPlace: { "@type": "Country", name: destination.country },
      includesAttraction: destination.activities.map((activity) => ({ "@type": "TouristAttraction", name: activity })),
    },
  });
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DetailErrorBoundary error={error} />;
}
