import { expect, test } from "vitest";
import type { ContactInput } from "~/domain/contact";
import { addMessage, countMessagesByFolder, deleteMessage, setMessageArchived, setMessageRead } from "~/server/messages.server";
import { describeEachDatabase } from "./databases";

function enquiry(name: string): ContactInput {
  return { name, email: "sender@example.com", phone: null, subject: "General Inquiry", message: "Hello" };
}

describeEachDatabase("inbox folder counts", () => {
  test("an empty inbox counts nothing", async () => {
    expect(await countMessagesByFolder()).toEqual({ inbox: 0, archived: 0, unread: 0 });
  });

  test("counts the messages of each folder and the unread ones in the inbox", async () => {
    const [a, b, c] = await Promise.all(["A", "B", "C"].map((name) => addMessage(enquiry(name), "sender")));
    await addMessage(enquiry("D"), "sender");
    expect(await countMessagesByFolder()).toEqual({ inbox: 4, archived: 0, unread: 4 });

    await setMessageRead(a!.id, true);
    await setMessageArchived(b!.id, true);
    // An archived unread message is not waiting in the inbox.
    expect(await countMessagesByFolder()).toEqual({ inbox: 3, archived: 1, unread: 2 });

    await setMessageArchived(b!.id, false);
    await deleteMessage(c!.id);
    expect(await countMessagesByFolder()).toEqual({ inbox: 3, archived: 0, unread: 2 });
  });
});
