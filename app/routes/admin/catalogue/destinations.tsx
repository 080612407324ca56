import {
  catalogueShouldRevalidate,
  CatalogueList,
  featuredColumn,
  titleColumn,
  type CatalogueColumn,
} from "~/components/admin/catalogue-list";
import { statusColumn } from "~/components/admin/publication-controls";
import { adminMeta } from "~/components/admin/admin-page-header";
import type { Destination } from "~/domain/catalogue";
import { catalogueTexts, COLUMN_HEADERS } from "~/content/catalogue-admin";
import { catalogueListRoute } from "./catalogue.server";
import {
  deleteDestination,
  DESTINATION_SORT_COLUMNS,
  getDestination,
  searchDestinations,
  updateDestination,
  type DestinationSortColumn,
} from "~/server/catalogue/destinations.server";
import type { Route } from "./+types/destinations";

const texts = catalogueTexts("destination");

const list = catalogueListRoute({
  kind: "destination",
  columns: DESTINATION_SORT_COLUMNS,
  search: searchDestinations,
  get: getDestination,
  remove: deleteDestination,
  setFeatured: (id, featured, version) => updateDestination(id, { featured }, version),
});
export const loader = list.loader;
export const action = list.action;

export { catalogueShouldRevalidate as shouldRevalidate };

type Row = Pick<Destination, "id" | "title" | "version" | "country" | "continent" | "rating" | "featured" | "status" | "publishAt">;

const columns: CatalogueColumn<Row, DestinationSortColumn>[] = [
  titleColumn("title", (row) => `/admin/destinations/${encodeURIComponent(row.id)}`),
  { header: COLUMN_HEADERS.country, sort: "country", cell: (row) => row.country },
  { header: COLUMN_HEADERS.continent, sort: "continent", cell: (row) => row.continent },
  { header: COLUMN_HEADERS.rating, sort: "rating", numeric: true, cell: (row) => row.rating.toFixed(1) },
  featuredColumn("featured"),
  statusColumn("destination"),
];

export default function DestinationsScreen({ loaderData, actionData }: Route.ComponentProps) {
  return <CatalogueList texts={texts} {...loaderData} problem={actionData?.problem} columns={columns} />;
}

export const meta: Route.MetaFunction = () => adminMeta(texts.listTitle);
