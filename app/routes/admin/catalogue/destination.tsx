import { Link } from "react-router";
import {
  CatalogueChips,
  CatalogueDetail,
  AdminFacts,
  CatalogueFeaturedBadge,
  CatalogueNotFound,
  AdminSection,
} from "~/components/admin/catalogue-detail";
import { adminMeta } from "~/components/admin/admin-page-header";
import { AuditHistory } from "~/components/admin/audit-history";
import { PhotoManager } from "~/components/admin/photo-manager";
import { adminGallery } from "~/server/catalogue/photos.server";
import { historyItems } from "~/server/accounts/audit.server";
import { catalogueTexts, DETAIL_TEXTS } from "~/content/catalogue-admin";
import { formatMoney } from "~/domain/money";
import { getDestination } from "~/server/catalogue/destinations.server";
import { requireRecord } from "./catalogue.server";
import { changePublication } from "./publication.server";
import { PublicationControls } from "~/components/admin/publication-controls";
import { readForm } from "~/server/platform/posted-form.server";
import { listTours } from "~/server/catalogue/tours.server";
import type { Route } from "./+types/destination";

const texts = catalogueTexts("destination");

export async function loader({ params }: Route.LoaderArgs) {
  const destination = await requireRecord("destination", getDestination, params.id);
  const tours = (await listTours({ destinationId: destination.id })).map((tour) => ({
    id: tour.id,
    title: tour.title,
    duration: tour.duration,
    price: formatMoney(tour.price),
  }));
  return {
    destination,
    tours,
    history: await historyItems("destination", destination.id),
    photos: await adminGallery({ kind: "destination", id: destination.id }),
  };
}

/** The Publish or Unpublish button of this screen (issue #12). */
export async function action({ request, params }: Route.ActionArgs) {
  return changePublication(await readForm(request), "destination", params.id, `/admin/destinations/${encodeURIComponent(params.id)}`);
}

export default function DestinationScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { destination, tours, history, photos } = loaderData;
  return (
    <CatalogueDetail
      publication={<PublicationControls kind="destination" record={destination} />}
      problem={actionData?.problem}
      texts={texts}
      id={destination.id}
      title={destination.title}
      subtitle={`${destination.country}, ${destination.continent}`}
      image={destination.image}
      main={
        <>
          <AdminSection title={DETAIL_TEXTS.description}>
            <p className="leading-relaxed whitespace-pre-line text-ink">{destination.description}</p>
          </AdminSection>
          <AdminSection title={DETAIL_TEXTS.activities}>
            <CatalogueChips items={destination.activities} empty={DETAIL_TEXTS.none} />
          </AdminSection>
          <PhotoManager
            owner={{ kind: "destination", ...destination }}
            photos={photos}
            screen={`/admin/destinations/${encodeURIComponent(destination.id)}`}
          />
        </>
      }
      aside={
        <>
          <AdminSection title={DETAIL_TEXTS.details}>
            <AdminFacts
              facts={[
                [DETAIL_TEXTS.rating, DETAIL_TEXTS.ratingOutOf5(destination.rating)],
                [DETAIL_TEXTS.featuredStatus, <CatalogueFeaturedBadge featured={destination.featured} />],
              ]}
            />
          </AdminSection>
          <AdminSection title={DETAIL_TEXTS.relatedTours}>
            {tours.length === 0 ? (
              <p className="text-sm text-muted">{DETAIL_TEXTS.noRelatedTours}</p>
            ) : (
              <ul className="-mx-2 space-y-1">
                {tours.map((tour) => (
                  <li key={tour.id}>
                    <Link
                      to={`/admin/tours/${encodeURIComponent(tour.id)}`}
                      className="flex flex-col rounded-md px-2 py-2 hover:bg-gray-50"
                    >
                      <span className="font-medium text-brand-700">{tour.title}</span>
                      <span className="text-sm text-muted">{DETAIL_TEXTS.daysAndPrice(tour.duration, tour.price)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </AdminSection>
          <AuditHistory items={history} />
        </>
      }
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CatalogueNotFound texts={texts} error={error} />;
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.destination.title ?? texts.notFound);
