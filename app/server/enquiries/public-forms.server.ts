import { createCookie, data } from "react-router";
import { CONTACT_HONEYPOT_FIELD, CONTACT_RATE_LIMIT } from "~/domain/contact";
import type { EnquiryFormKind } from "~/domain/enquiry-kinds";
import { formValues, type FieldErrors, type FormValues } from "~/domain/form-fields";
import type { Problem } from "~/content/problem";
import { clientKey } from "~/server/platform/client-address.server";
import { getEnv } from "~/server/platform/env.server";
import { FORM_BODY_TEXTS, readForm } from "~/server/platform/posted-form.server";
import { withinRateLimit, type RateLimit } from "~/server/platform/rate-limits/rate-limits.server";
import type { RequestContext } from "~/server/platform/request-context.server";

/*
 * What the public forms a visitor sends to the agency share (the contact form and the enquiry
 * forms, decisions 0006 and 0033): the honeypot, the rate limit per sender, and the one-time
 * marker that shows the confirmation after the redirect.
 */

/** The public forms by name: the contact form, and each enquiry form by its kind. */
export type PublicFormName = "contact" | EnquiryFormKind;

/**
 * Reads a public form's post (415/400 thrown for a body that is not a readable web form, with
 * `unreadable` in the page's language) and takes the honeypot out: `bot` when the trap was
 * filled, left out or sent twice, since the browser always sends it, empty.
 */
export async function readPublicForm(request: Request, unreadable: string): Promise<{ values: FormValues; bot: boolean }> {
  const form = await readForm(request, { texts: { ...FORM_BODY_TEXTS, unreadable } });
  const { [CONTACT_HONEYPOT_FIELD]: trap, ...values } = formValues(form);
  return { values, bot: typeof trap !== "string" || trap.trim() !== "" };
}

/** What a form shows after a refused submission: the messages and everything typed. */
export type FormRefusal = { problem?: Problem; fieldErrors?: FieldErrors; values: FormValues };

/** Refusals of one submission, each with its status and the values it posted, so the visitor loses nothing. */
export function refusalsFor(values: FormValues) {
  return (status: 400 | 429 | 503, refusal: Omit<FormRefusal, "values">) => data<FormRefusal>({ ...refusal, values }, { status });
}

/** The public forms' limit per sender, counting every form together (decision 0006). */
export const PUBLIC_FORMS_LIMIT: RateLimit = { name: "public-forms", ...CONTACT_RATE_LIMIT };

/**
 * Lookups of the public tracking page per sender (issue #26): enough for a customer with a few
 * shipments and their typos, too few to walk the 35-bit number space.
 */
export const TRACKING_LOOKUP_LIMIT: RateLimit = { name: "tracking-lookups", max: 30, windowMs: 10 * 60_000 };

/**
 * Stores a submission within the sender's limit, as one atomic step (decision 0045): `store`
 * gets the sender's key (a keyed hash of the address, never the address) and runs only when
 * the sender has sent fewer messages than the window allows; what it stores and the use
 * commit together. False when the limit refused it (nothing stored).
 */
export async function storeWithinSenderLimit(context: RequestContext, store: (sender: string) => Promise<unknown>): Promise<boolean> {
  const sender = clientKey(context);
  return (await withinRateLimit(PUBLIC_FORMS_LIMIT, sender, () => store(sender))).allowed;
}

/**
 * A one-time marker, naming the form, that the last submission went through, so the page after
 * the redirect shows its confirmation (with or without JavaScript) and a reload does not.
 */
function sentCookie() {
  return createCookie("cw_form_sent", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: getEnv().SITE_URL.startsWith("https://"),
    maxAge: 60,
  });
}

export async function markSent(form: PublicFormName): Promise<Headers> {
  return new Headers({ "Set-Cookie": await sentCookie().serialize(form) });
}

/** Whether this form's confirmation is due, and the header that clears the marker (another form's marker is left for it). */
export async function takeSent(request: Request, form: PublicFormName): Promise<{ sent: boolean; headers: Headers }> {
  const cookie = sentCookie();
  const sent = (await cookie.parse(request.headers.get("Cookie"))) === form;
  const headers = new Headers();
  if (sent) headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  return { sent, headers };
}
