import { describe, expect, test } from "vitest";
import {
  enquiriesHref,
  enquiryPreview,
  folderHref,
  formatReceived,
  isFiltered,
  parseEnquiryFilter,
  parseEnquiryIntent,
  parseFolder,
  parsePageField,
  replyHref,
  statusesOf,
} from "./enquiries";

describe("enquiries", () => {
  test("the list shows the first non-empty line of a message, shortened at a word", () => {
    expect(enquiryPreview("\n\n  Hello there  \nSecond line")).toBe("Hello there");
    const long = "word ".repeat(40).trim();
    const preview = enquiryPreview(long, 30);
    expect(preview.endsWith("…")).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(31);
    expect(preview).not.toMatch(/wor…$/);
    expect(enquiryPreview("")).toBe("");
  });

  test("received times are written in UTC, the same on server and browser", () => {
    expect(formatReceived(new Date("2025-03-05T14:07:09Z"))).toBe("5 Mar 2025, 14:07 UTC");
    expect(formatReceived(new Date("2024-12-31T23:59:59.999Z"))).toBe("31 Dec 2024, 23:59 UTC");
  });

  test("the reply link opens an e-mail to the sender with subject 'Re: {subject}'", () => {
    expect(replyHref("rania@example.com", "Tour Booking")).toBe("mailto:rania@example.com?subject=Re%3A%20Tour%20Booking");
    expect(replyHref("a+b@example.com", "Q&A?")).toBe("mailto:a%2Bb@example.com?subject=Re%3A%20Q%26A%3F");
  });

  test("only the known intents are accepted: the inbox's five and the pipeline's four", () => {
    expect(parseEnquiryIntent("archive")).toBe("archive");
    expect(parseEnquiryIntent("mark-unread")).toBe("mark-unread");
    expect(parseEnquiryIntent("change-status")).toBe("change-status");
    expect(parseEnquiryIntent("reply")).toBe("reply");
    expect(parseEnquiryIntent("drop-table")).toBeNull();
    expect(parseEnquiryIntent(null)).toBeNull();
  });

  test("folder and page links keep the defaults out of the address", () => {
    expect(parseFolder("archived")).toBe("archived");
    expect(parseFolder("spam")).toBe("inbox");
    expect(folderHref("inbox")).toBe("/admin/messages");
    expect(folderHref("archived", 2)).toBe("/admin/messages?folder=archived&page=2");
    expect(folderHref("inbox", 1, { delete: "x y" })).toBe("/admin/messages?delete=x+y");
    expect(parsePageField("3")).toBe(3);
    expect(parsePageField("-1")).toBe(1);
    expect(parsePageField("abc")).toBe(1);
  });

  test("the list's filter is read from the URL, anything malformed left out", () => {
    const parse = (query: string) => parseEnquiryFilter(new URLSearchParams(query));
    expect(parse("")).toEqual({ folder: "inbox" });
    expect(parse("folder=archived&status=won&assignee=me&q=+visa+&from=2026-05-01&to=2026-05-31")).toEqual({
      folder: "archived",
      status: "won",
      assignee: "me",
      q: "visa",
      from: "2026-05-01",
      to: "2026-05-31",
    });
    expect(parse("status=active")).toEqual({ folder: "inbox", status: "active" });
    expect(parse("status=closed&from=2026-02-30&to=tomorrow&q=%0A")).toEqual({ folder: "inbox" });
    expect(parse(`assignee=${"x".repeat(41)}`)).toEqual({ folder: "inbox" });
    expect(parse(`q=${"é".repeat(150)}`).q).toHaveLength(100);
  });

  test("Active stands for New, Open and Quoted", () => {
    expect(statusesOf("active")).toEqual(["new", "open", "quoted"]);
    expect(statusesOf("spam")).toEqual(["spam"]);
  });

  test("a filtered list's address keeps every filter and leaves the defaults out", () => {
    expect(enquiriesHref({ folder: "inbox" })).toBe("/admin/messages");
    expect(enquiriesHref({ folder: "inbox", status: "open", assignee: "none", q: "Bali trip" }, 2)).toBe(
      "/admin/messages?status=open&assignee=none&q=Bali+trip&page=2",
    );
    expect(enquiriesHref({ folder: "archived", from: "2026-05-01" }, 1, { delete: "abc" })).toBe(
      "/admin/messages?folder=archived&from=2026-05-01&delete=abc",
    );
    expect(isFiltered({ folder: "archived" })).toBe(false);
    expect(isFiltered({ folder: "inbox", assignee: "me" })).toBe(true);
  });
});
