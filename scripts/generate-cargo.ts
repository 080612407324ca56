// tsx scripts/generate-cargo.ts [--shipments 100000] [--events 1000000] [--seed 1] [--sample 400]: adds a
// large made-up cargo book to the site's database (DATABASE_URL / DATA_DIR, as the server), for
// measuring /track and the admin shipments list at size. Written in bulk, chunk by chunk, in one
// transaction, not through createShipment one by one. Prints a JSON line with `--sample` of the
// tracking numbers it made, for the bench to ask for.
import { pathToFileURL } from "node:url";
import { sql, type Insertable, type Kysely } from "kysely";
import { PROGRESS_STATUSES, type ShipmentStatus } from "~/domain/cargo/shipment-statuses";
import { newTrackingNumber } from "~/domain/cargo/tracking-numbers";
import { OFFICE_IDS } from "~/domain/offices";
import { searchText } from "~/server/cargo/shipments.server";
import type { Database, ShipmentChargesTable, ShipmentEventsTable, ShipmentPiecesTable, ShipmentsTable } from "../db/schema";
import { countArgument, insertInBatches } from "./generate-catalogue";
import { mulberry32 } from "./lib/seeded-random.js";

const FIRST_NAMES = [
  "Karim",
  "Nadia",
  "Samir",
  "Rania",
  "Georges",
  "Maya",
  "Fadi",
  "Lina",
  "Aïcha",
  "Moussa",
  "Fatou",
  "Ibrahim",
  "Awa",
  "Kofi",
  "Mariam",
  "Joseph",
  "Hala",
  "Tarek",
  "Yasmine",
  "Elie",
];
const LAST_NAMES = [
  "Haddad",
  "Khoury",
  "Nassar",
  "Saab",
  "Haddad",
  "Kanaan",
  "Touré",
  "Koné",
  "Diallo",
  "Traoré",
  "Bamba",
  "Ouattara",
  "Johnson",
  "Kamara",
  "Sirleaf",
  "Mansour",
  "Aoun",
  "Gemayel",
  "Frem",
  "Sleiman",
];
const CITIES = ["Abidjan", "Yamoussoukro", "Bouaké", "Monrovia", "Gbarnga", "Beirut", "Tripoli", "Saida", "Zahle", "San-Pédro"];
const CONTENTS = [
  "Clothes and books",
  "Spare parts",
  "Household goods",
  "Food and spices",
  "Shoes",
  "Documents",
  "Electronics",
  "Medicines",
];
const PLACES = [
  "Beirut office",
  "Beirut airport",
  "Port of Beirut",
  "Abidjan airport",
  "Port of Abidjan",
  "Monrovia office",
  "Roberts airport",
  "Freeport of Monrovia",
];
const EXCEPTIONS: ShipmentStatus[] = ["on-hold", "delayed"];
/** Shipments generated and written at a time, so a million events never sit in memory at once. */
const CHUNK = 2_000;

export type GeneratedCargo = { shipments: number; events: number; sample: string[] };

/**
 * Adds rate cards for every route and mode, then `shipments` shipments with 1 to 3 pieces,
 * their charges in dollars, and `events` events spread over them (each shipment gets its
 * "registered" event, then statuses along the way, now and then held or delayed), its status
 * the latest event's as the events' code keeps it. Drop-off days spread over the last two years;
 * the names, phones and cities come from short lists, so a search by name finds many, and by
 * phone a few.
 */
export async function generateCargo(
  db: Kysely<Database>,
  {
    shipments = 100_000,
    events = 1_000_000,
    seed = 1,
    sample = 400,
  }: { shipments?: number; events?: number; seed?: number; sample?: number } = {},
): Promise<GeneratedCargo> {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const randomBytes = (bytes: Uint8Array) => {
    for (let index = 0; index < bytes.length; index++) bytes[index] = Math.floor(random() * 256);
    return bytes;
  };
  const stamp = new Date().toISOString();
  const routes = OFFICE_IDS.flatMap((from) => OFFICE_IDS.filter((to) => to !== from).map((to) => ({ from, to })));
  const cards = routes.flatMap(({ from, to }) =>
    (["air", "sea"] as const).map((mode) => ({
      id: `gen-card-${seed}-${from}-${to}-${mode}`,
      from_office: from,
      to_office: to,
      mode,
      currency: "USD",
      divisor: mode === "air" ? 6_000 : null,
      step_grams: mode === "air" ? 500 : null,
      minimum_minor: 2_500,
      valid_from: "2020-01-01",
      version: 1,
      created_by: null,
      created_at: stamp,
    })),
  );
  const today = Date.now();
  const perShipment = shipments > 0 ? events / shipments : 0;
  const numbers = new Set<string>();
  const sampleEvery = Math.max(1, Math.floor(shipments / Math.max(1, sample)));
  const sampled: string[] = [];
  let eventsLeft = events;

  const chunkOf = (first: number, count: number) => {
    const shipmentRows: Insertable<ShipmentsTable>[] = [];
    const pieceRows: Insertable<ShipmentPiecesTable>[] = [];
    const chargeRows: Insertable<ShipmentChargesTable>[] = [];
    const eventRows: Insertable<ShipmentEventsTable>[] = [];
    for (let index = first; index < first + count; index++) {
      let trackingNumber = newTrackingNumber(randomBytes);
      while (numbers.has(trackingNumber)) trackingNumber = newTrackingNumber(randomBytes);
      numbers.add(trackingNumber);
      if (index % sampleEvery === 0 && sampled.length < sample) sampled.push(trackingNumber);
      const id = `gen-shp-${seed}-${String(index).padStart(7, "0")}`;
      const route = pick(routes);
      const mode = random() < 0.7 ? "air" : "sea";
      const dropOff = new Date(today - between(0, 730) * 86_400_000);
      const dropOffDate = dropOff.toISOString().slice(0, 10);
      const party = () => ({
        name: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
        phone: `+${pick(["961", "225", "231"])} ${between(1, 99)} ${between(100, 999)} ${between(100, 999)}`,
        email: null,
      });
      const sender = party();
      const receiver = party();
      // Each shipment's share of the events, the rest going to the last one.
      const remaining = shipments - index;
      const share =
        remaining === 1 ? eventsLeft : Math.max(1, Math.min(eventsLeft - (remaining - 1), Math.round(perShipment * (0.5 + random()))));
      eventsLeft -= share;
      let status: ShipmentStatus = "registered";
      // How far along it got: registered only, received, departed… up to delivered.
      const reach = between(1, PROGRESS_STATUSES.length);
      for (let sequence = 1; sequence <= share; sequence++) {
        // Along the way: registered, received, departed… and, now and then, held or delayed.
        const progress = Math.min(reach - 1, Math.floor(((sequence - 1) * reach) / share));
        status = sequence === 1 ? "registered" : random() < 0.08 ? pick(EXCEPTIONS) : PROGRESS_STATUSES[progress]!;
        const recordedAt = new Date(dropOff.getTime() + sequence * 3_600_000).toISOString();
        eventRows.push({
          id: `${id}-e${sequence}`,
          shipment_id: id,
          sequence,
          status,
          place: sequence === 1 ? "" : pick(PLACES),
          public_note: "",
          internal_note: "",
          office: sequence === 1 ? route.from : null,
          recorded_at: recordedAt,
          recorded_by: null,
          recorded_by_name: null,
          batch_event_id: null,
        });
      }
      shipmentRows.push({
        id,
        tracking_number: trackingNumber,
        from_office: route.from,
        to_office: route.to,
        mode,
        status,
        sender_name: sender.name,
        sender_phone: sender.phone,
        sender_email: null,
        receiver_name: receiver.name,
        receiver_phone: receiver.phone,
        receiver_email: null,
        receiver_city: pick(CITIES),
        contents: pick(CONTENTS),
        declared_value_minor: null,
        declared_currency: null,
        payer: random() < 0.7 ? "sender" : "receiver",
        internal_note: "",
        locale: pick(["en", "fr", "ar"]),
        enquiry_id: null,
        batch_id: null,
        rate_card_id: `gen-card-${seed}-${route.from}-${route.to}-${mode}`,
        drop_off_date: dropOffDate,
        search_text: searchText(trackingNumber, { sender, receiver }),
        version: 1,
        created_by: null,
        updated_by: null,
        created_at: stamp,
        updated_at: stamp,
      });
      const pieces = between(1, 3);
      let grams = 0;
      for (let position = 0; position < pieces; position++) {
        const pieceGrams = between(1, 60) * 500;
        grams += pieceGrams;
        pieceRows.push({
          shipment_id: id,
          position,
          kind: pick(["box", "box", "bag", "barrel"]),
          grams: pieceGrams,
          length_cm: between(20, 80),
          width_cm: between(20, 60),
          height_cm: between(20, 60),
        });
      }
      chargeRows.push({
        shipment_id: id,
        position: 0,
        kind: "weight",
        label: `${grams / 1000} kg`,
        amount_minor: Math.max(2_500, Math.round(grams * 0.8)),
        currency: "USD",
      });
    }
    return { shipmentRows, pieceRows, chargeRows, eventRows };
  };

  const insert = async (trx: Kysely<Database>) => {
    await insertInBatches(trx, "cargo_rate_cards", cards);
    await insertInBatches(
      trx,
      "cargo_rate_brackets",
      cards.map((card) => ({ card_id: card.id, position: 0, from_quantity: 0, rate_minor: card.mode === "air" ? 800 : 9_000 })),
    );
    for (let first = 0; first < shipments; first += CHUNK) {
      const rows = chunkOf(first, Math.min(CHUNK, shipments - first));
      await insertInBatches(trx, "shipments", rows.shipmentRows);
      await insertInBatches(trx, "shipment_pieces", rows.pieceRows);
      await insertInBatches(trx, "shipment_charges", rows.chargeRows);
      await insertInBatches(trx, "shipment_events", rows.eventRows);
    }
  };
  if (db.isTransaction) {
    await insert(db);
  } else {
    await db.transaction().execute(insert);
    // A bulk load is when the query planner's statistics go out of date (both databases).
    await sql`ANALYZE`.execute(db);
  }
  return { shipments, events: events - eventsLeft, sample: sampled };
}

async function main() {
  // Loaded here so that importing generateCargo opens no database.
  const { fail, openSiteDatabase } = await import("./cli-db");
  const { closeDb, getDb } = await import("~/server/platform/db.server");
  const args = process.argv.slice(2);
  const shipments = countArgument(args, "shipments", 100_000, fail);
  const events = countArgument(args, "events", 1_000_000, fail);
  const seed = countArgument(args, "seed", 1, fail);
  const sample = countArgument(args, "sample", 400, fail);
  if (events < shipments) fail("every shipment has at least its registered event: give --events at least --shipments");
  await openSiteDatabase();
  const started = performance.now();
  let made: GeneratedCargo | undefined;
  try {
    made = await generateCargo(getDb(), { shipments, events, seed, sample });
  } catch (error) {
    fail(
      `nothing was added: ${error instanceof Error ? error.message : String(error)} (a second run on one database needs another --seed)`,
    );
  }
  if (!made) return;
  console.error(`Added ${made.shipments} shipments and ${made.events} events in ${Math.round(performance.now() - started)} ms.`);
  console.log(JSON.stringify({ sample: made.sample }));
  await closeDb();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
