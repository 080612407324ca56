import { Link } from "react-router";
import { adminMeta, AdminPageHeader } from "~/components/admin/admin-page-header";
import { PageLinks } from "~/components/ui/page-links";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { MONEY_DESK_TEXTS as TEXTS } from "~/content/money-admin";
import { AGE_BUCKETS, OWED_PATH, PAYMENTS_PATH } from "~/domain/money-desk";
import { loadOwed } from "./money-screens.server";
import type { Route } from "./+types/owed";

/** What is owed (issue #27): overdue amounts aged per currency, the overdue accounts, and what falls due in the next 14 days. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOwed(request, context);
}

export default function OwedScreen({ loaderData }: Route.ComponentProps) {
  const words = TEXTS.owed;
  const { ageing, overdue, upcoming, page, pageCount } = loaderData;
  return (
    <div className="space-y-6">
      <AdminPageHeader back={{ to: PAYMENTS_PATH, label: TEXTS.list.title }} title={words.title} subtitle={words.subtitle} />
      {loaderData.truncated ? (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {loaderData.truncated}
        </p>
      ) : null}
      <section aria-labelledby="owed-ageing" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
        <h2 id="owed-ageing" className="mb-2 text-base font-semibold">
          {words.ageingTitle}
        </h2>
        {ageing.length === 0 ? (
          <p className="text-sm text-muted">{words.noneOverdue}</p>
        ) : (
          <Table>
            <TableCaption className="sr-only">{words.ageingCaption}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">{TEXTS.list.totalsColumns.currency}</TableHead>
                {AGE_BUCKETS.map((bucket) => (
                  <TableHead key={bucket} scope="col" className="text-end">
                    {words.buckets[bucket]}
                  </TableHead>
                ))}
                <TableHead scope="col" className="text-end">
                  {words.total}
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {ageing.map((row) => (
                <TableRow key={row.currency} data-ageing={row.currency}>
                  <th scope="row" className="p-2 text-start font-medium">
                    {row.currency}
                  </th>
                  {AGE_BUCKETS.map((bucket) => (
                    <TableCell key={bucket} className="text-end tabular-nums" dir="ltr" data-bucket={bucket}>
                      {row.buckets[bucket]}
                    </TableCell>
                  ))}
                  <TableCell className="text-end font-semibold tabular-nums" dir="ltr" data-total>
                    {row.total}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
      {overdue.length > 0 ? (
        <section aria-labelledby="owed-overdue" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
          <h2 id="owed-overdue" className="mb-2 text-base font-semibold">
            {words.overdueTitle}
          </h2>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">{words.overdueColumns.account}</TableHead>
                <TableHead scope="col">{words.overdueColumns.customer}</TableHead>
                <TableHead scope="col" className="text-end">
                  {words.overdueColumns.overdue}
                </TableHead>
                <TableHead scope="col" className="text-end">
                  {words.overdueColumns.daysLate}
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {overdue.map((line) => (
                <TableRow key={line.key} data-overdue={line.key}>
                  <TableCell>
                    <Link to={line.href} className="font-mono text-brand-700 hover:underline">
                      {line.label}
                    </Link>
                  </TableCell>
                  <TableCell dir="auto">{line.customer}</TableCell>
                  <TableCell className="text-end tabular-nums" dir="ltr">
                    {line.overdue}
                  </TableCell>
                  <TableCell className="text-end">{line.daysLate}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {pageCount > 1 ? (
            <PageLinks
              texts={TEXTS.list.pages}
              page={page}
              pageCount={pageCount}
              href={(target) => (target > 1 ? `${OWED_PATH}?page=${target}` : OWED_PATH)}
            />
          ) : null}
        </section>
      ) : null}
      <section aria-labelledby="owed-upcoming" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
        <h2 id="owed-upcoming" className="mb-2 text-base font-semibold">
          {words.upcomingTitle}
        </h2>
        {upcoming.length === 0 ? (
          <p className="text-sm text-muted">{words.noneUpcoming}</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">{words.upcomingColumns.dueOn}</TableHead>
                <TableHead scope="col">{words.upcomingColumns.account}</TableHead>
                <TableHead scope="col">{words.upcomingColumns.customer}</TableHead>
                <TableHead scope="col">{words.upcomingColumns.part}</TableHead>
                <TableHead scope="col" className="text-end">
                  {words.upcomingColumns.amount}
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {upcoming.map((line) => (
                <TableRow key={line.key} data-upcoming={line.key}>
                  <TableCell className="whitespace-nowrap" dir="ltr">
                    {line.dueOn}
                  </TableCell>
                  <TableCell>
                    <Link to={line.href} className="font-mono text-brand-700 hover:underline">
                      {line.label}
                    </Link>
                  </TableCell>
                  <TableCell dir="auto">{line.customer}</TableCell>
                  <TableCell>{line.part}</TableCell>
                  <TableCell className="text-end tabular-nums" dir="ltr">
                    {line.amount}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(TEXTS.owed.title);
