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
import { useKeptValues } from "~/components/admin/kept-form";
import { adminGallery } from "~/server/catalogue/photos.server";
import { historyItems } from "~/server/accounts/audit.server";
import { catalogueTexts, DETAIL_TEXTS } from "~/content/catalogue-admin";
import { formatMoney } from "~/domain/money";
import { requireRecord } from "./catalogue.server";
import { changePublication } from "./publication.server";
import { parsePublicationIntent } from "~/domain/publication";
import { PublicationControls } from "~/components/admin/publication-controls";
import { readForm } from "~/server/platform/posted-form.server";
import { getTour } from "~/server/catalogue/tours.server";
import { TourDepartures } from "~/components/admin/tour-departures";
import { handleDepartureAction, loadTourDepartures } from "./tour-departures.server";
import type { Route } from "./+types/tour";

const texts = catalogueTexts("tour");

export async function loader({ params, request }: Route.LoaderArgs) {
  const tour = await requireRecord("tour", getTour, params.id);
  const departures = await loadTourDepartures(request, tour);
  return {
    tour: { ...tour, price: formatMoney(tour.price) },
    history: await historyItems("tour", tour.id),
    photos: await adminGallery({ kind: "tour", id: tour.id }),
    ...departures,
  };
}

/** The Publish or Unpublish button and the Departures section's forms (issue #12). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = form.get("intent");
  if (parsePublicationIntent(intent)) {
    return changePublication(form, "tour", params.id, `/admin/tours/${encodeURIComponent(params.id)}`);
  }
  return handleDepartureAction(form, context, params.id);
}

export default function TourScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { tour, history, photos } = loaderData;
  // A departure typed when the session ended comes back to its form (decision 0041).
  const kept = useKeptValues((values) => values.intent === "departure-save");
  const outcome = actionData ?? (kept ? { intent: "departure-save", values: kept } : undefined);
  return (
    <CatalogueDetail
      publication={<PublicationControls kind="tour" record={tour} />}
      problem={actionData?.problem}
      texts={texts}
      id={tour.id}
      title={tour.title}
      subtitle={tour.destination}
      image={tour.image}
      main={
        <>
          <AdminSection title={DETAIL_TEXTS.description}>
            <p className="leading-relaxed whitespace-pre-line text-ink">{tour.description}</p>
          </AdminSection>
          <AdminSection title={DETAIL_TEXTS.includedServices}>
            <CatalogueChips items={tour.includedServices} empty={DETAIL_TEXTS.none} />
          </AdminSection>
          <TourDepartures
            departures={loaderData.departures}
            editing={loaderData.editingDeparture}
            outcome={outcome}
            pendingDelete={loaderData.pendingDeleteDeparture}
            mailConfigured={loaderData.mailConfigured}
          />
          <PhotoManager owner={{ kind: "tour", ...tour }} photos={photos} screen={`/admin/tours/${encodeURIComponent(tour.id)}`} />
        </>
      }
      aside={
        <>
          <AdminSection title={DETAIL_TEXTS.tourDetails}>
            <AdminFacts
              facts={[
                [
                  DETAIL_TEXTS.destination,
                  <Link to={`/admin/destinations/${encodeURIComponent(tour.destinationId)}`} className="text-brand-700 hover:underline">
                    {tour.destination}
                  </Link>,
                ],
                [DETAIL_TEXTS.duration, DETAIL_TEXTS.days(tour.duration)],
                [DETAIL_TEXTS.price, tour.price],
                [DETAIL_TEXTS.groupSize, DETAIL_TEXTS.maxPeople(tour.groupSize)],
                [DETAIL_TEXTS.rating, DETAIL_TEXTS.ratingOutOf5(tour.rating)],
                [DETAIL_TEXTS.featuredStatus, <CatalogueFeaturedBadge featured={tour.featured} />],
              ]}
            />
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

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.tour.title ?? texts.notFound);
