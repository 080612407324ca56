import { createCookie } from "react-router";
import { CONTACT_PAGE } from "~/content/contact-page";
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_RATE_LIMIT,
  CONTACT_TOUR_FIELD,
  ContactSchema,
  contactPrefill,
  type ContactPrefill,
} from "~/domain/contact";
import { fieldErrors, formValues, type FieldErrors } from "~/domain/form-errors";
import { clientKey } from "./client-address.server";
import { getEnv } from "./env.server";
import { addEnquiry, countEnquiriesFromSender } from "./enquiries.server";
import { notifyNewEnquiry } from "./mail.server";
import { assertSameOrigin } from "./session.server";
import { getTour } from "./tours.server";

/** What the form shows after a refused submission: the messages and everything typed. */
export type ContactProblem = { problem?: string; fieldErrors?: FieldErrors; values: Record<string, string> };

export type ContactOutcome = { status: "sent" } | ({ status: 400 | 429 | 503 } & ContactProblem);

const MAX_TOUR_ID = 200;

/** The form's starting values from `?tour=` or `?subject=`; an unknown tour gives no prefill. */
export async function loadContactPrefill(url: URL): Promise<ContactPrefill> {
  const tourId = url.searchParams.get("tour")?.slice(0, MAX_TOUR_ID);
  const tour = tourId ? await getTour(tourId) : null;
  return contactPrefill(url.searchParams.get("subject"), tour);
}

/**
 * Handles the contact form's POST: a foreign Origin is refused (403, thrown); a filled
 * honeypot looks like success and stores nothing; otherwise the same schema as the browser,
 * the per-sender rate limit, then the message is stored and the agency e-mailed in the
 * background. Every refusal returns what was typed, so the visitor loses nothing.
 */
export async function submitContact(request: Request): Promise<ContactOutcome> {
  assertSameOrigin(request);
  const form = await request.formData().catch(() => {
    throw new Response(CONTACT_PAGE.problems.unreadable, { status: 400 });
  });
  const { [CONTACT_HONEYPOT_FIELD]: trap, ...values } = formValues(form);
  if (trap?.trim()) return { status: "sent" };

  const parsed = ContactSchema.safeParse(values);
  if (!parsed.success) return { status: 400, fieldErrors: fieldErrors(parsed.error), values };

  try {
    const sender = clientKey(request);
    const since = new Date(Date.now() - CONTACT_RATE_LIMIT.windowMs);
    if ((await countEnquiriesFromSender(sender, since)) >= CONTACT_RATE_LIMIT.max) {
      return { status: 429, problem: CONTACT_PAGE.problems.rateLimited, values };
    }
    const tourId = values[CONTACT_TOUR_FIELD]?.slice(0, MAX_TOUR_ID);
    const tour = tourId ? await getTour(tourId) : null;
    const enquiry = await addEnquiry(parsed.data, sender, tour?.id ?? null);
    // The visitor does not wait for the mail server; notifyNewEnquiry never rejects.
    void notifyNewEnquiry(enquiry);
    return { status: "sent" };
  } catch (error) {
    console.error("Could not store a contact message:", error);
    return { status: 503, problem: CONTACT_PAGE.problems.saveFailed, values };
  }
}

/**
 * A one-time marker that the last submission went through, so the page after the redirect
 * shows the success banner (with or without JavaScript) and a reload does not show it again.
 */
function sentCookie() {
  const env = getEnv();
  return createCookie("cw_contact_sent", {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: env.SITE_URL.startsWith("https://"),
    maxAge: 60,
  });
}

export async function markSent(): Promise<Headers> {
  return new Headers({ "Set-Cookie": await sentCookie().serialize("1") });
}

/** Whether the success banner is due, and the header that clears the marker. */
export async function takeSent(request: Request): Promise<{ sent: boolean; headers: Headers }> {
  const cookie = sentCookie();
  const sent = (await cookie.parse(request.headers.get("Cookie"))) === "1";
  const headers = new Headers();
  if (sent) headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  return { sent, headers };
}
