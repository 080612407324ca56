import { expect, test } from "vitest";
import type { ContactInput } from "~/domain/contact";
import {
  addMessage,
  countMessagesFromSender,
  countUnreadMessages,
  deleteMessage,
  getMessage,
  listMessages,
  setMessageArchived,
  setMessageRead,
} from "~/server/messages.server";
import { describeEachDatabase } from "./databases";

function enquiry(overrides: Partial<ContactInput> = {}): ContactInput {
  return {
    name: "Rania Haddad",
    email: "rania@example.com",
    phone: null,
    subject: "General Inquiry",
    message: "Do you arrange visas for Côte d'Ivoire?",
    ...overrides,
  };
}

/** Timestamps have millisecond precision; a short pause gives each message its own. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describeEachDatabase("contact message queries", () => {
  test("a stored message keeps what the visitor sent and starts unread", async () => {
    const stored = await addMessage(enquiry({ phone: "+961 1 234 567", subject: "Tour Booking" }), "sender-a", null);
    expect(await getMessage(stored.id)).toEqual({
      ...stored,
      name: "Rania Haddad",
      email: "rania@example.com",
      phone: "+961 1 234 567",
      subject: "Tour Booking",
      read: false,
      archived: false,
    });
    expect(await getMessage("00000000-0000-0000-0000-000000000000")).toBeNull();
  });

  test("the inbox lists the newest message first", async () => {
    for (const name of ["First", "Second", "Third"]) {
      await addMessage(enquiry({ name }), "sender-a");
      await tick();
    }
    const inbox = await listMessages("inbox", 1);
    expect(inbox.rows.map((message) => message.name)).toEqual(["Third", "Second", "First"]);
    expect(inbox.total).toBe(3);
  });

  test("the unread count drops when a message is read and rises when marked unread again", async () => {
    const first = await addMessage(enquiry(), "sender-a");
    await addMessage(enquiry(), "sender-b");
    expect(await countUnreadMessages()).toBe(2);
    expect(await setMessageRead(first.id, true)).toBe(true);
    expect(await countUnreadMessages()).toBe(1);
    expect((await getMessage(first.id))?.read).toBe(true);
    await setMessageRead(first.id, false);
    expect(await countUnreadMessages()).toBe(2);
  });

  test("archiving moves a message out of the inbox and out of the unread count", async () => {
    const kept = await addMessage(enquiry({ name: "Kept" }), "sender-a");
    await tick();
    const archived = await addMessage(enquiry({ name: "Archived" }), "sender-a");
    expect(await setMessageArchived(archived.id, true)).toBe(true);
    expect((await listMessages("inbox", 1)).rows.map((message) => message.id)).toEqual([kept.id]);
    expect((await listMessages("archived", 1)).rows.map((message) => message.id)).toEqual([archived.id]);
    expect(await countUnreadMessages()).toBe(1);
    await setMessageArchived(archived.id, false);
    expect((await listMessages("inbox", 1)).total).toBe(2);
  });

  test("deleting removes the message; acting on a missing message reports false", async () => {
    const stored = await addMessage(enquiry(), "sender-a");
    expect(await deleteMessage(stored.id)).toBe(true);
    expect(await getMessage(stored.id)).toBeNull();
    expect(await deleteMessage(stored.id)).toBe(false);
    expect(await setMessageRead(stored.id, true)).toBe(false);
    expect(await setMessageArchived(stored.id, true)).toBe(false);
  });

  test("counts one sender's messages since a moment, for the rate limit", async () => {
    const before = new Date(Date.now() - 1000);
    await addMessage(enquiry(), "sender-a");
    await addMessage(enquiry(), "sender-a");
    await addMessage(enquiry(), "sender-b");
    expect(await countMessagesFromSender("sender-a", before)).toBe(2);
    expect(await countMessagesFromSender("sender-b", before)).toBe(1);
    expect(await countMessagesFromSender("sender-a", new Date(Date.now() + 60_000))).toBe(0);
  });

  test("the inbox pages 25 messages at a time", async () => {
    for (let n = 0; n < 26; n++) await addMessage(enquiry({ name: `Sender ${n}` }), "sender-a");
    const first = await listMessages("inbox", 1);
    expect(first.rows).toHaveLength(25);
    expect(first).toMatchObject({ total: 26, pageCount: 2 });
    expect((await listMessages("inbox", 2)).rows).toHaveLength(1);
  });

  test("a booking enquiry remembers its tour", async () => {
    const stored = await addMessage(enquiry({ subject: "Tour Booking" }), "sender-a", "bali-island-escape");
    expect((await getMessage(stored.id))?.tourId).toBe("bali-island-escape");
  });
});
