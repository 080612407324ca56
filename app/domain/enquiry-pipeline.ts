import { z } from "zod";
import { isPlainText, isSingleLine } from "./form-fields";
import { isOfficeId } from "./offices";

/**
 * The enquiry pipeline (issue #13; decision 0034): where an enquiry stands, who handles it, and
 * the forms of the enquiry screen that change it. Pure rules, shared by the browser (instant
 * messages) and the server (the truth); the forms' problems are codes, worded by the screen
 * (app/content/enquiry-pipeline.ts, `pipelineMessageFor`).
 */

export const ENQUIRY_STATUSES = ["new", "open", "quoted", "won", "lost", "spam"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** Still being worked on: what "open enquiries" counts on the dashboard and the Active filter shows. */
export const ACTIVE_STATUSES = ["new", "open", "quoted"] as const satisfies readonly EnquiryStatus[];

export function isEnquiryStatus(value: unknown): value is EnquiryStatus {
  return (ENQUIRY_STATUSES as readonly unknown[]).includes(value);
}

/** A stored status as the app reads it: anything unknown (a row written by hand) is New. */
export function readStatus(value: string | null | undefined): EnquiryStatus {
  return isEnquiryStatus(value) ? value : "new";
}

export function isActiveStatus(status: EnquiryStatus): boolean {
  return (ACTIVE_STATUSES as readonly EnquiryStatus[]).includes(status);
}

/**
 * The status after someone takes an enquiry up (assigns it to a colleague or answers the
 * customer): a New one is now Open; any other status is a decision staff made and stays.
 */
export function statusWhenTakenUp(status: EnquiryStatus): EnquiryStatus {
  return status === "new" ? "open" : status;
}

/** What the enquiry screen's pipeline forms post as `intent` (the inbox's own intents are in enquiries.ts). */
export const PIPELINE_INTENTS = ["change-status", "assign", "route", "note", "reply"] as const;
export type PipelineIntent = (typeof PIPELINE_INTENTS)[number];

export function isPipelineIntent(value: unknown): value is PipelineIntent {
  return (PIPELINE_INTENTS as readonly unknown[]).includes(value);
}

export const NOTE_MAX = 5000;
export const REPLY_MAX = 10_000;
/** A user id is a UUID; anything much longer is not one. */
const ASSIGNEE_MAX = 40;

/** What can be wrong with a pipeline form; `noteTooLong` is past NOTE_MAX, `replyTooLong` past REPLY_MAX. */
export type PipelineProblem =
  | "statusRequired"
  | "assigneeUnknown"
  | "officeUnknown"
  | "controlCharacters"
  | "noteRequired"
  | "noteTooLong"
  | "replyRequired"
  | "replyTooLong";

/** A multi-line text a person writes: line breaks kept, control characters refused, not blank. */
function writtenText(max: number, required: string, tooLong: string, controlCharacters: string) {
  return z.string({ error: required }).refine(isPlainText, controlCharacters).trim().min(1, required).max(max, tooLong);
}

/** Each pipeline form's schema, by the intent it posts, with its problems in the words `say` gives. */
export function pipelineSchemas(say: (problem: PipelineProblem) => string) {
  return {
    "change-status": z.object({
      status: z.enum(ENQUIRY_STATUSES, { error: say("statusRequired") }),
    }),
    /** `assignee`: a colleague's id, or empty for nobody (the screen's "Assign to me" posts the user's own id). */
    assign: z.object({
      assignee: z
        .string({ error: say("assigneeUnknown") })
        .refine(isSingleLine, say("assigneeUnknown"))
        .trim()
        .max(ASSIGNEE_MAX, say("assigneeUnknown"))
        .transform((id) => id || null),
    }),
    /** `office`: the office to route the enquiry to (issue #23), or empty for none. */
    route: z.object({
      office: z
        .string({ error: say("officeUnknown") })
        .trim()
        .refine((value) => value === "" || isOfficeId(value), say("officeUnknown"))
        .transform((value) => (isOfficeId(value) ? value : null)),
    }),
    note: z.object({
      note: writtenText(NOTE_MAX, say("noteRequired"), say("noteTooLong"), say("controlCharacters")),
    }),
    reply: z.object({
      reply: writtenText(REPLY_MAX, say("replyRequired"), say("replyTooLong"), say("controlCharacters")),
    }),
  } as const satisfies Record<PipelineIntent, z.ZodType>;
}

/** Lines as the e-mail standard wants them (CRLF is the transport's business): one kind of line break, no trailing spaces. */
export function cleanLines(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .trim();
}

/** The parts of a reply e-mail, each already in the customer's language. */
export type ReplyParts = { greeting: string; text: string; signOff: string; staffName: string; companyName: string };

/** A reply's plain-text body: the greeting, what staff wrote, and the signature (sign-off, name, company). */
export function replyBody(parts: ReplyParts): string {
  return [parts.greeting, "", cleanLines(parts.text), "", parts.signOff, parts.staffName, parts.companyName].join("\n");
}
