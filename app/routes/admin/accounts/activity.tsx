import { Form, Link } from "react-router";
import { adminMeta, AdminPageHeader } from "~/components/admin/admin-page-header";
import { AdminTable, type AdminColumn } from "~/components/admin/admin-table";
import { AuditThumbnails, AuditTime } from "~/components/admin/audit-history";
import { FilterDayRange, FilterField } from "~/components/admin/filter-field";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { PageLinks, RESULTS_ID } from "~/components/ui/page-links";
import { Select } from "~/components/ui/select";
import { AUDIT_TEXTS } from "~/content/audit";
import { actionLabel, toAuditItem } from "~/content/audit-history";
import { AUDIT_ACTIONS, AUDIT_ENTITIES, parseAuditFilter, type AuditFilter, type AuditItem } from "~/domain/audit";
import { parsePage } from "~/domain/sort";
import { requireRole } from "~/server/accounts/admin-gate.server";
import { auditNames } from "~/server/accounts/audit-names.server";
import { auditActors, searchAuditLog } from "~/server/accounts/audit.server";
import { staffTimeZone } from "~/server/platform/offices.server";
import type { Route } from "./+types/activity";

const TEXTS = AUDIT_TEXTS.activity;
const PATH = "/admin/activity";

/** Admins only: who changed what and who was refused, filtered by person, record type, action and dates, paged on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(context, "admin");
  const params = new URL(request.url).searchParams;
  const filter = parseAuditFilter(params);
  const [page, actors, timeZone] = await Promise.all([
    searchAuditLog(filter, parsePage(params)),
    auditActors(filter.actor),
    staffTimeZone(context),
  ]);
  const reference = new Date();
  const names = await auditNames(page.rows);
  return {
    filter,
    // Times in the reader's office zone, each with the zone's short name (issue #23).
    page: { ...page, rows: page.rows.map((entry) => toAuditItem(entry, reference, names, timeZone)) },
    actors,
    actions: [...new Set([...AUDIT_ACTIONS, ...(filter.action ? [filter.action] : [])])],
  };
}

/** The URL of this filter at a page (the first page is left out). */
function activityHref(filter: AuditFilter, page: number): string {
  const params = new URLSearchParams();
  if (filter.actor) params.set("person", filter.actor);
  if (filter.entity) params.set("entity", filter.entity);
  if (filter.action) params.set("action", filter.action);
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${PATH}?${query}` : PATH;
}

const columns: AdminColumn<AuditItem, never>[] = [
  {
    header: TEXTS.columns.time,
    rowHeader: true,
    cell: (item) => (
      <span className="flex flex-col">
        <span className="text-ink tabular-nums">{item.utc}</span>
        <span className="text-xs text-muted">
          <AuditTime item={item} />
        </span>
      </span>
    ),
  },
  { header: TEXTS.columns.person, cell: (item) => item.actor },
  {
    header: TEXTS.columns.action,
    cell: (item) => <span className={item.kind === "security" ? "text-amber-800" : undefined}>{item.actionLabel}</span>,
  },
  {
    header: TEXTS.columns.record,
    cell: (item) =>
      item.entityLabel ? (
        <span className="flex flex-col">
          <span>{item.entityLabel}</span>
          {item.entityId && item.entity !== "catalogue" ? (
            item.href ? (
              <Link to={item.href} className="text-xs break-words text-brand-700 hover:underline">
                {item.record ?? item.entityId}
              </Link>
            ) : (
              <span className="text-xs break-words text-muted">{item.record ?? item.entityId}</span>
            )
          ) : null}
        </span>
      ) : null,
  },
  {
    header: TEXTS.columns.changes,
    cell: (item) =>
      item.lines.length > 0 ? (
        <>
          <ul className="max-w-md space-y-0.5 text-sm break-words">
            {item.lines.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
          <AuditThumbnails thumbnails={item.thumbnails} />
        </>
      ) : null,
  },
  { header: TEXTS.columns.address, cell: (item) => <span className="text-xs text-muted">{item.ip}</span> },
];

export default function ActivityScreen({ loaderData }: Route.ComponentProps) {
  const { filter, page, actors, actions } = loaderData;
  const filtered = Object.keys(filter).length > 0;
  return (
    <div className="space-y-6">
      <AdminPageHeader back={{ to: "/admin", label: TEXTS.dashboardLink }} title={TEXTS.title} subtitle={TEXTS.subtitle} />
      <Card className="overflow-hidden">
        <Form
          method="get"
          aria-label={TEXTS.filters}
          className="grid gap-3 border-b border-gray-200 p-4 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
        >
          <FilterField id="activity-person" label={TEXTS.person}>
            <Select id="activity-person" name="person" defaultValue={filter.actor ?? ""}>
              <option value="">{TEXTS.any}</option>
              {actors.map((actor) => (
                <option key={actor.id} value={actor.id}>
                  {actor.name}
                </option>
              ))}
            </Select>
          </FilterField>
          <FilterField id="activity-entity" label={TEXTS.entity}>
            <Select id="activity-entity" name="entity" defaultValue={filter.entity ?? ""}>
              <option value="">{TEXTS.any}</option>
              {AUDIT_ENTITIES.map((entity) => (
                <option key={entity} value={entity}>
                  {AUDIT_TEXTS.entities[entity]}
                </option>
              ))}
            </Select>
          </FilterField>
          <FilterField id="activity-action" label={TEXTS.action}>
            <Select id="activity-action" name="action" defaultValue={filter.action ?? ""}>
              <option value="">{TEXTS.any}</option>
              {actions.map((action) => (
                <option key={action} value={action}>
                  {actionLabel(action)}
                </option>
              ))}
            </Select>
          </FilterField>
          <FilterDayRange idPrefix="activity" labels={{ from: TEXTS.from, to: TEXTS.to }} from={filter.from} to={filter.to} />
          <div className="flex items-center gap-2">
            <Button type="submit">{TEXTS.apply}</Button>
            {filtered ? (
              <Button asChild variant="ghost">
                <Link to={PATH}>{TEXTS.clear}</Link>
              </Button>
            ) : null}
          </div>
        </Form>
        <p id={RESULTS_ID} role="status" className="scroll-mt-16 px-4 pt-3 text-sm text-muted">
          {TEXTS.count(page.total)}
        </p>
        {page.rows.length === 0 ? (
          <p className="p-8 text-center text-muted">{TEXTS.empty}</p>
        ) : (
          <AdminTable columns={columns} rows={page.rows} sort={{ column: "at" as never, direction: "desc" }} sortHref={() => PATH} />
        )}
        {page.pageCount > 1 ? (
          <PageLinks
            texts={TEXTS}
            page={page.page}
            pageCount={page.pageCount}
            href={(target) => activityHref(filter, target)}
            className="border-t border-gray-200 p-4"
          />
        ) : null}
      </Card>
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(TEXTS.title);
