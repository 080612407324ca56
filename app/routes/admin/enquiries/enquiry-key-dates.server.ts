import { data } from "react-router";
import { CALENDAR_TEXTS } from "~/content/calendar";
import { INBOX_TEXTS } from "~/content/inbox";
import { parseVersion } from "~/domain/catalogue-admin";
import { enquiryHref } from "~/domain/enquiries";
import { KEY_DATES_BY_KIND, readKeyDates, type KeyDatesForm } from "~/domain/enquiry-key-dates";
import { getEnquiryKeyDates, saveEnquiryKeyDates } from "~/server/enquiries/enquiry-key-dates.server";
import { redirectWithToast } from "~/server/platform/flash.server";

/** A refused key-dates form: the messages by field or for the whole form, and what was typed. */
export type KeyDatesActionData = {
  /** The screen's own problem stays the inbox's: this form's is inside `keyDates`. */
  problem?: undefined;
  keyDates: { errors?: Record<string, string>; problem?: string; conflict?: boolean; values: Record<string, string> };
};

const WORDS = CALENDAR_TEXTS.keyDates;
const FIELDS = ["visaDay", "visaTime", "ticketing", "passport"] as const;

/** The enquiry screen's "Key dates" form (intent `key-dates`), at the version the screen showed. */
export async function handleKeyDatesPost(form: FormData, id: string) {
  const values: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  const refuse = (status: number, body: Omit<KeyDatesActionData["keyDates"], "values">) =>
    data<KeyDatesActionData>({ keyDates: { ...body, values } }, { status });
  const current = await getEnquiryKeyDates(id);
  if (!current) throw data(INBOX_TEXTS.notFound, { status: 404 });
  if (KEY_DATES_BY_KIND[current.kind].length === 0) return refuse(400, { problem: WORDS.problems.notForKind });
  const version = parseVersion(form.get("version"));
  if (version === null) return refuse(400, { problem: WORDS.problems.noVersion, conflict: true });
  const read = readKeyDates(values as KeyDatesForm, current.kind, current.dates);
  if (!read.ok) {
    return refuse(400, { errors: Object.fromEntries(Object.entries(read.errors).map(([field, code]) => [field, WORDS.problems[code]])) });
  }
  const saved = await saveEnquiryKeyDates(id, version, read.dates);
  switch (saved.status) {
    case "ok":
      return redirectWithToast(`${enquiryHref(id)}#key-dates`, { type: "success", title: WORDS.toast });
    case "conflict":
      return refuse(409, { problem: WORDS.problems.conflict, conflict: true });
    case "unchanged":
      return refuse(400, { problem: WORDS.problems.unchanged });
    case "not-found":
      throw data(INBOX_TEXTS.notFound, { status: 404 });
  }
}
