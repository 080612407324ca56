import fc from "fast-check";
import { expect, test } from "vitest";
import { SHIPMENT_STATUSES, type ShipmentStatus } from "~/domain/cargo/shipment-statuses";
import { newTrackingNumber, readTrackingNumber } from "~/domain/cargo/tracking-numbers";
import type { ShipmentFilter } from "~/domain/cargo/shipment-admin-paths";
import { listShipments, searchText } from "~/server/cargo/shipments.server";
import { getDb } from "~/server/platform/db.server";
import { mulberry32 } from "../../scripts/lib/seeded-random.js";
import { describeEachDatabase } from "./databases";

/*
 * The admin shipments list against a plain reading of its rules, over a book whose shipments
 * change route, status and day after they are written and some of which are deleted: whatever
 * the filter, search and page, the list shows the same rows, total and counts per status as
 * filtering and sorting every shipment by hand. On SQLite this holds the search index's filter
 * words and the kept counts per route (migration 0034) to the rows they describe.
 */
const OFFICES = ["beirut", "abidjan", "monrovia"] as const;
const MODES = ["air", "sea"] as const;
const SURNAMES = ["Haddad", "Koné", "Kamara", "Saab", "Traoré", "Nassar"];
const SEARCHES = ["haddad", "KONÉ", "kamara", "saab", "961 70", "225 4", "ra", "zzzz", "a", "Haddad Koné"];
const PAGE_SIZE = 4;

type Row = {
  id: string;
  tracking_number: string;
  from_office: string;
  to_office: string;
  mode: string;
  status: ShipmentStatus;
  drop_off_date: string;
  search_text: string;
};

function day(random: () => number): string {
  const date = new Date(Date.UTC(2025, 0, 1) + Math.floor(random() * 540) * 86_400_000);
  return date.toISOString().slice(0, 10);
}

/** 90 shipments written, then a third moved to another status, some to another route or day, and a few deleted. */
async function seedBook(): Promise<Row[]> {
  const random = mulberry32(26);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const rows: Row[] = [];
  for (let index = 0; index < 90; index++) {
    const trackingNumber = newTrackingNumber();
    const sender = { name: `${pick(["Karim", "Rima", "Elie"])} ${pick(SURNAMES)}`, phone: `+961 70 ${100 + index} 456` };
    const receiver = { name: `${pick(["Aïcha", "Moussa", "Fatou"])} ${pick(SURNAMES)}`, phone: `+225 4${index % 10} 12 34 56` };
    const row: Row = {
      id: `list-${String(index).padStart(3, "0")}`,
      tracking_number: trackingNumber,
      from_office: pick(OFFICES),
      to_office: pick(OFFICES),
      mode: pick(MODES),
      status: "registered",
      // Several shipments a day, so that the order by id under one day counts.
      drop_off_date: index % 3 === 0 && rows.length > 0 ? rows.at(-1)!.drop_off_date : day(random),
      search_text: searchText(trackingNumber, { sender, receiver }),
    };
    rows.push(row);
    await getDb()
      .insertInto("shipments")
      .values({
        ...row,
        sender_name: sender.name,
        sender_phone: sender.phone,
        receiver_name: receiver.name,
        receiver_phone: receiver.phone,
        receiver_city: "Abidjan",
        contents: "Books",
        payer: "sender",
        internal_note: "",
        locale: "en",
        version: 1,
        created_at: "2026-03-02T09:00:00.000Z",
        updated_at: "2026-03-02T09:00:00.000Z",
      })
      .execute();
  }
  for (const row of rows) {
    const roll = random();
    const changes: Partial<Row> = {};
    if (roll < 0.35) changes.status = pick(SHIPMENT_STATUSES);
    if (roll > 0.85) changes.from_office = pick(OFFICES);
    if (roll > 0.9) changes.mode = pick(MODES);
    if (roll > 0.75 && roll < 0.8) changes.drop_off_date = day(random);
    if (Object.keys(changes).length === 0) continue;
    Object.assign(row, changes);
    await getDb().updateTable("shipments").set(changes).where("id", "=", row.id).execute();
  }
  const deleted = rows.filter((_, index) => index % 17 === 5).map((row) => row.id);
  await getDb().deleteFrom("shipments").where("id", "in", deleted).execute();
  return rows.filter((row) => !deleted.includes(row.id));
}

/** What the list should show, read off every shipment by hand. */
function expected(book: Row[], filter: ShipmentFilter, page: number, countCap: number) {
  const search = filter.search?.trim();
  const tracking = search ? readTrackingNumber(search) : null;
  const matches = book.filter(
    (row) =>
      (!filter.fromOffice || row.from_office === filter.fromOffice) &&
      (!filter.toOffice || row.to_office === filter.toOffice) &&
      (!filter.mode || row.mode === filter.mode) &&
      (!filter.dropOffFrom || row.drop_off_date >= filter.dropOffFrom) &&
      (!filter.dropOffTo || row.drop_off_date <= filter.dropOffTo) &&
      (!search || (tracking?.ok ? row.tracking_number === tracking.number : row.search_text.includes(search.toLowerCase()))),
  );
  const capped = Boolean(search) && matches.length > countCap;
  const counts = Object.fromEntries(SHIPMENT_STATUSES.map((status) => [status, matches.filter((row) => row.status === status).length]));
  const listed = matches
    .filter((row) => !filter.status || row.status === filter.status)
    .sort((a, b) => (a.drop_off_date === b.drop_off_date ? (a.id < b.id ? 1 : -1) : a.drop_off_date < b.drop_off_date ? 1 : -1));
  const total = capped ? countCap : listed.length;
  const current = Math.min(Math.max(1, page), Math.max(1, Math.ceil(total / PAGE_SIZE)));
  return {
    ids: listed.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE).map((row) => row.id),
    total,
    page: current,
    counts: capped ? null : counts,
  };
}

const dayAfter = (days: number) => new Date(Date.UTC(2024, 11, 20) + days * 86_400_000).toISOString().slice(0, 10);
const aDay = fc.integer({ min: 0, max: 560 }).map(dayAfter);

describeEachDatabase("the admin shipments list", () => {
  test("shows what filtering and sorting every shipment by hand shows, for any filter, search and page", async () => {
    const book = await seedBook();
    // Each condition present half the time, so that every combination comes up.
    const maybe = <T>(values: fc.Arbitrary<T>) => fc.option(values, { nil: undefined, freq: 2 });
    const filters = fc
      .record({
        status: maybe(fc.constantFrom(...SHIPMENT_STATUSES)),
        fromOffice: maybe(fc.constantFrom(...OFFICES)),
        toOffice: maybe(fc.constantFrom(...OFFICES)),
        mode: maybe(fc.constantFrom(...MODES)),
        dropOffFrom: maybe(aDay),
        dropOffTo: maybe(aDay),
        // Often a period of a few months, which the search asks the index for month by month.
        period: fc.option(fc.tuple(fc.integer({ min: 0, max: 540 }), fc.integer({ min: 0, max: 200 })), { nil: undefined, freq: 2 }),
        search: maybe(fc.oneof(fc.constantFrom(...SEARCHES), fc.constantFrom(...book.map((row) => row.tracking_number.toLowerCase())))),
      })
      .map(({ period, ...filter }) => {
        if (period) [filter.dropOffFrom, filter.dropOffTo] = [dayAfter(period[0]), dayAfter(period[0] + period[1])];
        return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as ShipmentFilter;
      });
    await fc.assert(
      fc.asyncProperty(filters, fc.integer({ min: 1, max: 9 }), fc.constantFrom(6, 1_000), async (filter, page, countCap) => {
        const list = await listShipments(filter, page, PAGE_SIZE, { countCap });
        const want = expected(book, filter, page, countCap);
        expect({ ids: list.rows.map((row) => row.id), total: list.total, page: list.page, counts: list.counts }).toEqual(want);
      }),
      { numRuns: 300, seed: 26 },
    );
  });
});
