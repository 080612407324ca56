import { catalogueShouldRevalidate, CatalogueList, titleColumn, type CatalogueColumn } from "~/components/admin/catalogue-list";
import { statusColumn } from "~/components/admin/publication-controls";
import { adminMeta } from "~/components/admin/admin-page-header";
import { CatalogueServiceIcon } from "~/components/admin/catalogue-service-icon";
import type { Service } from "~/domain/catalogue";
import { catalogueTexts, COLUMN_HEADERS } from "~/content/catalogue-admin";
import { catalogueListRoute } from "./catalogue.server";
import {
  deleteService,
  getService,
  searchServices,
  SERVICE_SORT_COLUMNS,
  type ServiceSortColumn,
} from "~/server/catalogue/services.server";
import type { Route } from "./+types/services";

const texts = catalogueTexts("service");

const list = catalogueListRoute({
  kind: "service",
  columns: SERVICE_SORT_COLUMNS,
  search: searchServices,
  get: getService,
  remove: deleteService,
});
export const loader = list.loader;
export const action = list.action;

export { catalogueShouldRevalidate as shouldRevalidate };

type Row = Pick<Service, "id" | "title" | "version" | "description" | "icon" | "status" | "publishAt">;

const columns: CatalogueColumn<Row, ServiceSortColumn>[] = [
  {
    header: COLUMN_HEADERS.icon,
    sort: "icon",
    cell: (row) => (
      <span className="inline-flex size-9 items-center justify-center rounded-md bg-brand-50 text-brand-700" title={row.icon}>
        <CatalogueServiceIcon name={row.icon} className="size-5" />
        <span className="sr-only">{row.icon}</span>
      </span>
    ),
  },
  titleColumn("title", (row) => `/admin/services/edit/${encodeURIComponent(row.id)}`),
  {
    header: COLUMN_HEADERS.description,
    sort: "description",
    cell: (row) => <span className="line-clamp-2 max-w-md text-muted">{row.description}</span>,
  },
  statusColumn("service"),
];

export default function ServicesScreen({ loaderData, actionData }: Route.ComponentProps) {
  return <CatalogueList texts={texts} {...loaderData} problem={actionData?.problem} columns={columns} />;
}

export const meta: Route.MetaFunction = () => adminMeta(texts.listTitle);
