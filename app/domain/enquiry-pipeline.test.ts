import { describe, expect, test } from "vitest";
import { fieldErrors, formValues } from "./form-fields";
import {
  ACTIVE_STATUSES,
  isActiveStatus,
  isPipelineIntent,
  NOTE_MAX,
  pipelineSchemas,
  readStatus,
  replyBody,
  statusWhenTakenUp,
} from "./enquiry-pipeline";

function posted(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return formValues(form);
}

describe("the enquiry pipeline's rules", () => {
  test("New, Open and Quoted are still being worked on; Won, Lost and Spam are not", () => {
    expect(ACTIVE_STATUSES).toEqual(["new", "open", "quoted"]);
    expect(isActiveStatus("quoted")).toBe(true);
    expect(isActiveStatus("won")).toBe(false);
    expect(isActiveStatus("spam")).toBe(false);
  });

  test("taking up a New enquiry opens it; any other status is a decision that stays", () => {
    expect(statusWhenTakenUp("new")).toBe("open");
    for (const status of ["open", "quoted", "won", "lost", "spam"] as const) expect(statusWhenTakenUp(status)).toBe(status);
  });

  test("a stored status nobody knows reads as New", () => {
    expect(readStatus("won")).toBe("won");
    expect(readStatus("archived")).toBe("new");
    expect(readStatus(null)).toBe("new");
  });

  test("only the four pipeline intents are pipeline intents", () => {
    expect(isPipelineIntent("assign")).toBe(true);
    expect(isPipelineIntent("reply")).toBe(true);
    expect(isPipelineIntent("archive")).toBe(false);
    expect(isPipelineIntent(undefined)).toBe(false);
  });
});

// The forms answer codes; app/content/enquiry-pipeline.test.ts checks their words.
const FORMS = pipelineSchemas((problem) => problem);
const EnquiryStatusFormSchema = FORMS["change-status"];
const EnquiryAssignFormSchema = FORMS.assign;
const EnquiryNoteFormSchema = FORMS.note;
const EnquiryReplyFormSchema = FORMS.reply;

describe("the pipeline forms", () => {
  test("a status must be one of the six", () => {
    expect(EnquiryStatusFormSchema.parse(posted({ status: "quoted" }))).toEqual({ status: "quoted" });
    const refused = EnquiryStatusFormSchema.safeParse(posted({ status: "closed" }));
    expect(refused.success).toBe(false);
    expect(fieldErrors(refused.error!)).toEqual({ status: "statusRequired" });
  });

  test("an empty assignee is nobody; a line break is not an id", () => {
    expect(EnquiryAssignFormSchema.parse(posted({ assignee: "" }))).toEqual({ assignee: null });
    expect(EnquiryAssignFormSchema.parse(posted({ assignee: " user-1 " }))).toEqual({ assignee: "user-1" });
    expect(EnquiryAssignFormSchema.safeParse(posted({ assignee: "user\n1" })).success).toBe(false);
    expect(EnquiryAssignFormSchema.safeParse(posted({ assignee: "x".repeat(41) })).success).toBe(false);
  });

  test("a note keeps its line breaks, is trimmed, and is refused blank, too long or with control characters", () => {
    expect(EnquiryNoteFormSchema.parse(posted({ note: "  Called her.\nWill call back.  " }))).toEqual({
      note: "Called her.\nWill call back.",
    });
    const blank = EnquiryNoteFormSchema.safeParse(posted({ note: "   \n " }));
    expect(fieldErrors(blank.error!)).toEqual({ note: "noteRequired" });
    const long = EnquiryNoteFormSchema.safeParse(posted({ note: "a".repeat(NOTE_MAX + 1) }));
    expect(fieldErrors(long.error!).note).toBe("noteTooLong");
    const control = EnquiryNoteFormSchema.safeParse(posted({ note: "bell \u0007" }));
    expect(fieldErrors(control.error!).note).toBe("controlCharacters");
    expect(EnquiryNoteFormSchema.safeParse({}).success).toBe(false);
  });

  test("a reply needs a text", () => {
    expect(EnquiryReplyFormSchema.safeParse(posted({ reply: "" })).success).toBe(false);
    expect(EnquiryReplyFormSchema.parse(posted({ reply: "Yes, we have seats." }))).toEqual({ reply: "Yes, we have seats." });
  });
});

describe("a reply's text", () => {
  test("is the greeting, what staff wrote, and the signature, with one kind of line break", () => {
    const body = replyBody({
      greeting: "Bonjour Rania,",
      text: "Merci pour votre message.\r\nNous avons des places.   \r\n",
      signOff: "Bien cordialement,",
      staffName: "Rima Haddad",
      companyName: "Cedar Wings Travel",
    });
    expect(body).toBe(
      "Bonjour Rania,\n\nMerci pour votre message.\nNous avons des places.\n\nBien cordialement,\nRima Haddad\nCedar Wings Travel",
    );
  });
});
