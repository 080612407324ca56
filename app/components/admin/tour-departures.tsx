import { Form, Link, useLocation } from "react-router";
import { SaveProblemAlert } from "~/components/admin/problem-alert";
import { ConfirmDeleteButton, PendingDelete } from "~/components/admin/confirm-delete";
import { PendingReasonStep, ReasonButton, type ReasonStep, type ReasonStepOutcome } from "~/components/admin/confirm-with-reason";
import { BOOKING_CHANGE_TEXTS as CHANGE_TEXTS, DEPARTURE_DELETE_TEXTS as DELETE_TEXTS } from "~/content/booking-changes-admin";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { useAnswerKey } from "~/components/ui/use-answer-key";
import { useFormValidation } from "~/components/ui/use-form-validation";
import { DEPARTURE_ADMIN_TEXTS as TEXTS } from "~/content/departures-admin";
import { DepartureFormSchema, type DepartureDateCheck } from "~/domain/departure-form";
import { DEPARTURE_STATUSES, type DepartureAvailability, type DepartureStatus } from "~/domain/departures";
import { textAt, type FieldErrors, type FormValues } from "~/domain/form-fields";
import type { Problem } from "~/content/problem";

/** A departure as the tour screen lists it (the loader works out the rest). */
export type DepartureRow = {
  id: string;
  version: number;
  startDate: string;
  endDate: string;
  capacity: number;
  seatsBooked: number;
  /** Held by accepted quotes, not booked yet (issue #13). */
  seatsHeld: number;
  seatsLeft: number;
  status: DepartureStatus;
  availability: DepartureAvailability;
  past: boolean;
  /** Its own adult price in dollars as the form shows it ("1499.00"), or "" for the tour's. */
  price: string;
  priceText: string | null;
  /** Its held and confirmed bookings (issue #23), which a cancellation affects. */
  bookings: { quote: string; name: string; seats: number }[];
  /** Why it cannot be deleted, in words; empty: it can. */
  deleteBlockers: string[];
};

export type DepartureOutcome = {
  intent?: string;
  departureId?: string;
  problem?: Problem;
  conflict?: boolean;
  fieldErrors?: FieldErrors;
  values?: FormValues;
  confirmCancel?: boolean;
  reasonOutcome?: ReasonStepOutcome;
  dateCheck?: DepartureDateCheck;
};

const BADGE: Record<DepartureAvailability, "default" | "success" | "muted" | "warning" | "destructive"> = {
  scheduled: "default",
  guaranteed: "success",
  "on-request": "warning",
  full: "destructive",
  cancelled: "muted",
};

/**
 * The Departures section of the tour screen (issue #12): the tour's departures by date, each
 * with Edit (a link: `?departure=id` opens it in the form below), Cancel and Delete (small
 * POST forms carrying the version shown), and one form to add a departure or edit the chosen
 * one. Works without JavaScript; with it, the form checks fields with the action's schema.
 */
export function TourDepartures({
  departures,
  editing,
  outcome,
  pendingDelete,
  mailConfigured,
}: {
  departures: DepartureRow[];
  editing: DepartureRow | null;
  outcome: DepartureOutcome | undefined;
  /** The departure whose Delete asks first without JavaScript (`?delete-departure=id`). */
  pendingDelete: DepartureRow | null;
  mailConfigured: boolean;
}) {
  const location = useLocation();
  const rowProblem = outcome?.intent !== "departure-save" ? outcome : undefined;
  const cancelling = outcome?.confirmCancel ? departures.find((departure) => departure.id === outcome.departureId) : undefined;
  const here = `${location.pathname}#departures`;
  return (
    <section
      id="departures"
      aria-labelledby="departures-title"
      className="space-y-5 rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
    >
      <div className="space-y-1">
        <h2 id="departures-title" className="text-lg font-semibold text-ink">
          {TEXTS.section}
        </h2>
        <p className="text-sm text-muted">{TEXTS.intro}</p>
      </div>
      {rowProblem?.problem ? (
        <SaveProblemAlert problem={rowProblem.problem} conflict={rowProblem.conflict} reloadLabel={TEXTS.reload} />
      ) : null}
      {cancelling ? (
        <PendingReasonStep step={cancelStep(cancelling, mailConfigured)} outcome={outcome?.reasonOutcome} cancelHref={here} />
      ) : null}
      {pendingDelete ? (
        <PendingDelete
          texts={DELETE_TEXTS}
          record={<p className="font-medium text-ink">{datesOf(pendingDelete)}</p>}
          post={{ action: location.pathname, fields: <DeleteFields departure={pendingDelete} /> }}
          cancelHref={here}
        />
      ) : null}
      {departures.length === 0 ? (
        <p className="text-sm text-muted">{TEXTS.empty}</p>
      ) : (
        <div className="overflow-x-auto">
          <Table>
            <TableCaption className="sr-only">{TEXTS.caption}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">{TEXTS.columns.dates}</TableHead>
                <TableHead scope="col">{TEXTS.columns.seats}</TableHead>
                <TableHead scope="col">{TEXTS.columns.left}</TableHead>
                <TableHead scope="col">{TEXTS.columns.status}</TableHead>
                <TableHead scope="col">{TEXTS.columns.price}</TableHead>
                <TableHead scope="col">{TEXTS.columns.actions}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {departures.map((departure) => (
                <DepartureTableRow key={departure.id} departure={departure} mailConfigured={mailConfigured} />
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <DepartureForm editing={editing} outcome={outcome?.intent === "departure-save" ? outcome : undefined} />
    </section>
  );
}

function datesOf(departure: DepartureRow): string {
  return departure.startDate === departure.endDate ? departure.startDate : `${departure.startDate} – ${departure.endDate}`;
}

/** Cancel's question: what it does, the bookings it affects, and the offer to e-mail their customers. */
function cancelStep(departure: DepartureRow, mailConfigured: boolean): ReasonStep {
  const count = departure.bookings.length;
  return {
    title: CHANGE_TEXTS.cancelDeparture.title(datesOf(departure)),
    description: CHANGE_TEXTS.cancelDeparture.description,
    affects:
      count === 0
        ? [CHANGE_TEXTS.cancelDeparture.noBookings]
        : [
            CHANGE_TEXTS.cancelDeparture.affects(count),
            ...departure.bookings.map((booking) => `${booking.quote}: ${booking.name} (${TEXTS.seatsOf(booking.seats)})`),
          ],
    submit: CHANGE_TEXTS.cancelDeparture.submit,
    fields: [
      ["intent", "departure-cancel"],
      ["id", departure.id],
      ["version", String(departure.version)],
    ],
    mail: count > 0 ? { label: CHANGE_TEXTS.mailCustomers(count), configured: mailConfigured } : null,
  };
}

function DeleteFields({ departure }: { departure: DepartureRow }) {
  return (
    <>
      <input type="hidden" name="intent" value="departure-delete" />
      <input type="hidden" name="id" value={departure.id} />
      <input type="hidden" name="version" value={departure.version} />
    </>
  );
}

function DepartureTableRow({ departure, mailConfigured }: { departure: DepartureRow; mailConfigured: boolean }) {
  const location = useLocation();
  const dates = datesOf(departure);
  const blockedId = `departure-${departure.id}-delete-blocked`;
  const row = (
    <TableRow data-departure={departure.startDate} className={departure.deleteBlockers.length > 0 ? "border-b-0" : undefined}>
      <TableCell className="whitespace-nowrap tabular-nums">
        {dates}
        {departure.past ? <span className="ms-2 text-xs text-muted">({TEXTS.past})</span> : null}
      </TableCell>
      <TableCell className="tabular-nums">
        {departure.seatsBooked} / {departure.capacity}
      </TableCell>
      <TableCell className="tabular-nums">
        {departure.seatsLeft}
        {departure.seatsHeld > 0 ? <span className="ms-2 text-xs text-muted">({TEXTS.held(departure.seatsHeld)})</span> : null}
      </TableCell>
      <TableCell>
        <Badge variant={BADGE[departure.availability]}>{TEXTS.statuses[departure.availability]}</Badge>
      </TableCell>
      <TableCell className="tabular-nums">{departure.priceText ?? <span className="text-muted">{TEXTS.tourPrice}</span>}</TableCell>
      <TableCell>
        <div className="flex flex-wrap items-center gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={`?departure=${encodeURIComponent(departure.id)}#departure-form`} aria-label={`${TEXTS.edit} ${departure.startDate}`}>
              {TEXTS.edit}
            </Link>
          </Button>
          {departure.status !== "cancelled" ? (
            <ReasonButton label={TEXTS.cancel} srSuffix={departure.startDate} step={cancelStep(departure, mailConfigured)} />
          ) : null}
          {departure.deleteBlockers.length > 0 ? (
            <Button type="button" variant="outline" size="sm" disabled aria-describedby={blockedId}>
              {TEXTS.delete}
              <span className="sr-only"> {departure.startDate}</span>
            </Button>
          ) : (
            <ConfirmDeleteButton
              texts={DELETE_TEXTS}
              record={<p className="font-medium text-ink">{dates}</p>}
              srSuffix={` ${departure.startDate}`}
              variant="outline"
              confirm={{ action: location.pathname, fields: [["delete-departure", departure.id]] }}
              post={{ action: location.pathname, fields: <DeleteFields departure={departure} /> }}
            />
          )}
        </div>
      </TableCell>
    </TableRow>
  );
  if (departure.deleteBlockers.length === 0) return row;
  // Why Delete is off, on a line of its own under the row, so the actions stay narrow.
  return (
    <>
      {row}
      <TableRow data-departure-note={departure.startDate} className="border-t-0">
        <TableCell colSpan={6} id={blockedId} className="pt-0 text-xs whitespace-normal text-muted">
          {DELETE_TEXTS.blocked(departure.deleteBlockers, departure.status === "cancelled")}
        </TableCell>
      </TableRow>
    </>
  );
}

/**
 * The second look at a day in the past or more than three years ahead (issue #23, item 12): a
 * box to tick in the same form, so it works without JavaScript; it names the day, so a day
 * changed meanwhile is asked about again.
 */
function DateConfirmation({ check, editing }: { check: DepartureDateCheck; editing: boolean }) {
  return (
    <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 sm:col-span-2 lg:col-span-3">
      <p>{TEXTS.dateCheck[check.kind](check.date, editing)}</p>
      <label className="mt-2 flex items-center gap-2 font-medium">
        <input type="checkbox" name="confirmDate" value={check.date} className="size-4" />
        {editing ? TEXTS.dateCheck.confirmSave : TEXTS.dateCheck.confirmAdd}
      </label>
    </div>
  );
}

/** The add-or-edit form; a refused save comes back with what was typed and the messages. */
function DepartureForm({ editing, outcome }: { editing: DepartureRow | null; outcome: DepartureOutcome | undefined }) {
  const location = useLocation();
  const formKey = useAnswerKey();
  const { errors, formProps } = useFormValidation(DepartureFormSchema, outcome?.fieldErrors);
  const values: FormValues = outcome?.values ?? {
    startDate: editing?.startDate ?? "",
    capacity: String(editing?.capacity ?? 12),
    seatsBooked: String(editing?.seatsBooked ?? 0),
    status: editing?.status ?? "scheduled",
    price: editing?.price ?? "",
  };
  const value = (name: string) => textAt(values, name) ?? "";
  const title = editing ? TEXTS.editTitle(editing.startDate) : TEXTS.addTitle;
  return (
    <Form
      // A fresh form after each save (the page comes back with a new location) and each refused one,
      // once: not again when the location follows the answer (a date question ticked meanwhile stays).
      key={`${editing?.id ?? "new"}-${formKey}`}
      method="post"
      id="departure-form"
      aria-labelledby="departure-form-title"
      preventScrollReset
      className="grid gap-4 rounded-lg border border-gray-200 bg-gray-50 p-4 sm:grid-cols-2 lg:grid-cols-3"
      {...formProps}
    >
      <h3 id="departure-form-title" className="font-semibold text-ink sm:col-span-2 lg:col-span-3">
        {title}
      </h3>
      {outcome?.problem ? (
        <div className="sm:col-span-2 lg:col-span-3">
          <SaveProblemAlert problem={outcome.problem} conflict={outcome.conflict} reloadLabel={TEXTS.reload} />
        </div>
      ) : null}
      <input type="hidden" name="intent" value="departure-save" />
      {editing ? (
        <>
          <input type="hidden" name="id" value={editing.id} />
          {/* The version the values were typed against (a refused or kept save's), so the version rule still applies. */}
          <input type="hidden" name="version" value={textAt(outcome?.values ?? {}, "version") ?? editing.version} />
        </>
      ) : null}
      <Field name="startDate" label={TEXTS.fields.startDate.label} hint={TEXTS.fields.startDate.hint} error={errors.startDate}>
        {(control) => <Input {...control} type="date" defaultValue={value("startDate")} required />}
      </Field>
      <Field name="capacity" label={TEXTS.fields.capacity.label} hint={TEXTS.fields.capacity.hint} error={errors.capacity}>
        {(control) => <Input {...control} inputMode="numeric" defaultValue={value("capacity")} required />}
      </Field>
      <Field name="seatsBooked" label={TEXTS.fields.seatsBooked.label} hint={TEXTS.fields.seatsBooked.hint} error={errors.seatsBooked}>
        {(control) => <Input {...control} inputMode="numeric" defaultValue={value("seatsBooked")} />}
      </Field>
      <Field name="status" label={TEXTS.fields.status.label} hint={TEXTS.fields.status.hint} error={errors.status}>
        {(control) => (
          <Select {...control} defaultValue={value("status")}>
            {DEPARTURE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {TEXTS.statuses[status]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field name="price" label={TEXTS.fields.price.label} hint={TEXTS.fields.price.hint} error={errors.price}>
        {(control) => <Input {...control} inputMode="decimal" defaultValue={value("price")} />}
      </Field>
      {outcome?.dateCheck ? <DateConfirmation check={outcome.dateCheck} editing={editing !== null} /> : null}
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-3">
        <Button type="submit">{editing ? TEXTS.saveButton : TEXTS.addButton}</Button>
        {editing ? (
          <Button asChild variant="ghost">
            <Link to={`${location.pathname}#departures`}>{TEXTS.stopEditing}</Link>
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
