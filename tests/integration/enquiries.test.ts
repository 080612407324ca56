import { expect, test } from "vitest";
import type { ContactInput } from "~/domain/contact";
import {
  addEnquiry,
  archiveEnquiry,
  countUnreadEnquiries,
  deleteEnquiry,
  getEnquiry,
  listEnquiries,
  markEnquiryRead,
  markEnquiryUnread,
  unarchiveEnquiry,
} from "~/server/enquiries/enquiries.server";
import { describeEachDatabase } from "./databases";

function input(overrides: Partial<ContactInput> = {}): ContactInput {
  return {
    name: "Rania Haddad",
    email: "rania@example.com",
    phone: null,
    subject: "General Inquiry",
    message: "Do you arrange visas for Côte d'Ivoire?",
    ...overrides,
  };
}

/** Timestamps have millisecond precision; a short pause gives each enquiry its own. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describeEachDatabase("enquiry queries", () => {
  test("a stored enquiry keeps what the visitor sent and starts unread", async () => {
    const stored = await addEnquiry(input({ phone: "+961 1 234 567", subject: "Tour Booking" }), "sender-a", null);
    expect(await getEnquiry(stored.id)).toEqual({
      ...stored,
      name: "Rania Haddad",
      email: "rania@example.com",
      phone: "+961 1 234 567",
      subject: "Tour Booking",
      readAt: null,
      archivedAt: null,
    });
    expect(await getEnquiry("00000000-0000-0000-0000-000000000000")).toBeNull();
  });

  test("the inbox lists the newest enquiry first", async () => {
    for (const name of ["First", "Second", "Third"]) {
      await addEnquiry(input({ name }), "sender-a");
      await tick();
    }
    const inbox = await listEnquiries("inbox", 1);
    expect(inbox.rows.map((enquiry) => enquiry.name)).toEqual(["Third", "Second", "First"]);
    expect(inbox.total).toBe(3);
  });

  test("the unread count drops when an enquiry is read and rises when marked unread again", async () => {
    const first = await addEnquiry(input(), "sender-a");
    await addEnquiry(input(), "sender-b");
    expect(await countUnreadEnquiries()).toBe(2);
    expect(await markEnquiryRead(first.id)).toBe(true);
    expect(await countUnreadEnquiries()).toBe(1);
    expect((await getEnquiry(first.id))?.readAt).toBeInstanceOf(Date);
    await markEnquiryUnread(first.id);
    expect(await countUnreadEnquiries()).toBe(2);
  });

  test("reading or archiving again keeps the first moment", async () => {
    const stored = await addEnquiry(input(), "sender-a");
    await markEnquiryRead(stored.id);
    await archiveEnquiry(stored.id);
    const first = await getEnquiry(stored.id);
    await tick();
    await markEnquiryRead(stored.id);
    await archiveEnquiry(stored.id);
    const again = await getEnquiry(stored.id);
    expect(again?.readAt).toEqual(first?.readAt);
    expect(again?.archivedAt).toEqual(first?.archivedAt);
  });

  test("archiving moves an enquiry out of the inbox and out of the unread count", async () => {
    const kept = await addEnquiry(input({ name: "Kept" }), "sender-a");
    await tick();
    const archived = await addEnquiry(input({ name: "Archived" }), "sender-a");
    expect(await archiveEnquiry(archived.id)).toBe(true);
    expect((await listEnquiries("inbox", 1)).rows.map((enquiry) => enquiry.id)).toEqual([kept.id]);
    expect((await listEnquiries("archived", 1)).rows.map((enquiry) => enquiry.id)).toEqual([archived.id]);
    expect(await countUnreadEnquiries()).toBe(1);
    await unarchiveEnquiry(archived.id);
    expect((await listEnquiries("inbox", 1)).total).toBe(2);
  });

  test("deleting removes the enquiry; acting on a missing enquiry reports false", async () => {
    const stored = await addEnquiry(input(), "sender-a");
    expect(await deleteEnquiry(stored.id)).toBe(true);
    expect(await getEnquiry(stored.id)).toBeNull();
    expect(await deleteEnquiry(stored.id)).toBe(false);
    expect(await markEnquiryRead(stored.id)).toBe(false);
    expect(await archiveEnquiry(stored.id)).toBe(false);
  });

  test("the inbox pages 25 enquiries at a time", async () => {
    for (let n = 0; n < 26; n++) await addEnquiry(input({ name: `Sender ${n}` }), "sender-a");
    const first = await listEnquiries("inbox", 1);
    expect(first.rows).toHaveLength(25);
    expect(first).toMatchObject({ total: 26, pageCount: 2 });
    expect((await listEnquiries("inbox", 2)).rows).toHaveLength(1);
  });

  test("a booking enquiry remembers its tour", async () => {
    const stored = await addEnquiry(input({ subject: "Tour Booking" }), "sender-a", "bali-island-escape");
    expect((await getEnquiry(stored.id))?.tourId).toBe("bali-island-escape");
  });
});
