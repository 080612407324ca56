import { expect, it } from "vitest";
import type { EnquiriesTable } from "../../db/schema";
import { enquiryFunnel, type FunnelFigures } from "~/server/reports/enquiry-funnel.server";
import { getDb } from "~/server/platform/db.server";
import { describeEachDatabase } from "./databases";

/*
 * The Enquiries report's figures (issue #28) on a fixed data set, against figures worked out by
 * hand. November 2026 on the agency's calendar (Beirut, UTC+2 then) runs from
 * 2026-10-31T22:00Z to 2026-11-30T22:00Z.
 */

const HOUR = 3600;
let numbered = 0;

async function enquiry(id: string, kind: string, createdAt: string, status: string, extra: Partial<EnquiriesTable> = {}): Promise<void> {
  await getDb()
    .insertInto("enquiries")
    .values({
      id,
      name: `Customer ${id}`,
      email: `${id}@example.com`,
      phone: null,
      subject: "Enquiry",
      message: "Hello",
      tour_id: null,
      read_at: null,
      archived_at: null,
      sender_key: `sender-${id}`,
      created_at: createdAt,
      locale: "en",
      kind,
      details: null,
      departure_id: null,
      status,
      assignee_id: null,
      last_activity_at: createdAt,
      version: 1,
      currency: null,
      office: "beirut",
      reference: null,
      visa_appointment_at: null,
      ticketing_deadline: null,
      passport_expires_on: null,
      source_page: null,
      source_referrer_host: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      ...extra,
    })
    .execute();
}

/** A timeline event; `staff` false is the customer's or the site's (no actor id). */
async function event(enquiryId: string, type: string, at: string, staff = true): Promise<void> {
  numbered += 1;
  await getDb()
    .insertInto("enquiry_events")
    .values({
      id: `event-${numbered}`,
      enquiry_id: enquiryId,
      created_at: at,
      actor_id: staff ? "user-amina" : null,
      actor_name: staff ? "Amina" : "Customer",
      type,
      data: null,
    })
    .execute();
}

async function quote(enquiryId: string, status: string, sentAt: string | null, revision = 1, number = `Q-${enquiryId}`): Promise<void> {
  numbered += 1;
  await getDb()
    .insertInto("quotes")
    .values({
      id: `quote-${numbered}`,
      enquiry_id: enquiryId,
      number,
      revision,
      status,
      currency: "USD",
      per_usd_micros: null,
      rate_day: null,
      valid_until: "2026-12-31",
      note: "",
      locale: "en",
      departure_id: null,
      total_minor: 100_000,
      token_hash: null,
      previous_id: null,
      created_by: "Amina",
      created_at: sentAt ?? "2026-11-01T00:00:00.000Z",
      updated_at: sentAt ?? "2026-11-01T00:00:00.000Z",
      sent_at: sentAt,
      answered_at: null,
      version: 1,
    })
    .execute();
}

async function seedNovember(): Promise<void> {
  // Tours: a won one from the newsletter (replied after 2 h, a second reply later counts for nothing).
  await enquiry("t1", "tour", "2026-11-02T08:00:00.000Z", "won", { utm_source: "newsletter", utm_campaign: "autumn" });
  await event("t1", "received", "2026-11-02T08:00:00.000Z", false);
  await event("t1", "email", "2026-11-02T10:00:00.000Z");
  await event("t1", "email", "2026-11-02T18:00:00.000Z");
  await quote("t1", "accepted", "2026-11-03T08:00:00.000Z");
  // Lost from Google: replied after 4 h; its quote revised, and the last revision declined.
  await enquiry("t2", "tour", "2026-11-05T08:00:00.000Z", "lost", { source_referrer_host: "www.google.com" });
  await event("t2", "email", "2026-11-05T12:00:00.000Z");
  await quote("t2", "superseded", "2026-11-06T08:00:00.000Z", 1, "Q-t2");
  await quote("t2", "declined", "2026-11-07T08:00:00.000Z", 2, "Q-t2");
  // Lost without a reply or a quote (a draft is no quote sent); a staff note is no reply.
  await enquiry("t3", "tour", "2026-11-10T08:00:00.000Z", "lost");
  await event("t3", "note", "2026-11-10T09:00:00.000Z");
  await quote("t3", "draft", null);
  // Quoted an hour after it came, without an e-mail first: the quote is the first reply.
  await enquiry("t4", "tour", "2026-11-12T08:00:00.000Z", "quoted", { utm_source: "newsletter" });
  await quote("t4", "sent", "2026-11-12T09:00:00.000Z");

  // Air: one replied after 30 min from the Abidjan office, one new, one spam (left out).
  await enquiry("a1", "air", "2026-11-03T12:00:00.000Z", "open", { office: "abidjan" });
  await event("a1", "email", "2026-11-03T12:30:00.000Z");
  await enquiry("a2", "air", "2026-11-04T12:00:00.000Z", "new");
  await enquiry("a3", "air", "2026-11-06T12:00:00.000Z", "spam", { utm_source: "spammy" });
  await event("a3", "email", "2026-11-06T12:01:00.000Z");

  // Cargo: the customer's own e-mail event is no staff reply; staff answered after 3 h; its quote went unanswered.
  await enquiry("k1", "cargo", "2026-11-15T09:00:00.000Z", "lost");
  await event("k1", "email", "2026-11-15T09:30:00.000Z", false);
  await event("k1", "email", "2026-11-15T12:00:00.000Z");
  await quote("k1", "sent", "2026-11-16T09:00:00.000Z");

  // Contact messages (general): won by hand after a reply at 6 h, from Facebook.
  await enquiry("c1", "contact", "2026-11-20T10:00:00.000Z", "won", { source_referrer_host: "facebook.com" });
  await event("c1", "email", "2026-11-20T16:00:00.000Z");
  // 23:30 on 30 November in Beirut: inside; 00:30 on 1 December: outside.
  await enquiry("c2", "contact", "2026-11-30T21:30:00.000Z", "new");
  await enquiry("c3", "contact", "2026-11-30T22:30:00.000Z", "won");
  // 23:30 on 31 October in Beirut: outside; 00:30 on 1 November: inside (quoted after 8 h, the quote withdrawn, lost).
  await enquiry("c4", "contact", "2026-10-31T21:30:00.000Z", "won");
  await enquiry("c5", "contact", "2026-10-31T22:30:00.000Z", "lost");
  await quote("c5", "withdrawn", "2026-11-01T06:30:00.000Z");
}

const NONE: FunnelFigures = {
  received: 0,
  replied: 0,
  quoted: 0,
  won: 0,
  lost: 0,
  medianFirstReplySeconds: null,
  winRate: null,
  lostReasons: [],
  sources: [],
};

describeEachDatabase("the enquiry funnel", () => {
  it("counts November's enquiries per kind as worked out by hand: funnel, median first reply, win rate, lost reasons, sources", async () => {
    await seedNovember();
    const funnel = await enquiryFunnel({ from: "2026-11-01", to: "2026-11-30", office: null });
    const byKind = Object.fromEntries(funnel.kinds.map(({ kind, ...figures }) => [kind, figures]));
    expect(funnel.kinds.map((entry) => entry.kind)).toEqual(["tour", "air", "cargo", "visa", "general"]);

    expect(byKind.tour).toEqual({
      received: 4,
      replied: 3,
      quoted: 3,
      won: 1,
      lost: 2,
      // 1 h, 2 h, 4 h.
      medianFirstReplySeconds: 2 * HOUR,
      winRate: 1 / 3,
      lostReasons: [
        { reason: "quote-declined", count: 1 },
        { reason: "not-quoted", count: 1 },
      ],
      sources: [
        { channel: "campaign", name: "newsletter", count: 2 },
        { channel: "referrer", name: "www.google.com", count: 1 },
        { channel: "direct", name: null, count: 1 },
      ],
    });
    expect(byKind.air).toEqual({
      ...NONE,
      received: 2,
      replied: 1,
      medianFirstReplySeconds: HOUR / 2,
      sources: [{ channel: "direct", name: null, count: 2 }],
    });
    expect(byKind.cargo).toEqual({
      received: 1,
      replied: 1,
      quoted: 1,
      won: 0,
      lost: 1,
      medianFirstReplySeconds: 3 * HOUR,
      winRate: 0,
      lostReasons: [{ reason: "quote-unanswered", count: 1 }],
      sources: [{ channel: "direct", name: null, count: 1 }],
    });
    expect(byKind.visa).toEqual(NONE);
    expect(byKind.general).toEqual({
      received: 3,
      replied: 2,
      quoted: 1,
      won: 1,
      lost: 1,
      // 6 h and 8 h: the mean of the middle two.
      medianFirstReplySeconds: 7 * HOUR,
      winRate: 0.5,
      lostReasons: [{ reason: "quote-withdrawn", count: 1 }],
      sources: [
        { channel: "direct", name: null, count: 2 },
        { channel: "referrer", name: "facebook.com", count: 1 },
      ],
    });
    expect(funnel.all).toEqual({
      received: 10,
      replied: 7,
      quoted: 5,
      won: 2,
      lost: 4,
      // 0.5, 1, 2, 3, 4, 6, 8 h.
      medianFirstReplySeconds: 3 * HOUR,
      winRate: 2 / 6,
      lostReasons: [
        { reason: "quote-declined", count: 1 },
        { reason: "quote-withdrawn", count: 1 },
        { reason: "quote-unanswered", count: 1 },
        { reason: "not-quoted", count: 1 },
      ],
      sources: [
        { channel: "direct", name: null, count: 6 },
        { channel: "campaign", name: "newsletter", count: 2 },
        { channel: "referrer", name: "facebook.com", count: 1 },
        { channel: "referrer", name: "www.google.com", count: 1 },
      ],
    });
  });

  it("counts one office's enquiries alone, and one day's", async () => {
    await seedNovember();
    const beirut = await enquiryFunnel({ from: "2026-11-01", to: "2026-11-30", office: "beirut" });
    expect(beirut.kinds.find((entry) => entry.kind === "air")).toMatchObject({ received: 1, replied: 0, medianFirstReplySeconds: null });
    expect(beirut.all).toMatchObject({ received: 9, replied: 6, medianFirstReplySeconds: 3.5 * HOUR });

    const lastDay = await enquiryFunnel({ from: "2026-11-30", to: "2026-11-30", office: null });
    expect(lastDay.all).toMatchObject({ received: 1, replied: 0, medianFirstReplySeconds: null, winRate: null });
    expect(lastDay.kinds.find((entry) => entry.kind === "general")?.received).toBe(1);
  });

  it("refuses a period that is not one", async () => {
    await expect(enquiryFunnel({ from: "2026-11-30", to: "2026-11-01", office: null })).rejects.toThrow(RangeError);
    await expect(enquiryFunnel({ from: "2026-13-01", to: "2026-13-02", office: null })).rejects.toThrow(RangeError);
  });
});
