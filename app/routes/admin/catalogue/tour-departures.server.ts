import { data } from "react-router";
import { parseVersion } from "~/domain/catalogue-admin";
import {
  DEPARTURE_INTENTS,
  departureDateCheck,
  DepartureFormSchema,
  type DepartureDateCheck,
  type DepartureIntent,
} from "~/domain/departure-form";
import { fieldErrors, formValues, type FieldErrors, type FormValues } from "~/domain/form-fields";
import { problem, type Problem } from "~/content/problem";
import { DEPARTURE_ADMIN_TEXTS as TEXTS } from "~/content/departures-admin";
import { signedInUser } from "~/server/accounts/admin-gate.server";
import type { DepartureRow } from "~/components/admin/tour-departures";
import type { Tour } from "~/domain/catalogue";
import { agencyToday, availabilityOf, departureEndDate, isUpcoming, seatsLeft } from "~/domain/departures";
import { formatMoney, toMajorUnits } from "~/domain/money";
import { addDeparture, getDeparture, listDepartures, updateDeparture } from "~/server/catalogue/departures.server";
import type { ReasonStepOutcome } from "~/components/admin/confirm-with-reason";
import { BOOKING_CHANGE_TEXTS as CHANGE_TEXTS, DEPARTURE_DELETE_TEXTS as DELETE_TEXTS } from "~/content/booking-changes-admin";
import { QUOTE_ADMIN_TEXTS } from "~/content/quotes-admin";
import { isConfirmedStep, parseReason, wantsCustomerMail } from "~/domain/booking-changes";
import {
  blockersOf,
  cancelDepartureWithReason,
  deleteFreeDeparture,
  tourDepartureHolds,
} from "~/server/enquiries/booking-changes/departures.server";
import { tellCustomer } from "~/server/enquiries/booking-changes/mail.server";
import { getEnv } from "~/server/platform/env.server";
import type { MailOutcome } from "~/server/enquiries/booking-changes/mail.server";
import { redirectWithToast } from "~/server/platform/flash.server";
import type { RequestContext } from "~/server/platform/request-context.server";
import { getTour } from "~/server/catalogue/tours.server";

export type DepartureActionResult = {
  intent?: DepartureIntent;
  /** The departure the refusal is about (none: a new one). */
  departureId?: string;
  problem?: Problem;
  /** Someone else changed it first (409): the form offers to reload. */
  conflict?: boolean;
  fieldErrors?: FieldErrors;
  values?: FormValues;
  /** Cancel asks first (issue #23): the departure whose confirmation step to show, and a refused one's reason. */
  confirmCancel?: boolean;
  reasonOutcome?: ReasonStepOutcome;
  /** A day in the past or more than three years ahead: saved only once `confirmDate` repeats it. */
  dateCheck?: DepartureDateCheck;
};

function isIntent(value: unknown): value is DepartureIntent {
  return (DEPARTURE_INTENTS as readonly unknown[]).includes(value);
}

/**
 * The tour screen's departure forms (issue #12): add or edit (`departure-save`, no id for a
 * new one), cancel (asking first, with a reason for the bookings' timelines and an e-mail to
 * their customers if wished; issue #23) and delete (refused while anything holds the
 * departure), each at the version the screen showed (decision 0004: a stale
 * save is refused with 409 and what was typed comes back). Success redirects back to the
 * screen's Departures section with a toast, so a reload never posts again.
 */
export async function handleDepartureAction(form: FormData, context: RequestContext, tourId: string) {
  signedInUser(context);
  const values = formValues(form);
  const intent = form.get("intent");
  if (!isIntent(intent)) return data<DepartureActionResult>({ problem: problem(TEXTS.unknownAction) }, { status: 400 });
  const id = String(form.get("id") ?? "").trim();
  const refuse = (status: number, extra: Omit<DepartureActionResult, "intent" | "departureId" | "values">) =>
    data<DepartureActionResult>({ intent, departureId: id || undefined, values, ...extra }, { status });

  const tour = await getTour(tourId);
  if (!tour) return refuse(404, { problem: problem(TEXTS.tourNotFound) });
  const version = parseVersion(form.get("version"));
  if (id && version === null) return refuse(400, { problem: problem(TEXTS.saveError) });
  if (!id && intent !== "departure-save") return refuse(400, { problem: problem(TEXTS.saveError) });
  const existing = id ? await getDeparture(id) : null;
  if (id && existing?.tourId !== tour.id) return refuse(404, { problem: problem(TEXTS.notFound) });

  const back = `/admin/tours/${encodeURIComponent(tour.id)}#departures`;
  const outcome = (status: "ok" | "conflict" | "not-found", toast: { title: string; description?: string }) => {
    if (status === "ok") return redirectWithToast(back, { type: "success", ...toast });
    if (status === "conflict") return refuse(409, { problem: problem(TEXTS.conflict), conflict: true });
    return refuse(404, { problem: problem(TEXTS.notFound) });
  };

  if (intent === "departure-cancel") {
    // The first post only asks (no JavaScript); the confirmed one needs a reason.
    if (!isConfirmedStep(form)) return data<DepartureActionResult>({ intent, departureId: id, confirmCancel: true });
    const reason = parseReason(form.get("reason"));
    const mail = wantsCustomerMail(form);
    if (!reason.ok) {
      const error = reason.error === "missing" ? CHANGE_TEXTS.reasonMissing : CHANGE_TEXTS.reasonTooLong;
      return refuse(400, { confirmCancel: true, reasonOutcome: { reason: String(form.get("reason") ?? ""), mail, error } });
    }
    const result = await cancelDepartureWithReason(id, version!, reason.reason);
    if (result.status !== "ok") return outcome(result.status, TEXTS.cancelled(existing!.startDate));
    // The e-mails go after the commit: a slow mail server holds no transaction.
    const mails: MailOutcome[] = [];
    if (mail) {
      for (const booking of result.bookings ?? []) {
        mails.push(await tellCustomer("departure-cancelled", booking, id, result.eventIds?.get(booking.bookingId)));
      }
    }
    return redirectWithToast(back, {
      type: mails.includes("failed") ? "error" : "success",
      ...CHANGE_TEXTS.cancelledToast(existing!.startDate, CHANGE_TEXTS.mailSummary(mails)),
    });
  }
  if (intent === "departure-delete") {
    const result = await deleteFreeDeparture(id, version!);
    if (result.status === "blocked")
      return refuse(409, { problem: problem(DELETE_TEXTS.blocked(result.reasons, existing!.status === "cancelled")) });
    return outcome(result.status, TEXTS.deleted(existing!.startDate));
  }

  const parsed = DepartureFormSchema.safeParse(values);
  if (!parsed.success) return refuse(400, { fieldErrors: fieldErrors(parsed.error) });
  // A new day in the past or far ahead is asked about first (an edit keeping its day is not):
  // a question, not a refusal (200, nothing saved, what was typed back); the confirmation
  // names the day, so changing the day asks again.
  const dateCheck = parsed.data.startDate === existing?.startDate ? null : departureDateCheck(parsed.data.startDate, agencyToday());
  if (dateCheck && form.get("confirmDate") !== dateCheck.date) return refuse(200, { dateCheck });
  if (!existing) {
    const added = await addDeparture(tour.id, parsed.data);
    return redirectWithToast(back, { type: "success", ...TEXTS.added(added.startDate) });
  }
  const result = await updateDeparture(existing.id, parsed.data, version!);
  return outcome(result.status, TEXTS.updated(parsed.data.startDate));
}

/** The tour screen's departures, and the one `?departure=` asks to edit (none when it is not this tour's). */
export async function loadTourDepartures(request: Request, tour: Pick<Tour, "id" | "duration">) {
  const today = agencyToday();
  const [departures, holds] = await Promise.all([listDepartures(tour.id), tourDepartureHolds(tour.id, today)]);
  const rows: DepartureRow[] = departures.map((departure) => ({
    id: departure.id,
    version: departure.version,
    startDate: departure.startDate,
    endDate: departureEndDate(departure.startDate, tour.duration),
    capacity: departure.capacity,
    seatsBooked: departure.seatsBooked,
    seatsHeld: departure.seatsHeld,
    seatsLeft: seatsLeft(departure),
    status: departure.status,
    availability: availabilityOf(departure),
    past: !isUpcoming(departure, today),
    price: departure.price ? toMajorUnits(departure.price).toFixed(2) : "",
    priceText: departure.price ? formatMoney(departure.price) : null,
    bookings: (holds.get(departure.id)?.bookings ?? []).map((booking) => ({
      quote: QUOTE_ADMIN_TEXTS.numberWithRevision(booking.number, booking.revision),
      name: booking.name,
      seats: booking.seats,
    })),
    deleteBlockers: blockersOf(departure, holds.get(departure.id)),
  }));
  const search = new URL(request.url).searchParams;
  return {
    departures: rows,
    editingDeparture: rows.find((row) => row.id === search.get("departure")) ?? null,
    // Delete asks first; without JavaScript through `?delete-departure=id`.
    pendingDeleteDeparture: rows.find((row) => row.id === search.get("delete-departure") && row.deleteBlockers.length === 0) ?? null,
    mailConfigured: Boolean(getEnv().SMTP_URL),
  };
}
