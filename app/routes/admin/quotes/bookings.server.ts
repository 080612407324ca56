import { data } from "react-router";
import { firstPartCovered } from "~/domain/ledger";
import { currentAuditOrigin, recordChange } from "~/server/accounts/audit.server";
import { accountLedger } from "~/server/money/payments.server";
import { inTransaction } from "~/server/platform/db.server";
import { BOOKING_ADMIN_TEXTS as TEXTS } from "~/content/quotes-admin";
import { isBookingIntent } from "~/domain/bookings";
import { parseVersion } from "~/domain/catalogue-admin";
import { problem, type Problem } from "~/content/problem";
import { confirmBooking, releaseBooking, type BookingChangeResult } from "~/server/enquiries/bookings.server";
import { redirectWithToast } from "~/server/platform/flash.server";
import { getQuote } from "~/server/enquiries/quotes.server";
import type { ReasonStepOutcome } from "~/components/admin/confirm-with-reason";
import { BOOKING_CHANGE_TEXTS as CHANGE_TEXTS } from "~/content/booking-changes-admin";
import { isConfirmedStep, parseReason, wantsCustomerMail } from "~/domain/booking-changes";
import { agencyToday } from "~/domain/departures";
import { tellOutboxResult } from "~/server/enquiries/booking-changes/mail.server";

export type BookingActionResult = {
  problem?: Problem;
  conflict?: boolean;
  /** Release asks first (issue #23): the booking whose question to show, and a refused one's reason. */
  releaseStep?: string;
  /** Confirm asks first when the deposit is not paid (issue #27): the booking whose question to show. */
  confirmStep?: string;
  reasonOutcome?: ReasonStepOutcome;
};

/**
 * Confirm (the deposit arrived) and Release (asking first, issue #23), from the Bookings screen and a quote's screen:
 * each posts the booking and the version shown (decision 0004: a stale one is a 409 and
 * nothing changes), and a change done goes back to `back` with a toast.
 */
/** What a confirm or release that did not happen answers: the same words and status for both. */
function refusedChange(result: Exclude<BookingChangeResult, { status: "ok" }>) {
  const refuse = (status: number, body: BookingActionResult) => data<BookingActionResult>(body, { status });
  switch (result.status) {
    case "conflict":
      return refuse(409, { problem: problem(TEXTS.conflict), conflict: true });
    case "refused":
      return refuse(409, { problem: problem(TEXTS.refused), conflict: true });
    case "no-seats":
      return refuse(409, { problem: problem(TEXTS.noSeats) });
    case "not-found":
      return refuse(404, { problem: problem(TEXTS.notFound) });
  }
}

export async function handleBookingPost(form: FormData, back: string) {
  const intent = form.get("intent");
  const refuse = (status: number, result: BookingActionResult) => data<BookingActionResult>(result, { status });
  if (!isBookingIntent(intent)) return refuse(400, { problem: problem(TEXTS.unknownAction) });
  const id = String(form.get("bookingId") ?? "");
  const version = parseVersion(form.get("version"));
  if (!id || version === null) return refuse(400, { problem: problem(TEXTS.unknownAction) });
  if (intent === "release-booking") return releasePost(form, id, version, back);
  const ledger = await accountLedger("booking", id);
  const withoutDeposit = ledger !== null && !firstPartCovered(ledger.balance.paidMinor, ledger.account.schedule);
  let reason: string | null = null;
  if (withoutDeposit) {
    // Issue #27: confirming before the deposit is paid asks first and keeps why.
    if (!isConfirmedStep(form)) return data<BookingActionResult>({ confirmStep: id });
    const typed = parseReason(form.get("reason"));
    if (!typed.ok) {
      const error = typed.error === "missing" ? CHANGE_TEXTS.reasonMissing : CHANGE_TEXTS.reasonTooLong;
      return refuse(400, { confirmStep: id, reasonOutcome: { reason: String(form.get("reason") ?? "").slice(0, 2_000), error } });
    }
    reason = typed.reason;
  }
  const result = await inTransaction(async () => {
    const confirmed = await confirmBooking(id, version);
    if (confirmed.status === "ok" && reason !== null) {
      await recordChange(currentAuditOrigin(), {
        action: "update",
        entity: "booking",
        entityId: id,
        detail: { confirmedBeforeDeposit: true, reason },
      });
    }
    return confirmed;
  });
  switch (result.status) {
    case "ok": {
      const number = (await getQuote(result.booking.quoteId))?.number ?? "";
      return redirectWithToast(back, { type: "success", ...TEXTS.confirmed(number) });
    }
    default:
      return refusedChange(result);
  }
}

/**
 * Release (issue #23): the first post only asks (the screen shows the question without
 * JavaScript); the confirmed one needs a reason, which the enquiry's timeline keeps, and may ask
 * to e-mail the customer in their language (after the commit).
 */
async function releasePost(form: FormData, id: string, version: number, back: string) {
  const refuse = (status: number, result: BookingActionResult) => data<BookingActionResult>(result, { status });
  if (!isConfirmedStep(form)) return data<BookingActionResult>({ releaseStep: id });
  const reason = parseReason(form.get("reason"));
  const mail = wantsCustomerMail(form);
  if (!reason.ok) {
    const error = reason.error === "missing" ? CHANGE_TEXTS.reasonMissing : CHANGE_TEXTS.reasonTooLong;
    return refuse(400, { releaseStep: id, reasonOutcome: { reason: String(form.get("reason") ?? ""), mail, error } });
  }
  // The customer's e-mail (in their language, HTML and text) is queued with the release when staff ask for it.
  const result = await releaseBooking(id, version, agencyToday(), reason.reason, mail);
  switch (result.status) {
    case "ok": {
      const quote = await getQuote(result.booking.quoteId);
      let mailSummary: string | null = null;
      let failed = false;
      if (mail) {
        const outcome = await tellOutboxResult(result.outboxId, result.eventId);
        mailSummary = CHANGE_TEXTS.mailSummary([outcome]);
        failed = outcome === "failed";
      }
      return redirectWithToast(back, {
        type: failed ? "error" : "success",
        ...CHANGE_TEXTS.releasedToast(quote?.number ?? "", mailSummary),
      });
    }
    default:
      return refusedChange(result);
  }
}
