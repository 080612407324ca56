import { Download, Plus, Search } from "lucide-react";
import { BalanceBadge } from "~/components/admin/money/account-money";
import { PAYMENT_TEXTS } from "~/content/payments-admin";
import { Form, Link } from "react-router";
import { adminMeta, AdminPageHeader } from "~/components/admin/admin-page-header";
import { FilterDayRange, FilterField } from "~/components/admin/filter-field";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Input } from "~/components/ui/input";
import { PageLinks, RESULTS_ID } from "~/components/ui/page-links";
import { Select } from "~/components/ui/select";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { CARGO_MODE_WORDS, SHIPMENTS_LIST_TEXTS as TEXTS } from "~/content/cargo-admin";
import { SHIPMENTS_CSV_TEXTS } from "~/content/cargo-export";
import { SHIPMENT_FORM_TEXTS } from "~/content/cargo-register";
import { NEW_SHIPMENT_PATH, shipmentsHref, SHIPMENTS_PATH } from "~/domain/cargo/shipment-admin-paths";
import { loadShipmentsList } from "./cargo-screens.server";
import type { Route } from "./+types/shipments";

/** Shipments (issue #26): filtered, searched and paged in SQL, with the count of each status under the other filters. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadShipmentsList(request, context);
}

type ListData = Route.ComponentProps["loaderData"];

export default function ShipmentsScreen({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pageCount, filter } = loaderData;
  return (
    <div className="space-y-6">
      <AdminPageHeader
        back={{ to: "/admin", label: TEXTS.dashboardLink }}
        title={TEXTS.title}
        subtitle={TEXTS.subtitle}
        actions={
          <Button asChild>
            <Link to={NEW_SHIPMENT_PATH}>
              <Plus aria-hidden />
              {SHIPMENT_FORM_TEXTS.newShipment}
            </Link>
          </Button>
        }
      />
      <StatusTabs tabs={loaderData.tabs} current={loaderData.filter.status ?? null} />
      <ShipmentFilterForm data={loaderData} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={RESULTS_ID} role="status" className="scroll-mt-16 text-sm text-muted">
          {loaderData.moreThan === null ? TEXTS.matching(total) : TEXTS.matchingMoreThan(loaderData.moreThan)}
        </p>
        <Button asChild variant="outline" size="sm">
          {/* A download of what the filters find: a plain link, never a client-side navigation. */}
          <a href={loaderData.csvHref} download title={SHIPMENTS_CSV_TEXTS.downloadHint}>
            <Download aria-hidden />
            {SHIPMENTS_CSV_TEXTS.download}
          </a>
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className="text-muted">{TEXTS.empty}</p>
      ) : (
        <div className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
          <Table>
            <TableCaption className="sr-only">{TEXTS.caption}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">{TEXTS.columns.trackingNumber}</TableHead>
                <TableHead scope="col">{TEXTS.columns.status}</TableHead>
                <TableHead scope="col">{TEXTS.columns.route}</TableHead>
                <TableHead scope="col">{TEXTS.columns.mode}</TableHead>
                <TableHead scope="col">{TEXTS.columns.sender}</TableHead>
                <TableHead scope="col">{TEXTS.columns.receiver}</TableHead>
                <TableHead scope="col">{TEXTS.columns.dropOff}</TableHead>
                <TableHead scope="col">{PAYMENT_TEXTS.panelTitle}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} data-shipment={row.trackingNumber}>
                  <th scope="row" className="p-2 text-start font-mono font-medium whitespace-nowrap">
                    <Link to={row.href} className="text-brand-700 hover:underline">
                      {row.trackingNumber}
                    </Link>
                  </th>
                  <TableCell>{row.statusLabel}</TableCell>
                  <TableCell>{row.route}</TableCell>
                  <TableCell>{row.mode}</TableCell>
                  <TableCell dir="auto">{row.senderName}</TableCell>
                  <TableCell dir="auto">{row.receiverName}</TableCell>
                  <TableCell className="whitespace-nowrap">{row.dropOff}</TableCell>
                  <TableCell>{row.balance ? <BalanceBadge state={row.balance.state} label={row.balance.label} /> : null}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {pageCount > 1 ? (
        <PageLinks texts={TEXTS.pages} page={page} pageCount={pageCount} href={(target) => shipmentsHref(filter, target)} />
      ) : null}
    </div>
  );
}

/** The statuses as links with their counts; plain links, so they work without JavaScript and can be shared. */
function StatusTabs({ tabs, current }: { tabs: ListData["tabs"]; current: string | null }) {
  return (
    <nav aria-label={TEXTS.statusFilter}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const selected = tab.status === current;
          return (
            <li key={tab.status ?? "all"}>
              <Link
                to={tab.href}
                aria-current={selected ? "page" : undefined}
                className={cn(
                  "inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium",
                  selected ? "border-brand-700 bg-brand-700 text-white" : "border-gray-300 bg-white text-ink hover:border-brand-600",
                )}
              >
                {tab.label ?? TEXTS.allStatuses}
                {tab.count === null ? null : (
                  <>
                    <span aria-hidden className="tabular-nums">
                      {tab.count}
                    </span>
                    <span className="sr-only">, {TEXTS.statusCount(tab.count)}</span>
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Search, offices, mode and drop-off days as a GET form: the filter lives in the URL and works without JavaScript. */
function ShipmentFilterForm({ data }: { data: ListData }) {
  const { filter, offices } = data;
  return (
    <Form
      method="get"
      action={SHIPMENTS_PATH}
      aria-label={TEXTS.filters}
      key={JSON.stringify(filter)}
      className="grid gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-7 lg:items-end"
    >
      {filter.status ? <input type="hidden" name="status" value={filter.status} /> : null}
      <FilterField id="shipments-q" label={TEXTS.search} className="lg:col-span-2">
        <Input id="shipments-q" name="q" type="search" placeholder={TEXTS.searchHint} maxLength={100} defaultValue={filter.search ?? ""} />
      </FilterField>
      <FilterField id="shipments-from-office" label={TEXTS.from}>
        <Select id="shipments-from-office" name="fromOffice" defaultValue={filter.fromOffice ?? ""}>
          <option value="">{TEXTS.anyOffice}</option>
          {offices.map((office) => (
            <option key={office.id} value={office.id}>
              {office.name}
            </option>
          ))}
        </Select>
      </FilterField>
      <FilterField id="shipments-to-office" label={TEXTS.to}>
        <Select id="shipments-to-office" name="toOffice" defaultValue={filter.toOffice ?? ""}>
          <option value="">{TEXTS.anyOffice}</option>
          {offices.map((office) => (
            <option key={office.id} value={office.id}>
              {office.name}
            </option>
          ))}
        </Select>
      </FilterField>
      <FilterField id="shipments-mode" label={TEXTS.mode}>
        <Select id="shipments-mode" name="mode" defaultValue={filter.mode ?? ""}>
          <option value="">{TEXTS.anyMode}</option>
          {(["air", "sea"] as const).map((mode) => (
            <option key={mode} value={mode}>
              {CARGO_MODE_WORDS[mode]}
            </option>
          ))}
        </Select>
      </FilterField>
      <FilterDayRange
        idPrefix="shipments-drop-off"
        labels={{ from: TEXTS.dropOffFrom, to: TEXTS.dropOffTo }}
        from={filter.dropOffFrom}
        to={filter.dropOffTo}
      />
      <div className="flex gap-2 lg:col-span-7">
        <Button type="submit">
          <Search aria-hidden />
          {TEXTS.apply}
        </Button>
        <Button asChild variant="ghost">
          <Link to={SHIPMENTS_PATH}>{TEXTS.clear}</Link>
        </Button>
      </div>
    </Form>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(TEXTS.title);
