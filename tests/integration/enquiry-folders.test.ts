import { expect, test } from "vitest";
import type { ContactInput } from "~/domain/contact";
import {
  addEnquiry,
  archiveEnquiry,
  countEnquiriesByFolder,
  deleteEnquiry,
  markEnquiryRead,
  unarchiveEnquiry,
} from "~/server/enquiries/enquiries.server";
import { describeEachDatabase } from "./databases";

function input(name: string): ContactInput {
  return { name, email: "sender@example.com", phone: null, subject: "General Inquiry", message: "Hello" };
}

describeEachDatabase("inbox folder counts", () => {
  test("an empty inbox counts nothing", async () => {
    expect(await countEnquiriesByFolder()).toEqual({ inbox: 0, archived: 0, unread: 0 });
  });

  test("counts the enquiries of each folder and the unread ones in the inbox", async () => {
    const [a, b, c] = await Promise.all(["A", "B", "C"].map((name) => addEnquiry(input(name), "sender")));
    await addEnquiry(input("D"), "sender");
    expect(await countEnquiriesByFolder()).toEqual({ inbox: 4, archived: 0, unread: 4 });

    await markEnquiryRead(a!.id);
    await archiveEnquiry(b!.id);
    // An archived unread enquiry is not waiting in the inbox.
    expect(await countEnquiriesByFolder()).toEqual({ inbox: 3, archived: 1, unread: 2 });

    await unarchiveEnquiry(b!.id);
    await deleteEnquiry(c!.id);
    expect(await countEnquiriesByFolder()).toEqual({ inbox: 3, archived: 0, unread: 2 });
  });
});
