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
import { historyItems } from "~/server/audit.server";
import { catalogueTexts, DETAIL_TEXTS } from "~/content/catalogue-admin";
import { formatMoney } from "~/domain/money";
import { requireRecord } from "./catalogue.server";
import { getTour } from "~/server/tours.server";
import type { Route } from "./+types/tour";

const texts = catalogueTexts("tour");

export async function loader({ params }: Route.LoaderArgs) {
  const tour = await requireRecord("tour", getTour, params.id);
  return { tour: { ...tour, price: formatMoney(tour.price) }, history: await historyItems("tour", tour.id) };
}

export default function TourScreen({ loaderData }: Route.ComponentProps) {
  const { tour, history } = loaderData;
  return (
    <CatalogueDetail
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
