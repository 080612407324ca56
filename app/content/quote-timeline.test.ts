import { describe, expect, test } from "vitest";
import { startOfAgencyDay, timelineOf as timelineWithoutWords, type QuoteHistory } from "~/domain/quote-timeline";
import { quoteEventSummary } from "./quotes-admin";

const timelineOf = (quote: QuoteHistory, now: Date) => timelineWithoutWords(quote, now, quoteEventSummary);

const sent: QuoteHistory = {
  id: "q1",
  number: "Q-2027-0007",
  revision: 1,
  status: "sent",
  validUntil: "2027-03-14",
  sentAt: "2027-03-01T09:00:00.000Z",
  booking: null,
  events: [
    { id: "1", at: "2027-03-01T08:00:00.000Z", type: "created", actorName: "Rima", detail: { total: "$2,598" } },
    { id: "2", at: "2027-03-01T09:00:00.000Z", type: "sent", actorName: "Rima", detail: { to: "rania@example.com", delivery: "sent" } },
  ],
};

describe("the quotes' timeline", () => {
  test("the agency's day starts at its midnight in Beirut (UTC+2 in winter, +3 in summer)", () => {
    expect(startOfAgencyDay("2027-03-15").toISOString()).toBe("2027-03-14T22:00:00.000Z");
    expect(startOfAgencyDay("2027-07-15").toISOString()).toBe("2027-07-14T21:00:00.000Z");
  });

  test("says who did what, with the e-mail's delivery", () => {
    const entries = timelineOf(sent, new Date("2027-03-02T00:00:00Z"));
    expect(entries.map((entry) => [entry.type, entry.actorName, entry.summary])).toEqual([
      ["created", "Rima", "Quote Q-2027-0007 drafted (total $2,598)"],
      ["sent", "Rima", "Quote Q-2027-0007 sent to rania@example.com: the e-mail was accepted by the mail server"],
    ]);
  });

  test("a sent quote nobody answered expires by itself at midnight after its last day", () => {
    expect(timelineOf(sent, new Date("2027-03-14T21:59:00Z")).map((entry) => entry.type)).toEqual(["created", "sent"]);
    const expired = timelineOf(sent, new Date("2027-03-20T00:00:00Z")).at(-1)!;
    expect(expired).toMatchObject({ type: "expired", actorName: "System", at: "2027-03-14T22:00:00.000Z" });
    expect(expired.summary).toBe("Quote Q-2027-0007 expired unanswered (its last day was 2027-03-14)");
  });

  test("a quote withdrawn or answered before its last day never expires", () => {
    const withdrawn: QuoteHistory = {
      ...sent,
      status: "withdrawn",
      events: [...sent.events, { id: "3", at: "2027-03-05T10:00:00.000Z", type: "withdrawn", actorName: "Karim", detail: {} }],
    };
    expect(timelineOf(withdrawn, new Date("2027-04-01T00:00:00Z")).map((entry) => entry.type)).toEqual(["created", "sent", "withdrawn"]);
    const accepted: QuoteHistory = {
      ...sent,
      status: "accepted",
      booking: { status: "held", heldUntil: "2027-03-12", seats: 3 },
      events: [
        ...sent.events,
        { id: "3", at: "2027-03-05T10:00:00.000Z", type: "accepted", actorName: "Customer", detail: { seats: 3, heldUntil: "2027-03-12" } },
      ],
    };
    // Its hold lapsed, though: the seats came back by themselves.
    expect(timelineOf(accepted, new Date("2027-04-01T00:00:00Z")).map((entry) => [entry.type, entry.actorName, entry.at])).toEqual([
      ["created", "Rima", "2027-03-01T08:00:00.000Z"],
      ["sent", "Rima", "2027-03-01T09:00:00.000Z"],
      ["accepted", "Customer", "2027-03-05T10:00:00.000Z"],
      ["released", "System", "2027-03-12T22:00:00.000Z"],
    ]);
  });
});
