import { NOTE_MAX, REPLY_MAX, type EnquiryStatus, type PipelineProblem } from "~/domain/enquiry-pipeline";
import { OFFICE_TEXTS } from "./offices-admin";
import { plural } from "./plural";

/**
 * The back office's words for the enquiry pipeline (issue #13): statuses, the list's filters,
 * the enquiry screen's assignment, status, notes, reply and timeline, and the toasts and
 * refusals of each change. The admin is in English; the reply the customer gets is in their
 * language, from the message catalogues (app/messages, `enquiryReply`).
 */
export const PIPELINE_TEXTS = {
  statusLabels: {
    new: "New",
    open: "Open",
    quoted: "Quoted",
    won: "Won",
    lost: "Lost",
    spam: "Spam",
  } satisfies Record<EnquiryStatus, string>,
  /** The filter for every status still being worked on. */
  active: "Active",
  activeHint: "New, Open and Quoted",
  allStatuses: "All",
  statusFilter: "Filter by status",
  statusCount: (count: number) => plural(count, { one: "# enquiry", other: "# enquiries" }),

  // The list's filters.
  filters: "Filter the enquiries",
  search: "Search",
  searchHint: "Name, e-mail or text",
  assignee: "Assignee",
  anyone: "Anyone",
  unassigned: "Unassigned",
  me: (name: string) => `Me (${name})`,
  receivedFrom: "Received from",
  receivedTo: "Received to",
  apply: "Filter",
  clear: "Clear filters",
  assignedToMe: "Assigned to me",
  allEnquiries: "All enquiries",
  matching: (count: number) => plural(count, { one: "# enquiry matches", other: "# enquiries match" }),
  noMatch: "No enquiries match these filters.",
  lastActivity: "Last activity",
  about: "About",
  nobody: "Nobody",

  // The enquiry screen.
  pipeline: "Pipeline",
  status: "Status",
  changeStatus: "Change status",
  newStatus: "New status",
  assign: "Assign",
  assignToMe: "Assign to me",
  assignedTo: "Assigned to",
  colleague: "Assign to",
  unassign: "Nobody (unassign)",
  notes: "Notes",
  note: "Internal note",
  noteHint: "Only staff see notes; they are never sent to the customer.",
  addNote: "Add note",
  reply: "Reply by e-mail",
  replyIntro: (name: string, email: string, language: string) => `To ${name} <${email}>, in ${language}.`,
  replyFrom: (from: string) => `Sent from ${from}.`,
  replyText: "Your message",
  replyFrame: "The greeting above and the signature below are added for you.",
  sendReply: "Send e-mail",
  mailNotSetUp: "E-mail is not set up on this site (SMTP_URL), so replies cannot be sent from here.",
  replyWithMailApp: "Reply with your mail app",
  timeline: "Timeline",
  timelineEmpty: "Nothing has happened yet.",
  by: (actor: string) => `by ${actor}`,
  reload: "Reload to see the latest version",

  // Timeline entries.
  events: {
    received: "Enquiry received",
    status: (from: string, to: string) => `Status changed from ${from} to ${to}`,
    assigned: (to: string) => `Assigned to ${to}`,
    unassigned: (from: string) => `Unassigned (was ${from})`,
    note: "Internal note",
    email: (to: string) => `E-mail sent to ${to}`,
    emailSubject: (subject: string) => `Subject: ${subject}`,
    archived: "Archived",
    unarchived: "Moved back to the inbox",
  },
  delivery: {
    sending: "Delivery not confirmed yet",
    sent: "Delivered to the mail server",
    failed: (reason: string) => `Not sent: ${reason}`,
    queued: (reason: string) => (reason ? `Queued, to be tried again: ${reason}` : "Queued, to be sent shortly"),
  },
  system: "System",
  formerColleague: "a former colleague",

  // Refusals and toasts.
  messages: {
    statusRequired: "Choose a status.",
    assigneeUnknown: "Choose a colleague from the list.",
    noteRequired: "Write the note.",
    noteTooLong: (max: number) => `The note can be at most ${max.toLocaleString("en-US")} characters.`,
    replyRequired: "Write the message to send.",
    replyTooLong: (max: number) => `The message can be at most ${max.toLocaleString("en-US")} characters.`,
    controlCharacters: "Remove the special control characters from the text.",
    conflict:
      "This enquiry was changed by someone else after you opened it. Reload to see the latest version; what you typed is kept here.",
    noVersion: "This form is out of date. Reload the page and try again; what you typed is kept here.",
    sameStatus: (status: string) => `The enquiry is already ${status}.`,
    sameAssignee: "The enquiry is already assigned that way.",
    mailNotSetUp: "E-mail is not set up on this site, so the reply was not sent. Use your mail app instead.",
  },
  toasts: {
    status: (status: string) => `Status changed to ${status}`,
    assigned: (name: string) => `Assigned to ${name}`,
    unassigned: "Enquiry unassigned",
    note: "Note added",
    replySent: "E-mail sent",
    replyFailed: "The e-mail could not be sent",
    replyFailedHint: (reason: string) => `${reason} It is kept in the timeline; try again later or reply from your mail app.`,
    replyQueued: "E-mail queued",
    replyQueuedHint: (reason: string) =>
      `${reason ? `The mail server did not take it yet (${reason}). ` : ""}It will be tried again after 1, 5, 15 and 60 minutes; the timeline shows when it is sent.`,
  },
} as const;

/** A pipeline form's problem (domain/enquiry-pipeline) in the words the enquiry screen shows. */
export function pipelineMessageFor(problem: PipelineProblem): string {
  const { messages } = PIPELINE_TEXTS;
  switch (problem) {
    case "officeUnknown":
      return OFFICE_TEXTS.messages.officeUnknown;
    case "noteTooLong":
      return messages.noteTooLong(NOTE_MAX);
    case "replyTooLong":
      return messages.replyTooLong(REPLY_MAX);
    default:
      return messages[problem];
  }
}
