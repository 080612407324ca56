import { Plus } from "lucide-react";
import { Link } from "react-router";
import { adminMeta, AdminPageHeader } from "~/components/admin/admin-page-header";
import { Button } from "~/components/ui/button";
import { PageLinks, RESULTS_ID } from "~/components/ui/page-links";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { BATCH_LIST_TEXTS as TEXTS } from "~/content/cargo-batches";
import { BATCHES_PATH, NEW_BATCH_PATH, SHIPMENTS_PATH } from "~/domain/cargo/shipment-admin-paths";
import { loadBatchesList } from "./batch-screens.server";
import type { Route } from "./+types/batches";

/** Batches (issue #26): shipments leaving together, newest departure first, paged in SQL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadBatchesList(request, context);
}

export default function BatchesScreen({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pageCount } = loaderData;
  const columns = TEXTS.columns;
  return (
    <div className="space-y-6">
      <AdminPageHeader
        back={{ to: SHIPMENTS_PATH, label: TEXTS.shipmentsLink }}
        title={TEXTS.title}
        subtitle={TEXTS.subtitle}
        actions={
          <Button asChild>
            <Link to={NEW_BATCH_PATH}>
              <Plus aria-hidden />
              {TEXTS.newBatch}
            </Link>
          </Button>
        }
      />
      <p id={RESULTS_ID} role="status" className="scroll-mt-16 text-sm text-muted">
        {TEXTS.count(total)}
      </p>
      {rows.length === 0 ? (
        <p className="text-muted">{TEXTS.empty}</p>
      ) : (
        <div className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
          <Table>
            <TableCaption className="sr-only">{TEXTS.caption}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">{columns.batch}</TableHead>
                <TableHead scope="col">{columns.mode}</TableHead>
                <TableHead scope="col">{columns.route}</TableHead>
                <TableHead scope="col">{columns.carrier}</TableHead>
                <TableHead scope="col">{columns.masterWaybill}</TableHead>
                <TableHead scope="col">{columns.departure}</TableHead>
                <TableHead scope="col">{columns.arrival}</TableHead>
                <TableHead scope="col" className="text-end">
                  {columns.shipments}
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} data-batch={row.vessel}>
                  <th scope="row" className="p-2 text-start font-medium whitespace-nowrap">
                    <Link to={row.href} className="text-brand-700 hover:underline">
                      {row.vessel}
                    </Link>
                  </th>
                  <TableCell>{row.mode}</TableCell>
                  <TableCell>{row.route}</TableCell>
                  <TableCell dir="auto">{row.carrier}</TableCell>
                  <TableCell>
                    {row.masterWaybill ? (
                      <span className="font-mono" dir="ltr">
                        {row.masterWaybill}
                      </span>
                    ) : (
                      TEXTS.notYet
                    )}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{row.departure ?? TEXTS.notYet}</TableCell>
                  <TableCell className="whitespace-nowrap">{row.arrival ?? TEXTS.notYet}</TableCell>
                  <TableCell className="text-end tabular-nums" data-testid="batch-shipment-count">
                    {row.shipmentCount}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {pageCount > 1 ? (
        <PageLinks texts={TEXTS.pages} page={page} pageCount={pageCount} href={(target) => `${BATCHES_PATH}?page=${target}`} />
      ) : null}
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(TEXTS.title);
