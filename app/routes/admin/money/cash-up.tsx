import { Form } from "react-router";
import { adminMeta, AdminPageHeader } from "~/components/admin/admin-page-header";
import { FilterField } from "~/components/admin/filter-field";
import { ProblemAlert } from "~/components/admin/problem-alert";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { Textarea } from "~/components/ui/textarea";
import { MONEY_DESK_TEXTS as TEXTS } from "~/content/money-admin";
import { CASH_UP_PATH, PAYMENTS_PATH } from "~/domain/money-desk";
import { closeCashUpAction, loadCashUp } from "./money-screens.server";
import type { Route } from "./+types/cash-up";

/** Cash-up (issue #27): an office's day per method and currency; an admin closes it with the cash counted. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCashUp(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return closeCashUpAction(request, context);
}

type CashUpData = Route.ComponentProps["loaderData"];
type Refusal = {
  problem: { title: string; description: string };
  problems?: string[];
  values?: { note: string; counted: Record<string, string> };
};

export default function CashUpScreen({ loaderData, actionData }: Route.ComponentProps) {
  const words = TEXTS.cashUp;
  const refusal = actionData as Refusal | undefined;
  return (
    <div className="space-y-6">
      <AdminPageHeader back={{ to: PAYMENTS_PATH, label: TEXTS.list.title }} title={words.title} subtitle={words.subtitle} />
      <Form
        method="get"
        action={CASH_UP_PATH}
        className="flex flex-wrap items-end gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
      >
        <FilterField id="cash-up-office" label={words.office}>
          <Select id="cash-up-office" name="office" defaultValue={loaderData.office}>
            {loaderData.offices.map((office) => (
              <option key={office.id} value={office.id}>
                {office.name}
              </option>
            ))}
          </Select>
        </FilterField>
        <FilterField id="cash-up-day" label={words.day}>
          <Input id="cash-up-day" name="day" type="date" defaultValue={loaderData.day} />
        </FilterField>
        <Button type="submit">{words.show}</Button>
      </Form>
      <Figures figures={loaderData.figures} />
      {loaderData.closed ? <Closed data={loaderData} /> : <CloseForm data={loaderData} refusal={refusal} />}
    </div>
  );
}

function Figures({ figures }: { figures: CashUpData["figures"] }) {
  const words = TEXTS.cashUp;
  return (
    <section aria-labelledby="cash-up-figures" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id="cash-up-figures" className="mb-2 text-base font-semibold">
        {words.figuresTitle}
      </h2>
      {figures.length === 0 ? (
        <p className="text-sm text-muted">{words.nothing}</p>
      ) : (
        <Table>
          <TableCaption className="sr-only">{words.figuresCaption}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{words.columns.method}</TableHead>
              <TableHead scope="col">{words.columns.currency}</TableHead>
              <TableHead scope="col" className="text-end">
                {words.columns.in}
              </TableHead>
              <TableHead scope="col" className="text-end">
                {words.columns.out}
              </TableHead>
              <TableHead scope="col" className="text-end">
                {words.columns.net}
              </TableHead>
              <TableHead scope="col" className="text-end">
                {words.columns.rows}
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {figures.map((figure) => (
              <TableRow key={`${figure.methodId}:${figure.currency}`} data-figure={`${figure.methodId}:${figure.currency}`}>
                <th scope="row" className="p-2 text-start font-medium">
                  {figure.method}
                </th>
                <TableCell>{figure.currency}</TableCell>
                <TableCell className="text-end tabular-nums" dir="ltr">
                  {figure.in}
                </TableCell>
                <TableCell className="text-end tabular-nums" dir="ltr">
                  {figure.out}
                </TableCell>
                <TableCell className="text-end font-semibold tabular-nums" dir="ltr" data-net>
                  {figure.net}
                </TableCell>
                <TableCell className="text-end tabular-nums">{figure.rows}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

function Closed({ data }: { data: CashUpData }) {
  const words = TEXTS.cashUp;
  const closed = data.closed!;
  return (
    <section aria-labelledby="cash-up-closed" className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm" data-closed>
      <h2 id="cash-up-closed" className="text-base font-semibold">
        {words.closedTitle}
      </h2>
      <p className="text-sm">{closed.by}</p>
      {closed.note ? (
        <p className="text-sm" dir="auto">
          {closed.note}
        </p>
      ) : null}
      {data.changedSince ? (
        <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {words.changedSince}
        </p>
      ) : null}
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">{words.countsColumns.currency}</TableHead>
            <TableHead scope="col" className="text-end">
              {words.countsColumns.expected}
            </TableHead>
            <TableHead scope="col" className="text-end">
              {words.countsColumns.counted}
            </TableHead>
            <TableHead scope="col" className="text-end">
              {words.countsColumns.difference}
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {closed.counts.map((count) => (
            <TableRow key={count.currency} data-count={count.currency}>
              <th scope="row" className="p-2 text-start font-medium">
                {count.currency}
              </th>
              <TableCell className="text-end tabular-nums" dir="ltr">
                {count.expected}
              </TableCell>
              <TableCell className="text-end tabular-nums" dir="ltr">
                {count.counted}
              </TableCell>
              <TableCell
                className={`text-end font-semibold tabular-nums ${count.differenceMinor !== 0 ? "text-red-700" : ""}`}
                dir="ltr"
                data-difference
              >
                {count.difference}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}

function CloseForm({ data, refusal }: { data: CashUpData; refusal: Refusal | undefined }) {
  const words = TEXTS.cashUp;
  const expected = (currency: string) => data.expectedCash.find((entry) => entry.currency === currency)?.amount;
  if (!data.canClose) {
    return <p className="text-sm text-muted">{words.editorsView}</p>;
  }
  return (
    <section aria-labelledby="cash-up-close" className="space-y-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id="cash-up-close" className="text-base font-semibold">
        {words.closeTitle}
      </h2>
      <p className="text-sm text-muted">{words.closeHint}</p>
      <ProblemAlert problem={refusal?.problem}>
        {refusal?.problems && refusal.problems.length > 1 ? (
          <ul className="list-disc ps-5">
            {refusal.problems.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ) : null}
      </ProblemAlert>
      <Form method="post" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <input type="hidden" name="intent" value="close" />
        <input type="hidden" name="office" value={data.office} />
        <input type="hidden" name="day" value={data.day} />
        {data.currencies.map((currency) => (
          <div key={currency} className="flex flex-col gap-1.5">
            <Label htmlFor={`counted-${currency}`}>{words.counted(currency)}</Label>
            <Input
              id={`counted-${currency}`}
              name={`counted.${currency}`}
              inputMode="decimal"
              dir="ltr"
              maxLength={20}
              defaultValue={refusal?.values?.counted[currency] ?? ""}
              aria-describedby={expected(currency) ? `expected-${currency}` : undefined}
            />
            {expected(currency) ? (
              <p id={`expected-${currency}`} className="text-xs text-muted">
                {words.expected}: <span dir="ltr">{expected(currency)}</span>
              </p>
            ) : null}
          </div>
        ))}
        <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-4">
          <Label htmlFor="cash-up-note">{words.note}</Label>
          <Textarea id="cash-up-note" name="note" rows={2} maxLength={500} defaultValue={refusal?.values?.note ?? ""} />
        </div>
        <div className="sm:col-span-2 lg:col-span-4">
          <Button type="submit">{words.close}</Button>
        </div>
      </Form>
    </section>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(TEXTS.cashUp.title);
