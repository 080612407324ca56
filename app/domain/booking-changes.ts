/*
 * Cancelling a departure and releasing a booking ask first and keep a reason (issue #23; decision
 * 0036). The first post of either (no `step`) only answers with the confirmation step, so a
 * page without JavaScript asks too; the confirmed post must carry a reason.
 */

export const REASON_MAX_LENGTH = 500;

/** The hidden field of the confirmed post; a post without it only asks. */
export const CONFIRM_STEP = { name: "step", value: "confirmed" } as const;

/** The checkbox that asks for the customer's e-mail. */
export const MAIL_CUSTOMER_FIELD = "mailCustomer";

export type ReasonCheck = { ok: true; reason: string } | { ok: false; error: "missing" | "too-long" };

/** The reason typed, trimmed and on one paragraph of at most REASON_MAX_LENGTH characters. */
export function parseReason(value: FormDataEntryValue | null): ReasonCheck {
  const reason = typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "";
  if (!reason) return { ok: false, error: "missing" };
  if (reason.length > REASON_MAX_LENGTH) return { ok: false, error: "too-long" };
  return { ok: true, reason };
}

/** Whether the post is the confirmed one (else it only asks). */
export function isConfirmedStep(form: FormData): boolean {
  return form.get(CONFIRM_STEP.name) === CONFIRM_STEP.value;
}

/** Whether staff ticked "E-mail the customer". */
export function wantsCustomerMail(form: FormData): boolean {
  return form.get(MAIL_CUSTOMER_FIELD) === "on";
}
