import { data } from "react-router";
import { INBOX_TEXTS, INBOX_TOASTS } from "~/content/inbox";
import { pipelineMessageFor, PIPELINE_TEXTS } from "~/content/enquiry-pipeline";
import { OFFICE_TEXTS } from "~/content/offices-admin";
import type { OfficeId } from "~/domain/offices";
import { officeChoices } from "~/server/platform/offices.server";
import { parseVersion } from "~/domain/catalogue-admin";
import {
  enquiriesHref,
  enquiryHref,
  folderHref,
  parseEnquiryFilter,
  parseEnquiryIntent,
  parseFolder,
  parsePageField,
  type InboxIntent,
} from "~/domain/enquiries";
import { isPipelineIntent, pipelineSchemas, type EnquiryStatus, type PipelineIntent } from "~/domain/enquiry-pipeline";
import { fieldErrors, formValues, type FieldErrors, type FormValues } from "~/domain/form-fields";
import { problem, type Problem } from "~/content/problem";
import { signedInUser } from "~/server/accounts/admin-gate.server";
import {
  addEnquiryNote,
  archiveEnquiry,
  assignEnquiry,
  changeEnquiryStatus,
  deleteEnquiry,
  finishEnquiryReply,
  getEnquiry,
  markEnquiryRead,
  markEnquiryUnread,
  routeEnquiryToOffice,
  startEnquiryReply,
  unarchiveEnquiry,
  type Enquiry,
  type PipelineResult,
} from "~/server/enquiries/enquiries.server";
import { composeReply } from "~/server/enquiries/enquiry-reply.server";
import { getEnv } from "~/server/platform/env.server";
import { redirectWithToast, type Toast } from "~/server/platform/flash.server";
import { sendMailNow } from "~/server/platform/mail-outbox/outbox.server";
import { readForm, refuse } from "~/server/platform/posted-form.server";
import type { RequestContext } from "~/server/platform/request-context.server";
import { KEY_DATES_INTENT } from "~/domain/enquiry-key-dates";
import { handleKeyDatesPost } from "./enquiry-key-dates.server";

const PIPELINE_FORMS = pipelineSchemas(pipelineMessageFor);

/** What each inbox intent does to the enquiry; each answers false when it is gone. */
const CHANGES: Record<InboxIntent, (id: string) => Promise<boolean | "has-booking">> = {
  "mark-read": markEnquiryRead,
  "mark-unread": markEnquiryUnread,
  archive: archiveEnquiry,
  unarchive: unarchiveEnquiry,
  delete: deleteEnquiry,
};

/** A refused pipeline change: the form it came from, why, and everything typed (a note or a reply is never lost). */
export type EnquiryActionData = {
  intent?: PipelineIntent;
  problem?: Problem;
  /** Someone else changed the enquiry first (409): the screen offers to reload. */
  conflict?: boolean;
  fieldErrors?: FieldErrors;
  values?: FormValues;
};

/**
 * Every change to an enquiry, from its screen and from the list's rows: a hidden `intent`.
 * The inbox's (mark-read, mark-unread, archive, unarchive, delete) go back to where the admin
 * was (`list`, the list's query; or `folder` and `page`; or `on=enquiry`) with a toast; the
 * pipeline's (change-status, assign, route, note, reply) carry the version shown and come back to
 * the enquiry.
 */
export async function handleEnquiryPost(request: Request, id: string, context: RequestContext) {
  const form = await readForm(request);
  // The key dates' form (issue #28) has a handler of its own.
  if (form.get("intent") === KEY_DATES_INTENT) return handleKeyDatesPost(form, id);
  const intent = parseEnquiryIntent(form.get("intent"));
  if (!intent) return refuse(400, INBOX_TEXTS.unknownAction);
  const enquiry = await getEnquiry(id);
  if (!enquiry) throw data(INBOX_TEXTS.notFound, { status: 404 });
  if (isPipelineIntent(intent)) return handlePipelinePost(form, intent, enquiry, context);

  const done = await CHANGES[intent](enquiry.id);
  // False: deleted by someone else in the meantime.
  if (!done) throw data(INBOX_TEXTS.notFound, { status: 404 });
  if (done === "has-booking") return refuse(409, INBOX_TEXTS.deleteHasBooking);

  const onEnquiry = form.get("on") === "enquiry";
  const list = form.get("list");
  const back = !onEnquiry
    ? typeof list === "string"
      ? enquiriesHref(parseEnquiryFilter(new URLSearchParams(list)), parsePageField(new URLSearchParams(list).get("page")))
      : folderHref(parseFolder(form.get("folder")), parsePageField(form.get("page")))
    : intent === "mark-read"
      ? enquiryHref(enquiry.id)
      : // Marked unread, archived, moved or deleted: back to the folder it was in.
        folderHref(enquiry.archivedAt ? "archived" : "inbox");
  return redirectWithToast(back, { type: "success", title: INBOX_TOASTS[intent] });
}

const { messages: MESSAGES, toasts: TOASTS, statusLabels: STATUS } = PIPELINE_TEXTS;

async function handlePipelinePost(form: FormData, intent: PipelineIntent, enquiry: Enquiry, context: RequestContext) {
  const user = signedInUser(context);
  const values = formValues(form);
  const refusal = (status: number, extra: Omit<EnquiryActionData, "intent" | "values">) =>
    data<EnquiryActionData>({ intent, values, ...extra }, { status });
  const version = parseVersion(form.get("version"));
  if (version === null) return refusal(400, { problem: problem(MESSAGES.noVersion), conflict: true });

  const parsed = PIPELINE_FORMS[intent].safeParse(values);
  if (!parsed.success) return refusal(400, { fieldErrors: fieldErrors(parsed.error) });
  const input = parsed.data as {
    status?: EnquiryStatus;
    assignee?: string | null;
    office?: OfficeId | null;
    note?: string;
    reply?: string;
  };

  const back = `${enquiryHref(enquiry.id)}#timeline`;
  const answer = (result: PipelineResult | { status: "unknown-assignee" }, toast: () => Toast) => {
    switch (result.status) {
      case "ok":
        return redirectWithToast(back, toast());
      case "conflict":
        return refusal(409, { problem: problem(MESSAGES.conflict), conflict: true });
      case "not-found":
        return refusal(404, { problem: problem(INBOX_TEXTS.notFoundHint) });
      case "unknown-assignee":
        return refusal(400, { fieldErrors: { assignee: MESSAGES.assigneeUnknown } });
      case "unchanged":
        return refusal(400, {
          problem: problem(
            intent === "assign"
              ? MESSAGES.sameAssignee
              : intent === "route"
                ? OFFICE_TEXTS.messages.sameOffice
                : MESSAGES.sameStatus(STATUS[enquiry.status]),
          ),
        });
    }
  };

  switch (intent) {
    case "change-status":
      return answer(await changeEnquiryStatus(enquiry.id, input.status!, version), () => ({
        type: "success",
        title: TOASTS.status(STATUS[input.status!]),
      }));
    case "assign": {
      const result = await assignEnquiry(enquiry.id, input.assignee ?? null, version);
      return answer(result, () =>
        result.status === "ok" && result.enquiry.assignee
          ? { type: "success", title: TOASTS.assigned(result.enquiry.assignee.id === user.id ? "you" : result.enquiry.assignee.name) }
          : { type: "success", title: TOASTS.unassigned },
      );
    }
    case "route": {
      const office = input.office ?? null;
      const name = office ? (await officeChoices()).find((choice) => choice.id === office)?.name : undefined;
      return answer(await routeEnquiryToOffice(enquiry.id, office, version), () => ({
        type: "success",
        title: name ? OFFICE_TEXTS.toasts.routed(name) : OFFICE_TEXTS.toasts.unrouted,
      }));
    }
    case "note":
      return answer(await addEnquiryNote(enquiry.id, input.note!, version), () => ({ type: "success", title: TOASTS.note }));
    case "reply": {
      if (!getEnv().SMTP_URL) return refusal(400, { problem: problem(MESSAGES.mailNotSetUp) });
      const { mail, reply } = await composeReply(enquiry, user.name, input.reply!);
      // The reply and its mail are saved together (the outbox, decision 0038); the mail server is asked at once.
      const started = await startEnquiryReply(enquiry.id, reply, version, mail);
      if (started.status !== "ok" || !("eventId" in started)) return answer(started, () => ({ type: "success", title: TOASTS.replySent }));
      const attempt = await sendMailNow(started.outboxId!);
      const delivery = { outcome: attempt.status, reason: "reason" in attempt ? attempt.reason : "", outboxId: started.outboxId };
      await finishEnquiryReply(started.eventId, reply, delivery);
      return redirectWithToast(
        back,
        attempt.status === "sent"
          ? { type: "success", title: TOASTS.replySent }
          : attempt.status === "queued"
            ? { type: "success", title: TOASTS.replyQueued, description: TOASTS.replyQueuedHint(delivery.reason) }
            : { type: "error", title: TOASTS.replyFailed, description: TOASTS.replyFailedHint(delivery.reason) },
      );
    }
  }
}
