import {
  catalogueShouldRevalidate,
  CatalogueList,
  featuredColumn,
  titleColumn,
  type CatalogueColumn,
} from "~/components/admin/catalogue-list";
import { statusColumn } from "~/components/admin/publication-controls";
import { adminMeta } from "~/components/admin/admin-page-header";
import type { Tour } from "~/domain/catalogue";
import { catalogueTexts, COLUMN_HEADERS, DETAIL_TEXTS } from "~/content/catalogue-admin";
import { formatMoney } from "~/domain/money";
import { catalogueListRoute } from "./catalogue.server";
import { deleteTour, getTour, searchTours, TOUR_SORT_COLUMNS, updateTour, type TourSortColumn } from "~/server/catalogue/tours.server";
import type { Route } from "./+types/tours";

const texts = catalogueTexts("tour");

const list = catalogueListRoute({
  kind: "tour",
  columns: TOUR_SORT_COLUMNS,
  search: searchTours,
  get: getTour,
  remove: deleteTour,
  setFeatured: (id, featured, version) => updateTour(id, { featured }, version),
});
export const loader = list.loader;
export const action = list.action;

export { catalogueShouldRevalidate as shouldRevalidate };

type Row = Pick<Tour, "id" | "title" | "version" | "destination" | "duration" | "price" | "rating" | "featured" | "status" | "publishAt">;

const columns: CatalogueColumn<Row, TourSortColumn>[] = [
  titleColumn("title", (row) => `/admin/tours/${encodeURIComponent(row.id)}`),
  { header: COLUMN_HEADERS.destination, sort: "destination", cell: (row) => row.destination },
  { header: COLUMN_HEADERS.duration, sort: "duration", numeric: true, cell: (row) => DETAIL_TEXTS.days(row.duration) },
  { header: COLUMN_HEADERS.price, sort: "price", numeric: true, cell: (row) => formatMoney(row.price) },
  { header: COLUMN_HEADERS.rating, sort: "rating", numeric: true, cell: (row) => row.rating.toFixed(1) },
  featuredColumn("featured"),
  statusColumn("tour"),
];

export default function ToursScreen({ loaderData, actionData }: Route.ComponentProps) {
  return <CatalogueList texts={texts} {...loaderData} problem={actionData?.problem} columns={columns} />;
}

export const meta: Route.MetaFunction = () => adminMeta(texts.listTitle);
