import { Pencil } from "lucide-react";
import { Form, Link } from "react-router";
import { adminMeta, AdminPageHeader } from "~/components/admin/admin-page-header";
import { EventFields } from "~/components/admin/cargo/event-fields";
import { AdminFacts, AdminSection } from "~/components/admin/catalogue-detail";
import { ConfirmDeleteButton, PendingDelete } from "~/components/admin/confirm-delete";
import { ProblemAlert } from "~/components/admin/problem-alert";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { Textarea } from "~/components/ui/textarea";
import { BATCH_FORM_TEXTS as FORM_TEXTS, BATCH_LIST_TEXTS as LIST_TEXTS, BATCH_SCREEN_TEXTS as TEXTS } from "~/content/cargo-batches";
import { handleBatchPost, loadBatchScreen } from "./batch-screens.server";
import type { Route } from "./+types/batch";

/**
 * A batch's screen (issue #26): its flight or vessel, its shipments, "Add shipments" by typed or
 * scanned numbers or ticked rows, "Remove" (asked first), and a status for every shipment.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadBatchScreen(request, params.id, context);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleBatchPost(request, params.id, context);
}

type ScreenData = Route.ComponentProps["loaderData"];
type Outcome = Route.ComponentProps["actionData"];

export default function BatchScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { batch } = loaderData;
  return (
    <div className="space-y-6">
      <AdminPageHeader
        back={{ to: loaderData.listHref, label: LIST_TEXTS.title }}
        title={batch.vessel}
        subtitle={TEXTS.subtitle(batch.route, batch.mode, batch.carrier)}
        actions={
          <Button asChild variant="outline">
            <Link to={batch.editHref}>
              <Pencil aria-hidden />
              {TEXTS.edit}
            </Link>
          </Button>
        }
      />
      {actionData?.intent === null || actionData?.intent === "remove-shipment" ? <ProblemAlert problem={actionData.problem} /> : null}
      {loaderData.pendingRemove ? (
        <PendingDelete
          texts={TEXTS.remove}
          record={<p className="font-mono font-medium text-ink">{loaderData.pendingRemove.trackingNumber}</p>}
          post={{ action: batch.href, fields: <RemoveFields shipmentId={loaderData.pendingRemove.id} /> }}
          cancelHref={batch.href}
        />
      ) : null}
      <div className="grid grid-cols-1 gap-6 *:min-w-0 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Shipments data={loaderData} />
          <AddShipments data={loaderData} outcome={actionData} />
        </div>
        <aside className="space-y-6" aria-label={batch.vessel}>
          <AdminSection title={TEXTS.facts}>
            <AdminFacts
              facts={[
                [TEXTS.route, batch.route],
                [TEXTS.mode, batch.mode],
                [TEXTS.carrier, <span dir="auto">{batch.carrier}</span>],
                [TEXTS.vessel, <span dir="auto">{batch.vessel}</span>],
                [
                  TEXTS.masterWaybill,
                  batch.masterWaybill ? (
                    <span className="font-mono" dir="ltr">
                      {batch.masterWaybill}
                    </span>
                  ) : (
                    TEXTS.notYet
                  ),
                ],
                [TEXTS.departure, batch.departure ?? TEXTS.notYet],
                [TEXTS.arrival, batch.arrival ?? TEXTS.notYet],
              ]}
            />
          </AdminSection>
          <RecordForEvery data={loaderData} outcome={actionData} />
        </aside>
      </div>
    </div>
  );
}

function RemoveFields({ shipmentId }: { shipmentId: string }) {
  return (
    <>
      <input type="hidden" name="intent" value="remove-shipment" />
      <input type="hidden" name="shipment" value={shipmentId} />
    </>
  );
}

function Shipments({ data }: { data: ScreenData }) {
  const columns = TEXTS.columns;
  return (
    <AdminSection title={TEXTS.shipments}>
      <p className="mb-3 text-sm text-muted" data-testid="batch-count">
        {TEXTS.shipmentCount(data.shipments.length)}
      </p>
      {data.shipments.length === 0 ? (
        <p className="text-muted">{TEXTS.noShipments}</p>
      ) : (
        <Table>
          <TableCaption className="sr-only">{TEXTS.shipmentsCaption}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{columns.trackingNumber}</TableHead>
              <TableHead scope="col">{columns.receiver}</TableHead>
              <TableHead scope="col">{columns.city}</TableHead>
              <TableHead scope="col">{columns.status}</TableHead>
              <TableHead scope="col">
                <span className="sr-only">{columns.remove}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {data.shipments.map((shipment) => (
              <TableRow key={shipment.id} data-shipment={shipment.trackingNumber}>
                <th scope="row" className="p-2 text-start font-mono font-medium whitespace-nowrap">
                  <Link to={shipment.href} className="text-brand-700 hover:underline">
                    {shipment.trackingNumber}
                  </Link>
                </th>
                <TableCell dir="auto">{shipment.receiverName}</TableCell>
                <TableCell dir="auto">{shipment.receiverCity}</TableCell>
                <TableCell data-testid="batch-shipment-status">{shipment.statusLabel}</TableCell>
                <TableCell className="text-end">
                  <ConfirmDeleteButton
                    texts={TEXTS.remove}
                    record={<p className="font-mono font-medium text-ink">{shipment.trackingNumber}</p>}
                    srSuffix={TEXTS.removeLabel(shipment.trackingNumber)}
                    confirm={{ action: data.batch.href, fields: [["remove", shipment.id]] }}
                    post={{ action: data.batch.href, fields: <RemoveFields shipmentId={shipment.id} /> }}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </AdminSection>
  );
}

/** The sentences of a refusal, under its message. */
function ProblemList({ items }: { items: string[] | undefined }) {
  if (!items?.length) return null;
  return (
    <ul className="list-disc space-y-1 ps-5" data-testid="refused-items">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Numbers typed or scanned, and/or ticked rows; a refusal names every number it could not add and keeps both. */
function AddShipments({ data, outcome }: { data: ScreenData; outcome: Outcome }) {
  const text = TEXTS.add;
  const mine = outcome?.intent === "add-shipments" ? outcome : undefined;
  const ticked = new Set(mine?.addValues?.ticked ?? []);
  return (
    <AdminSection title={text.title}>
      <Form method="post" className="space-y-4" aria-label={text.title}>
        <input type="hidden" name="intent" value="add-shipments" />
        {mine ? (
          <ProblemAlert problem={mine.problem}>
            <ProblemList items={mine.addProblems} />
          </ProblemAlert>
        ) : null}
        <Field name="numbers" label={text.numbers} hint={text.numbersHint}>
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              spellCheck={false}
              autoCapitalize="characters"
              className="font-mono"
              dir="ltr"
              defaultValue={mine?.addValues?.numbers ?? ""}
            />
          )}
        </Field>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-ink">{text.eligible}</legend>
          {data.eligible.length === 0 ? (
            <p className="text-sm text-muted">{text.noEligible}</p>
          ) : (
            <>
              <p className="text-xs text-muted">{text.eligibleHint(data.eligible.length, data.eligibleLimit)}</p>
              <ul className="max-h-72 divide-y divide-gray-100 overflow-y-auto rounded-md border border-gray-200">
                {data.eligible.map((shipment) => (
                  <li key={shipment.id}>
                    <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-brand-50">
                      <input
                        type="checkbox"
                        name="shipment"
                        value={shipment.id}
                        defaultChecked={ticked.has(shipment.id)}
                        className="size-4"
                      />
                      <span className="font-mono font-medium">{shipment.trackingNumber}</span>
                      <span dir="auto" className="min-w-0 flex-1 truncate">
                        {shipment.receiverName}
                      </span>
                      <span className="text-muted">{shipment.statusLabel}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </>
          )}
        </fieldset>
        <Button type="submit">{text.submit}</Button>
      </Form>
    </AdminSection>
  );
}

/** One status for every shipment of the batch, all or none; a refusal names each shipment that cannot take it. */
function RecordForEvery({ data, outcome }: { data: ScreenData; outcome: Outcome }) {
  const text = TEXTS.record;
  const mine = outcome?.intent === "record-event" ? outcome : undefined;
  return (
    <AdminSection title={text.title}>
      <Form method="post" className="space-y-4" aria-label={text.title}>
        <input type="hidden" name="intent" value="record-event" />
        <p className="text-sm text-muted">{text.hint}</p>
        {mine ? (
          <ProblemAlert problem={mine.problem}>
            <ProblemList items={mine.refusedShipments} />
          </ProblemAlert>
        ) : null}
        <EventFields
          texts={text}
          statuses={data.statuses}
          defaultStatus="departed"
          values={mine?.recordValues}
          errors={mine?.fieldErrors ?? {}}
        />
        <Button type="submit" disabled={data.shipments.length === 0}>
          {text.submit}
        </Button>
        {data.shipments.length === 0 ? <p className="text-sm text-muted">{text.empty}</p> : null}
      </Form>
    </AdminSection>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData ? loaderData.batch.vessel : FORM_TEXTS.notFound);
