import { describe, expect, test } from "vitest";
import { NOTE_MAX, pipelineSchemas, REPLY_MAX } from "~/domain/enquiry-pipeline";
import { fieldErrors } from "~/domain/form-fields";
import { pipelineMessageFor } from "./enquiry-pipeline";

const FORMS = pipelineSchemas(pipelineMessageFor);

function refusedWith(schema: (typeof FORMS)[keyof typeof FORMS], values: Record<string, string>) {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : fieldErrors(parsed.error);
}

describe("the pipeline forms' words", () => {
  test("each problem says what to do", () => {
    expect(refusedWith(FORMS["change-status"], { status: "closed" })).toEqual({ status: "Choose a status." });
    expect(refusedWith(FORMS.assign, { assignee: "user\n1" })).toEqual({ assignee: "Choose a colleague from the list." });
    expect(refusedWith(FORMS.route, { office: "moon" })).toEqual({ office: "Choose an office from the list." });
    expect(refusedWith(FORMS.note, { note: "   " })).toEqual({ note: "Write the note." });
    expect(refusedWith(FORMS.note, { note: "bell \u0007" }).note).toMatch(/control characters/);
    expect(refusedWith(FORMS.reply, { reply: "" })).toEqual({ reply: "Write the message to send." });
  });

  test("too long says the limit, with a thousands separator", () => {
    expect(refusedWith(FORMS.note, { note: "a".repeat(NOTE_MAX + 1) })).toEqual({ note: "The note can be at most 5,000 characters." });
    expect(refusedWith(FORMS.reply, { reply: "a".repeat(REPLY_MAX + 1) })).toEqual({
      reply: "The message can be at most 10,000 characters.",
    });
  });
});
