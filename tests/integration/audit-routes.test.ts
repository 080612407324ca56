import { readdirSync } from "node:fs";
import { recordPayment } from "~/server/money/payments.server";
import path from "node:path";
import { afterAll, beforeEach, expect, test } from "vitest";
import { LIST_INTENTS } from "~/domain/catalogue-admin";
import { PUBLICATION_INTENTS } from "~/domain/publication";
import { ENQUIRY_INTENTS } from "~/domain/enquiries";
import { DEPARTURE_INTENTS } from "~/domain/departure-form";
import { BOOKING_INTENTS } from "~/domain/bookings";
import { agencyToday } from "~/domain/departures";
import { money } from "~/domain/money";
import { withAuditOrigin } from "~/server/accounts/audit.server";
import { getEnquiry } from "~/server/enquiries/enquiries.server";
import { acceptQuote, createQuote, sendQuote } from "~/server/enquiries/quotes.server";
import { addDeparture } from "~/server/catalogue/departures.server";
import { totpCodeAt, totpStep } from "~/domain/two-factor";
import { USER_INTENTS } from "~/domain/users-admin";
import { PHOTO_INTENTS } from "~/routes/admin/catalogue/photos.server";
import { changeGallery, registerPhoto } from "~/server/catalogue/photos.server";
import { getDb } from "~/server/platform/db.server";
import { addEnquiry, markEnquiryRead, archiveEnquiry } from "~/server/enquiries/enquiries.server";
import { now } from "~/server/platform/records.server";
import { addService } from "~/server/catalogue/services.server";
import { createSession } from "~/server/accounts/session.server";
import { decryptTotpSecret, startTwoFactorSetUp } from "~/server/accounts/two-factor.server";
import { postRequest, run, seedDestination, seedTour, signedInCookie } from "./catalogue-helpers";
import { setPublicationStatus } from "~/server/catalogue/publication.server";
import { FLIGHT_FORM, RATE_CARD_FORM, seedBatch, seedRateCard, seedShipment, shipmentFormPost } from "./cargo-helpers";
import { BATCH_INTENTS } from "~/routes/admin/cargo/batch-screens.server";
import { addShipmentsToBatch } from "~/server/cargo/batches.server";
import { addShipmentCharge } from "~/server/cargo/shipment-charges.server";
import { issueInvoice } from "~/server/money/invoices.server";
import { describeEachDatabase } from "./databases";
import { reminderSettingsForm, seedReminder } from "./reminder-helpers";
import { TOUR_FORM_FIELDS } from "../catalogue-inputs";
import { startSmtpInbox } from "../smtp-inbox";

/**
 * Every admin route module with an action, read from the directory as the guard test does: a
 * screen added later without an entry here fails the first test. For each thing an action can
 * change (every intent of the screen), a valid change is posted as a signed-in admin and the
 * audit row it must leave is looked for: the admin as actor, the action, the record, and the
 * fields with their before and after values.
 */
const ADMIN_DIR = path.resolve(import.meta.dirname, "../../app/routes/admin");

// A reply by e-mail needs a mail server (the environment is read once per file, so it is set first).
const smtp = await startSmtpInbox();
process.env.SMTP_URL = smtp.url;
afterAll(() => smtp.close());
// Route modules in the admin folder and its feature folders, known by their file name.
const MODULE_PATHS = readdirSync(ADMIN_DIR, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.(tsx|ts)$/.test(file) && !/\.(test|server)\.tsx?$/.test(file))
  .sort();
const MODULE_FILES = MODULE_PATHS.map((file) => path.basename(file)).sort();

type RouteModule = { action?: (args: any) => Promise<unknown> };
const modules = new Map<string, RouteModule>(
  await Promise.all(
    MODULE_PATHS.map(async (file) => [path.basename(file), (await import(path.join(ADMIN_DIR, file))) as RouteModule] as const),
  ),
);

type Seeded = { tourId: string; serviceId: string; enquiryId: string; shipmentId: string; batchId: string };

type Change = {
  /** The intent posted, or what the form does when it has none. */
  intent: string;
  path: (seeded: Seeded) => string;
  params?: (seeded: Seeded) => Record<string, string>;
  form: (seeded: Seeded) => Record<string, string>;
  /** Brings the record into the state the change starts from. */
  prepare?: (seeded: Seeded) => Promise<unknown>;
  /** The row(s) the change must write ("change" rows unless `kind` says "security", as for two-factor). */
  rows: (seeded: Seeded) => {
    action: string;
    entity: string;
    entityId?: string;
    kind?: "change" | "security";
    changes?: Record<string, [unknown, unknown]>;
  }[];
};

/** The invoice the credit note's change cancels, issued by its `prepare` (at Abidjan: no Lebanese pound rate needed). */
let invoiceToCredit = "";

/** A complete new-shipment post (issue #26): one piece, on the seeded card's route. */
const SHIPMENT_FORM = shipmentFormPost();

const destinationFields = {
  title: "Petra",
  country: "Jordan",
  continent: "Asia",
  image: "https://example.com/petra.jpg",
  rating: "4.7",
  activities: "Hiking, Desert camps",
  description: "A rose-red city carved into the desert cliffs.",
};

const tourFields = TOUR_FORM_FIELDS;

/** Turns two-factor on for a user directly in the database (the set-up itself is tested in two-factor.test.ts). */
async function giveTwoFactor(userId: string): Promise<void> {
  await startTwoFactorSetUp(userId);
  await getDb().updateTable("user_two_factor").set({ enabled_at: now() }).where("user_id", "=", userId).execute();
}

const DEPARTURE = { startDate: "2027-05-01", capacity: 12, seatsBooked: 0, status: "scheduled", price: null } as const;

/** The code the two-factor confirmation posts, worked out from the secret its set-up stored. */
let pendingCode = "";

type ExpectedRow = ReturnType<Change["rows"]>[number];

/** The quote (and booking) a quote or booking change starts from, made by its `prepare`. */
let prepared: { quoteId: string; version: number; bookingId?: string; bookingVersion?: number } = { quoteId: "", version: 0 };

/** A valid quote form: one line, in dollars, valid until a day far ahead. */
const QUOTE_FORM = {
  intent: "save",
  departureId: "",
  currency: "USD",
  validUntil: "2099-12-31",
  note: "",
  "lines[0].kind": "other",
  "lines[0].description": "Visa application help",
  "lines[0].quantity": "2",
  "lines[0].unitPrice": "50",
};

/**
 * A quote of the seeded enquiry, made by the admin: a draft, or sent, or sent and accepted by
 * the customer for 2 seats on a departure of the seeded tour (a booking held).
 */
async function prepareQuote(seeded: Seeded, stage: "draft" | "sent" | "accepted"): Promise<void> {
  const departure = stage === "accepted" ? await addDeparture(seeded.tourId, { ...DEPARTURE, startDate: "2099-06-01" }) : null;
  const enquiry = (await getEnquiry(seeded.enquiryId))!;
  await withAuditOrigin({ actor: { id: "user-admin", name: "Test admin" }, ip: null, requestId: null }, async () => {
    const lines = [{ kind: "adult" as const, description: "Adult seat", quantity: 2, unitPrice: money(1299) }];
    const input = { departureId: departure?.id ?? null, currency: "USD" as const, validUntil: "2099-12-31", note: "", lines };
    let quote = await createQuote({ ...input, enquiryId: enquiry.id, locale: enquiry.locale, perUsdMicros: null, rateDay: null });
    let token = "";
    if (stage !== "draft") {
      const sent = await sendQuote(quote.id, quote.version, enquiry.email);
      if (sent.status !== "ok") throw new Error(sent.status);
      quote = sent.quote;
      token = sent.token!;
    }
    prepared = { quoteId: quote.id, version: quote.version };
    if (stage === "accepted") {
      const accepted = await acceptQuote(token);
      if (accepted.status !== "accepted") throw new Error(accepted.status);
      prepared = {
        quoteId: quote.id,
        version: accepted.quote.version,
        bookingId: accepted.booking!.id,
        bookingVersion: accepted.booking!.version,
      };
    }
  });
}

/** The Confirm and Release buttons, on the Bookings screen and a quote's screen. */
function bookingChanges(path: (seeded: Seeded) => string, params?: (seeded: Seeded) => Record<string, string>): Change[] {
  const form = (intent: string) => () => ({ intent, bookingId: prepared.bookingId!, version: String(prepared.bookingVersion) });
  return [
    {
      intent: "confirm-booking",
      path,
      params,
      prepare: (seeded) => prepareQuote(seeded, "accepted"),
      // No deposit paid yet: the confirmation step, with the reason kept (issue #27).
      form: () => ({ ...form("confirm-booking")(), step: "confirmed", reason: "Paying on arrival, agreed by the manager" }),
      rows: (): ExpectedRow[] => [
        { action: "confirm", entity: "booking", entityId: prepared.bookingId, changes: { status: ["held", "confirmed"] } },
        { action: "update", entity: "departure", changes: { seatsBooked: [0, 2] } },
        { action: "update", entity: "booking", entityId: prepared.bookingId },
      ],
    },
    {
      intent: "release-booking",
      path,
      params,
      prepare: (seeded) => prepareQuote(seeded, "accepted"),
      form: () => ({ ...form("release-booking")(), step: "confirmed", reason: "The customer cancelled" }),
      rows: () => [{ action: "release", entity: "booking", entityId: prepared.bookingId, changes: { status: ["held", "released"] } }],
    },
  ];
}

/**
 * A list's Publish and Unpublish buttons (issue #12): the seeded record is published, so
 * Unpublish starts from it and Publish from a draft of it (version 2).
 */
function publicationChanges(kind: "destination" | "tour" | "service", idOf: (seeded: Seeded) => string): Change[] {
  const path = () => `/admin/${kind}s`;
  return [
    {
      intent: "unpublish",
      path,
      form: (seeded) => ({ intent: "unpublish", id: idOf(seeded), version: "1" }),
      rows: (seeded) => [{ action: "unpublish", entity: kind, entityId: idOf(seeded), changes: { status: ["published", "draft"] } }],
    },
    {
      intent: "publish",
      path,
      prepare: (seeded) => setPublicationStatus(kind, idOf(seeded), "draft", 1),
      form: (seeded) => ({ intent: "publish", id: idOf(seeded), version: "2", confirmMissing: "1" }),
      rows: (seeded) => [{ action: "publish", entity: kind, entityId: idOf(seeded), changes: { status: ["draft", "published"] } }],
    },
  ];
}

/** The payment a refund or a reversal is made on: 20 USD in cash on the shipment. */
let preparedPaymentId = "";
async function paidOnShipment(shipmentId: string): Promise<string> {
  const paid = await recordPayment({
    accountKind: "shipment",
    accountId: shipmentId,
    amountMinor: 2_000,
    currency: "USD",
    method: "cash",
    office: "beirut",
  });
  if (paid.status !== "ok") throw new Error(paid.problem);
  return paid.payment.id;
}

const CHANGES: Record<string, Change[]> = {
  "destinations.tsx": [
    ...publicationChanges("destination", () => "bali"),
    {
      intent: "toggle-featured",
      path: () => "/admin/destinations",
      form: () => ({ intent: "toggle-featured", id: "bali", version: "1", featured: "true" }),
      rows: () => [{ action: "feature", entity: "destination", entityId: "bali", changes: { featured: [false, true] } }],
    },
    {
      intent: "delete",
      path: () => "/admin/destinations",
      // A destination with tours cannot be deleted: this one has none.
      prepare: () => seedDestination({ title: "Lisbon", country: "Portugal", continent: "Europe" }, "lisbon"),
      form: () => ({ intent: "delete", id: "lisbon", version: "1" }),
      rows: () => [{ action: "delete", entity: "destination", entityId: "lisbon", changes: { title: ["Lisbon", null] } }],
    },
  ],
  "destination-form.tsx": [
    {
      intent: "create",
      path: () => "/admin/destinations/new",
      form: () => destinationFields,
      rows: () => [
        { action: "create", entity: "destination", entityId: "petra", changes: { title: [null, "Petra"], rating: [null, 4.7] } },
      ],
    },
    {
      intent: "edit",
      path: () => "/admin/destinations/edit/bali",
      params: () => ({ id: "bali" }),
      form: () => ({ ...destinationFields, title: "Bali", country: "Indonesia", version: "1" }),
      rows: () => [{ action: "update", entity: "destination", entityId: "bali", changes: { rating: [4.8, 4.7] } }],
    },
  ],
  "tours.tsx": [
    ...publicationChanges("tour", (seeded) => seeded.tourId),
    {
      intent: "toggle-featured",
      path: () => "/admin/tours",
      form: (seeded) => ({ intent: "toggle-featured", id: seeded.tourId, version: "1", featured: "true" }),
      rows: (seeded) => [{ action: "feature", entity: "tour", entityId: seeded.tourId, changes: { featured: [false, true] } }],
    },
    {
      intent: "delete",
      path: () => "/admin/tours",
      form: (seeded) => ({ intent: "delete", id: seeded.tourId, version: "1" }),
      rows: (seeded) => [{ action: "delete", entity: "tour", entityId: seeded.tourId }],
    },
  ],
  "destination.tsx": [
    {
      intent: "unpublish",
      path: () => "/admin/destinations/bali",
      params: () => ({ id: "bali" }),
      form: () => ({ intent: "unpublish", id: "bali", version: "1" }),
      rows: () => [{ action: "unpublish", entity: "destination", entityId: "bali", changes: { status: ["published", "draft"] } }],
    },
  ],
  "tour-form.tsx": [
    {
      intent: "create",
      path: () => "/admin/tours/new",
      form: () => ({ ...tourFields, title: "Ubud Slow Week" }),
      rows: () => [{ action: "create", entity: "tour", entityId: "ubud-slow-week", changes: { title: [null, "Ubud Slow Week"] } }],
    },
    {
      intent: "edit",
      path: (seeded) => `/admin/tours/edit/${seeded.tourId}`,
      params: (seeded) => ({ id: seeded.tourId }),
      // An explicit price in CFA francs is logged with the tour's change.
      form: () => ({ ...tourFields, version: "1", "prices.XOF": "9000" }),
      rows: (seeded) => [
        {
          action: "update",
          entity: "tour",
          entityId: seeded.tourId,
          changes: {
            price: [
              { amountMinor: 129900, currency: "USD" },
              { amountMinor: 139900, currency: "USD" },
            ],
            priceXOF: [null, { amountMinor: 9000, currency: "XOF" }],
          },
        },
      ],
    },
  ],
  "tour.tsx": [
    {
      intent: "unpublish",
      path: (seeded) => `/admin/tours/${seeded.tourId}`,
      params: (seeded) => ({ id: seeded.tourId }),
      form: (seeded) => ({ intent: "unpublish", id: seeded.tourId, version: "1" }),
      rows: (seeded) => [{ action: "unpublish", entity: "tour", entityId: seeded.tourId, changes: { status: ["published", "draft"] } }],
    },
    {
      intent: "departure-save",
      path: (seeded) => `/admin/tours/${seeded.tourId}`,
      params: (seeded) => ({ id: seeded.tourId }),
      form: () => ({ intent: "departure-save", startDate: "2027-05-01", capacity: "12", seatsBooked: "2", status: "scheduled", price: "" }),
      rows: (seeded) => [
        { action: "create", entity: "departure", changes: { tourId: [null, seeded.tourId], startDate: [null, "2027-05-01"] } },
      ],
    },
    {
      intent: "departure-cancel",
      path: (seeded) => `/admin/tours/${seeded.tourId}`,
      params: (seeded) => ({ id: seeded.tourId }),
      prepare: (seeded) => addDeparture(seeded.tourId, DEPARTURE, "departure-1"),
      form: () => ({ intent: "departure-cancel", id: "departure-1", version: "1", step: "confirmed", reason: "Too few travellers" }),
      rows: () => [{ action: "update", entity: "departure", entityId: "departure-1", changes: { status: ["scheduled", "cancelled"] } }],
    },
    {
      intent: "departure-delete",
      path: (seeded) => `/admin/tours/${seeded.tourId}`,
      params: (seeded) => ({ id: seeded.tourId }),
      prepare: (seeded) => addDeparture(seeded.tourId, DEPARTURE, "departure-1"),
      form: () => ({ intent: "departure-delete", id: "departure-1", version: "1" }),
      rows: () => [{ action: "delete", entity: "departure", entityId: "departure-1", changes: { capacity: [12, null] } }],
    },
  ],
  "services.tsx": [
    ...publicationChanges("service", (seeded) => seeded.serviceId),
    {
      intent: "delete",
      path: () => "/admin/services",
      form: (seeded) => ({ intent: "delete", id: seeded.serviceId, version: "1" }),
      rows: (seeded) => [{ action: "delete", entity: "service", entityId: seeded.serviceId, changes: { icon: ["ticket", null] } }],
    },
  ],
  "service-form.tsx": [
    {
      intent: "unpublish",
      path: (seeded) => `/admin/services/edit/${seeded.serviceId}`,
      params: (seeded) => ({ id: seeded.serviceId }),
      // The edit screen's header has the same button; the post comes back to the edit form.
      form: (seeded) => ({ intent: "unpublish", id: seeded.serviceId, version: "1" }),
      rows: (seeded) => [
        { action: "unpublish", entity: "service", entityId: seeded.serviceId, changes: { status: ["published", "draft"] } },
      ],
    },
    {
      intent: "create",
      path: () => "/admin/services/new",
      form: () => ({ title: "Visas", description: "Visa paperwork handled for you.", icon: "shield" }),
      rows: () => [{ action: "create", entity: "service", entityId: "visas", changes: { icon: [null, "shield"] } }],
    },
    {
      intent: "edit",
      path: (seeded) => `/admin/services/edit/${seeded.serviceId}`,
      params: (seeded) => ({ id: seeded.serviceId }),
      form: () => ({ title: "Flight Booking", description: "Tickets to anywhere we fly.", icon: "globe", version: "1" }),
      rows: (seeded) => [{ action: "update", entity: "service", entityId: seeded.serviceId, changes: { icon: ["ticket", "globe"] } }],
    },
  ],
  // The enquiry screen's quiet mark-read on opening.
  "enquiry-read.ts": [
    {
      intent: "read on opening",
      path: (seeded) => `/admin/messages/${seeded.enquiryId}/read`,
      params: (seeded) => ({ id: seeded.enquiryId }),
      form: () => ({}),
      rows: (seeded) => [{ action: "mark-read", entity: "enquiry", entityId: seeded.enquiryId, changes: { read: [false, true] } }],
    },
  ],
  "enquiry.tsx": [
    {
      intent: "mark-read",
      path: (seeded) => `/admin/messages/${seeded.enquiryId}`,
      params: (seeded) => ({ id: seeded.enquiryId }),
      form: () => ({ intent: "mark-read", on: "enquiry" }),
      rows: (seeded) => [{ action: "mark-read", entity: "enquiry", entityId: seeded.enquiryId, changes: { read: [false, true] } }],
    },
    {
      intent: "mark-unread",
      path: (seeded) => `/admin/messages/${seeded.enquiryId}`,
      params: (seeded) => ({ id: seeded.enquiryId }),
      prepare: (seeded) => markEnquiryRead(seeded.enquiryId),
      form: () => ({ intent: "mark-unread", on: "enquiry" }),
      rows: (seeded) => [{ action: "mark-unread", entity: "enquiry", entityId: seeded.enquiryId, changes: { read: [true, false] } }],
    },
    {
      intent: "archive",
      path: (seeded) => `/admin/messages/${seeded.enquiryId}`,
      params: (seeded) => ({ id: seeded.enquiryId }),
      form: () => ({ intent: "archive", on: "enquiry" }),
      rows: (seeded) => [{ action: "archive", entity: "enquiry", entityId: seeded.enquiryId, changes: { archived: [false, true] } }],
    },
    {
      intent: "unarchive",
      path: (seeded) => `/admin/messages/${seeded.enquiryId}`,
      params: (seeded) => ({ id: seeded.enquiryId }),
      prepare: (seeded) => archiveEnquiry(seeded.enquiryId),
      form: () => ({ intent: "unarchive", on: "enquiry" }),
      rows: (seeded) => [{ action: "unarchive", entity: "enquiry", entityId: seeded.enquiryId, changes: { archived: [true, false] } }],
    },
    {
      intent: "change-status",
      path: (seeded) => `/admin/messages/${seeded.enquiryId}`,
      params: (seeded) => ({ id: seeded.enquiryId }),
      form: () => ({ intent: "change-status", status: "quoted", version: "1" }),
      rows: (seeded) => [
        { action: "change-status", entity: "enquiry", entityId: seeded.enquiryId, changes: { status: ["new", "quoted"] } },
      ],
    },
    {
      intent: "assign",
      path: (seeded) => `/admin/messages/${seeded.enquiryId}`,
      params: (seeded) => ({ id: seeded.enquiryId }),
      form: () => ({ intent: "assign", assignee: "user-editor", version: "1" }),
      rows: (seeded) => [
        {
          action: "assign",
          entity: "enquiry",
          entityId: seeded.enquiryId,
          changes: { assignee: [null, "Test editor"], status: ["new", "open"] },
        },
      ],
    },
    {
      intent: "route",
      path: (seeded) => `/admin/messages/${seeded.enquiryId}`,
      params: (seeded) => ({ id: seeded.enquiryId }),
      form: () => ({ intent: "route", office: "abidjan", version: "1" }),
      rows: (seeded) => [{ action: "route", entity: "enquiry", entityId: seeded.enquiryId, changes: { office: [null, "Abidjan"] } }],
    },
    {
      intent: "note",
      path: (seeded) => `/admin/messages/${seeded.enquiryId}`,
      params: (seeded) => ({ id: seeded.enquiryId }),
      form: () => ({ intent: "note", note: "Called back; wants May.", version: "1" }),
      rows: (seeded) => [{ action: "note", entity: "enquiry", entityId: seeded.enquiryId }],
    },
    {
      intent: "key-dates",
      path: (seeded) => `/admin/messages/${seeded.enquiryId}`,
      params: (seeded) => ({ id: seeded.enquiryId }),
      // Key dates are a visa, air or tour enquiry's (issue #28).
      prepare: (seeded) => getDb().updateTable("enquiries").set({ kind: "visa" }).where("id", "=", seeded.enquiryId).execute(),
      form: () => ({ intent: "key-dates", visaDay: "2027-03-04", visaTime: "10:30", passport: "", version: "1" }),
      rows: (seeded) => [
        { action: "update", entity: "enquiry", entityId: seeded.enquiryId, changes: { visaAppointmentAt: [null, "2027-03-04T10:30"] } },
      ],
    },
    {
      intent: "reply",
      path: (seeded) => `/admin/messages/${seeded.enquiryId}`,
      params: (seeded) => ({ id: seeded.enquiryId }),
      form: () => ({ intent: "reply", reply: "Thank you, we will call you.", version: "1" }),
      rows: (seeded) => [{ action: "reply", entity: "enquiry", entityId: seeded.enquiryId, changes: { status: ["new", "open"] } }],
    },
    {
      intent: "delete",
      path: (seeded) => `/admin/messages/${seeded.enquiryId}`,
      params: (seeded) => ({ id: seeded.enquiryId }),
      form: () => ({ intent: "delete", on: "enquiry" }),
      rows: (seeded) => [{ action: "delete", entity: "enquiry", entityId: seeded.enquiryId }],
    },
  ],
  "quote-form.tsx": [
    {
      intent: "create",
      path: (seeded) => `/admin/messages/${seeded.enquiryId}/quotes/new`,
      params: (seeded) => ({ enquiryId: seeded.enquiryId }),
      form: () => QUOTE_FORM,
      rows: () => [
        {
          action: "create",
          entity: "quote",
          changes: { number: [null, `Q-${agencyToday().slice(0, 4)}-0001`], total: [null, money(100)] },
        },
      ],
    },
    {
      intent: "edit",
      path: () => `/admin/quotes/${prepared.quoteId}/edit`,
      params: () => ({ id: prepared.quoteId }),
      prepare: (seeded) => prepareQuote(seeded, "draft"),
      form: () => ({ ...QUOTE_FORM, version: String(prepared.version) }),
      rows: () => [{ action: "update", entity: "quote", entityId: prepared.quoteId, changes: { total: [money(2598), money(100)] } }],
    },
  ],
  "quote.tsx": [
    {
      intent: "send",
      path: () => `/admin/quotes/${prepared.quoteId}`,
      params: () => ({ id: prepared.quoteId }),
      prepare: (seeded) => prepareQuote(seeded, "draft"),
      form: () => ({ intent: "send", version: String(prepared.version) }),
      rows: () => [{ action: "send", entity: "quote", entityId: prepared.quoteId, changes: { status: ["draft", "sent"] } }],
    },
    {
      intent: "withdraw",
      path: () => `/admin/quotes/${prepared.quoteId}`,
      params: () => ({ id: prepared.quoteId }),
      prepare: (seeded) => prepareQuote(seeded, "sent"),
      form: () => ({ intent: "withdraw", version: String(prepared.version) }),
      rows: () => [{ action: "withdraw", entity: "quote", entityId: prepared.quoteId, changes: { status: ["sent", "withdrawn"] } }],
    },
    {
      intent: "revise",
      path: () => `/admin/quotes/${prepared.quoteId}`,
      params: () => ({ id: prepared.quoteId }),
      prepare: (seeded) => prepareQuote(seeded, "sent"),
      form: () => ({ intent: "revise", version: String(prepared.version) }),
      rows: (): ExpectedRow[] => [
        { action: "revise", entity: "quote", entityId: prepared.quoteId, changes: { status: ["sent", "superseded"] } },
        { action: "create", entity: "quote", changes: { revision: [null, 2] } },
      ],
    },
    ...bookingChanges(
      () => `/admin/quotes/${prepared.quoteId}`,
      () => ({ id: prepared.quoteId }),
    ),
  ],
  "bookings.tsx": bookingChanges(() => "/admin/bookings"),
  "users.tsx": [
    {
      intent: "add",
      path: () => "/admin/users",
      form: () => ({ intent: "add", name: "Rima", email: "rima@example.com", role: "editor", password: "a long initial password" }),
      rows: () => [{ action: "create", entity: "user", changes: { name: [null, "Rima"], role: [null, "editor"] } }],
    },
    {
      intent: "change-role",
      path: () => "/admin/users",
      form: () => ({ intent: "change-role", id: "user-editor", role: "admin" }),
      rows: () => [{ action: "change-role", entity: "user", entityId: "user-editor", changes: { role: ["editor", "admin"] } }],
    },
    {
      intent: "reset-password",
      path: () => "/admin/users",
      form: () => ({ intent: "reset-password", id: "user-editor", password: "another long password" }),
      rows: () => [{ action: "reset-password", entity: "user", entityId: "user-editor" }],
    },
    {
      intent: "reset-two-factor",
      path: () => "/admin/users",
      prepare: () => giveTwoFactor("user-editor"),
      form: () => ({ intent: "reset-two-factor", id: "user-editor" }),
      rows: () => [{ action: "two-factor-reset", entity: "user", entityId: "user-editor", kind: "security" }],
    },
    {
      intent: "delete",
      path: () => "/admin/users",
      form: () => ({ intent: "delete", id: "user-editor" }),
      rows: () => [{ action: "delete", entity: "user", entityId: "user-editor", changes: { role: ["editor", null] } }],
    },
  ],
  "data.tsx": [
    {
      intent: "apply",
      path: () => "/admin/data",
      form: () => ({
        intent: "apply",
        catalogue: JSON.stringify({
          destinations: [
            {
              id: "bali",
              title: "Bali",
              description: "Rice terraces and temples by the sea, now with more surf.",
              image: "/images/destinations/bali.svg",
              country: "Indonesia",
              continent: "Asia",
              rating: 4.9,
              activities: ["Surfing", "Temples"],
              featured: false,
              version: 1,
            },
          ],
          tours: [],
          services: [],
        }),
      }),
      rows: () => [
        { action: "update", entity: "destination", entityId: "bali", changes: { rating: [4.8, 4.9] } },
        { action: "import", entity: "catalogue" },
      ],
    },
  ],
  "account.tsx": [
    {
      intent: "end-other-sessions",
      path: () => "/admin/account",
      // Another browser of the admin's, to be signed out.
      prepare: () => createSession("user-admin"),
      form: () => ({ intent: "end-other-sessions" }),
      rows: () => [{ action: "session-ended", entity: "user", entityId: "user-admin", kind: "security" }],
    },
    {
      intent: "office",
      path: () => "/admin/account",
      form: () => ({ intent: "office", office: "beirut" }),
      rows: () => [{ action: "change-office", entity: "user", entityId: "user-admin", changes: { office: [null, "beirut"] } }],
    },
    {
      intent: "rename",
      path: () => "/admin/account",
      form: () => ({ intent: "rename", name: "Rima Haddad", version: "1" }),
      rows: () => [{ action: "update", entity: "user", entityId: "user-admin", changes: { name: ["Test admin", "Rima Haddad"] } }],
    },
  ],
  "user.tsx": [
    {
      intent: "office",
      path: () => "/admin/users/user-editor",
      params: () => ({ id: "user-editor" }),
      form: () => ({ intent: "office", office: "monrovia" }),
      rows: () => [{ action: "change-office", entity: "user", entityId: "user-editor", changes: { office: [null, "monrovia"] } }],
    },
    {
      intent: "rename",
      path: () => "/admin/users/user-editor",
      params: () => ({ id: "user-editor" }),
      form: () => ({ intent: "rename", name: "Karim Saad", version: "1" }),
      rows: () => [{ action: "update", entity: "user", entityId: "user-editor", changes: { name: ["Test editor", "Karim Saad"] } }],
    },
  ],
  "settings.tsx": [
    {
      intent: "save",
      path: () => "/admin/settings",
      prepare: async () => {
        // While it is required, an admin without two-factor may only set it up.
        await giveTwoFactor("user-admin");
        await getDb().insertInto("settings").values({ key: "require_two_factor", value: "1", updated_at: now() }).execute();
      },
      // The box left unticked: two-factor no longer required.
      form: () => ({ intent: "save" }),
      rows: () => [{ action: "update", entity: "setting", entityId: "require_two_factor", changes: { value: ["1", "0"] } }],
    },
  ],
  // Each change below starts from a tour whose gallery holds two photos (at version 2); the
  // upload, a multipart post, is checked with its audit row in photos.test.ts.
  "photos.tsx": (["cover", "move-up", "move-down", "alt", "remove"] as const).map((intent): Change => ({
    intent,
    path: () => "/admin/photos",
    prepare: galleryOfTwo,
    form: (seeded: Seeded) => ({
      intent,
      ownerKind: "tour",
      ownerId: seeded.tourId,
      version: "2",
      photo: intent === "move-up" ? PHOTO_B : PHOTO_A,
      ...(intent === "alt" ? { "alt.en": "Rice terraces" } : {}),
    }),
    rows: (seeded: Seeded) => [
      {
        action: "update",
        entity: "tour",
        entityId: seeded.tourId,
        changes: photoChange(intent),
      },
    ],
  })),
  "site-content.tsx": [
    {
      intent: "save",
      path: () => "/admin/settings/content/social",
      params: () => ({ section: "social" }),
      // Every test starts without site content rows: the section is at version 0.
      form: () => ({ intent: "save", version: "0", instagram: "https://instagram.com/cedarwings" }),
      rows: () => [
        {
          action: "update",
          entity: "site-content",
          entityId: "social",
          changes: { instagram: [null, "https://instagram.com/cedarwings"] },
        },
      ],
    },
  ],
  // The cargo desk (issue #26): a shipment's next status, recorded from its screen, and its staff charge lines.
  "shipment.tsx": [
    {
      intent: "record-event",
      path: (seeded) => `/admin/shipments/${seeded.shipmentId}`,
      params: (seeded) => ({ id: seeded.shipmentId }),
      form: () => ({ intent: "record-event", version: "1", status: "received", place: "Beirut office", publicNote: "", internalNote: "" }),
      rows: (seeded) => [
        { action: "record-event", entity: "shipment", entityId: seeded.shipmentId, changes: { status: ["registered", "received"] } },
      ],
    },
    {
      intent: "add-charge",
      path: (seeded) => `/admin/shipments/${seeded.shipmentId}`,
      params: (seeded) => ({ id: seeded.shipmentId }),
      form: () => ({ intent: "add-charge", version: "1", kind: "handling", label: "Packing", amount: "12.50" }),
      rows: (seeded) => [{ action: "update", entity: "shipment", entityId: seeded.shipmentId }],
    },
    {
      intent: "remove-charge",
      path: (seeded) => `/admin/shipments/${seeded.shipmentId}`,
      params: (seeded) => ({ id: seeded.shipmentId }),
      // A staff line to remove: the shipment is then at version 2, the line second.
      prepare: (seeded) =>
        withAuditOrigin({ actor: null, ip: null, requestId: null }, () =>
          addShipmentCharge(seeded.shipmentId, 1, { kind: "handling", label: "Packing", amountMinor: 1250 }),
        ),
      form: () => ({ intent: "remove-charge", version: "2", index: "1" }),
      rows: (seeded) => [{ action: "update", entity: "shipment", entityId: seeded.shipmentId }],
    },
  ],
  "invoice-new.tsx": [
    {
      intent: "issue",
      path: () => "/admin/invoices/new",
      form: (seeded) => ({ accountKind: "shipment", accountId: seeded.shipmentId, office: "abidjan" }),
      rows: () => [{ action: "create", entity: "invoice" }],
    },
  ],
  "invoice-credit-note.tsx": [
    {
      intent: "credit-note",
      prepare: async (seeded) => {
        const issued = await issueInvoice("shipment", seeded.shipmentId, "abidjan");
        if (issued.status !== "ok") throw new Error(issued.problem);
        invoiceToCredit = issued.invoice.id;
      },
      path: () => `/admin/invoices/${invoiceToCredit}/credit-note`,
      params: () => ({ id: invoiceToCredit }),
      form: () => ({ confirm: "yes", reason: "Charged to the wrong customer" }),
      rows: () => [{ action: "create", entity: "credit-note" }],
    },
  ],
  "shipment-form.tsx": [
    {
      intent: "create",
      path: () => "/admin/shipments/new",
      form: () => SHIPMENT_FORM,
      rows: () => [{ action: "create", entity: "shipment", changes: { contents: [null, "Clothes and books"] } }],
    },
    {
      intent: "edit",
      path: (seeded) => `/admin/shipments/${seeded.shipmentId}/edit`,
      params: (seeded) => ({ id: seeded.shipmentId }),
      form: () => ({ ...SHIPMENT_FORM, version: "1", internalNote: "Paid cash" }),
      rows: (seeded) => [
        {
          action: "update",
          entity: "shipment",
          entityId: seeded.shipmentId,
          changes: { internalNote: ["Fragile: the books are old.", "Paid cash"] },
        },
      ],
    },
  ],
  // Money (issue #27): a payment, a refund and a reversal are each a ledger row with its audit row.
  "payment-form.tsx": [
    {
      intent: "record",
      path: (seeded) => `/admin/payments/new?account=shipment:${seeded.shipmentId}`,
      form: () => ({ amount: "12.50", currency: "USD", method: "cash", reference: "", office: "beirut" }),
      rows: () => [{ action: "create", entity: "payment" }],
    },
    {
      intent: "refund",
      prepare: (seeded) => paidOnShipment(seeded.shipmentId),
      path: (seeded) => `/admin/payments/refund?account=shipment:${seeded.shipmentId}`,
      form: () => ({ amount: "5", currency: "USD", method: "cash", reference: "", office: "beirut", reason: "Overcharged" }),
      rows: () => [{ action: "create", entity: "payment" }],
    },
  ],
  "payment-reverse.tsx": [
    {
      intent: "reverse",
      prepare: async (seeded) => {
        preparedPaymentId = await paidOnShipment(seeded.shipmentId);
      },
      path: () => `/admin/payments/${preparedPaymentId}/reverse`,
      params: () => ({ id: preparedPaymentId }),
      form: () => ({ reason: "Entered on the wrong shipment" }),
      rows: () => [{ action: "create", entity: "payment" }],
    },
  ],
  // Batches (issue #26): the form, and a batch's screen with its three posts.
  "batch-form.tsx": [
    {
      intent: "create",
      path: () => "/admin/batches/new",
      form: () => ({ ...FLIGHT_FORM, vessel: "ME 573" }),
      rows: () => [
        { action: "create", entity: "cargo-batch", changes: { vessel: [null, "ME 573"], carrier: [null, "Middle East Airlines"] } },
      ],
    },
    {
      intent: "edit",
      path: (seeded) => `/admin/batches/${seeded.batchId}/edit`,
      params: (seeded) => ({ id: seeded.batchId }),
      form: () => ({ ...FLIGHT_FORM, vessel: "ME 575", version: "1" }),
      rows: (seeded) => [{ action: "update", entity: "cargo-batch", entityId: seeded.batchId, changes: { vessel: ["ME 571", "ME 575"] } }],
    },
  ],
  "batch.tsx": [
    {
      intent: "add-shipments",
      path: (seeded) => `/admin/batches/${seeded.batchId}`,
      params: (seeded) => ({ id: seeded.batchId }),
      form: (seeded) => ({ intent: "add-shipments", numbers: "", shipment: seeded.shipmentId }),
      rows: (seeded) => [{ action: "add-shipments", entity: "cargo-batch", entityId: seeded.batchId }],
    },
    {
      intent: "remove-shipment",
      path: (seeded) => `/admin/batches/${seeded.batchId}`,
      params: (seeded) => ({ id: seeded.batchId }),
      prepare: (seeded) => addShipmentsToBatch(seeded.batchId, [seeded.shipmentId]),
      form: (seeded) => ({ intent: "remove-shipment", shipment: seeded.shipmentId }),
      rows: (seeded) => [{ action: "remove-shipments", entity: "cargo-batch", entityId: seeded.batchId }],
    },
    {
      intent: "record-event",
      path: (seeded) => `/admin/batches/${seeded.batchId}`,
      params: (seeded) => ({ id: seeded.batchId }),
      prepare: (seeded) => addShipmentsToBatch(seeded.batchId, [seeded.shipmentId]),
      form: () => ({ intent: "record-event", status: "departed", place: "Beirut airport", publicNote: "", internalNote: "" }),
      rows: (seeded) => [{ action: "record-event", entity: "cargo-batch", entityId: seeded.batchId }],
    },
  ],
  // Settings → Cargo rates (issue #26): a new dated card for a route and mode.
  "cargo-rate-route.tsx": [
    {
      intent: "save",
      path: () => "/admin/settings/cargo-rates/beirut/monrovia/air",
      params: () => ({ from: "beirut", to: "monrovia", mode: "air" }),
      form: () => RATE_CARD_FORM,
      rows: () => [{ action: "create", entity: "cargo-rate-card" }],
    },
  ],
  // The payments desk (issue #27): closing an office's day with the cash counted.
  "cash-up.tsx": [
    {
      intent: "close",
      path: () => "/admin/payments/cash-up",
      form: () => ({ intent: "close", office: "beirut", day: "2026-01-05", "counted.USD": "12.50", note: "" }),
      rows: () => [{ action: "create", entity: "cash-up" }],
    },
  ],
  "settings-currencies.tsx": [
    {
      intent: "add-rate",
      path: () => "/admin/settings/currencies",
      form: () => ({ intent: "add-rate", currency: "XOF", rate: "655.957", appliesFrom: "2026-02-01", latestId: "" }),
      rows: () => [
        {
          action: "create",
          entity: "exchange-rate",
          changes: { currency: [null, "XOF"], unitsPerDollar: [null, 655.957], appliesFrom: [null, "2026-02-01"] },
        },
      ],
    },
  ],
  // Settings → Money (issue #27): each changed setting is its own row (several are checked in money-settings.test.ts).
  "settings-money.tsx": [
    {
      intent: "save",
      path: () => "/admin/settings/money",
      form: () => ({
        intent: "save",
        depositPercent: "40",
        balanceDays: "30",
        "taxRate.beirut": "0",
        "taxRate.abidjan": "0",
        "taxRate.monrovia": "0",
      }),
      rows: () => [{ action: "update", entity: "setting", entityId: "money_deposit_percent", changes: { value: [null, "40"] } }],
    },
  ],
  // Settings → Reminders (issue #28): the reminders' settings are one row.
  "settings-reminders.tsx": [
    {
      intent: "save",
      path: () => "/admin/settings/reminders",
      form: () => reminderSettingsForm({ "hold-expiring.days": "2", "quote-expiring.days": "3", "departure-soon.days": "5" }),
      rows: () => [{ action: "update", entity: "setting", entityId: "reminders" }],
    },
  ],
  // Done on a reminder of the dashboard's Today list (issue #28).
  "reminder-done.ts": [
    {
      intent: "done",
      path: () => "/admin/reminders/reminder-audit/done",
      params: () => ({ id: "reminder-audit" }),
      prepare: (seeded) => seedReminder("reminder-audit", seeded.shipmentId),
      form: () => ({ intent: "done" }),
      rows: () => [{ action: "done", entity: "reminder", entityId: "reminder-audit" }],
    },
  ],
  "account-calendar-feed.tsx": [
    {
      intent: "renew",
      path: () => "/admin/account/calendar-feed",
      form: () => ({ intent: "renew" }),
      rows: () => [{ action: "update", entity: "user", entityId: "user-admin" }],
    },
  ],
  "account-two-factor.tsx": [
    {
      intent: "confirm",
      path: () => "/admin/account/two-factor",
      prepare: async () => {
        await startTwoFactorSetUp("user-admin");
        const row = await getDb()
          .selectFrom("user_two_factor")
          .select("secret")
          .where("user_id", "=", "user-admin")
          .executeTakeFirstOrThrow();
        pendingCode = totpCodeAt(decryptTotpSecret("user-admin", row.secret)!, totpStep(new Date()));
      },
      form: () => ({ intent: "confirm", code: pendingCode }),
      rows: () => [{ action: "two-factor-enabled", entity: "user", entityId: "user-admin", kind: "security" }],
    },
  ],
};

/** Screens whose intents come from one list: every one of them must be exercised above. */
const PHOTO_A = "a".repeat(32);
const PHOTO_B = "b".repeat(32);
const GALLERY_AFTER: Record<string, string[]> = {
  "move-up": [`${PHOTO_B} |  |  | `, `${PHOTO_A} |  |  | `],
  "move-down": [`${PHOTO_B} |  |  | `, `${PHOTO_A} |  |  | `],
  alt: [`${PHOTO_A} | Rice terraces |  | `, `${PHOTO_B} |  |  | `],
  remove: [`${PHOTO_B} |  |  | `],
};

/** What each photo change does to the seeded tour, as the audit row records it. */
function photoChange(intent: string): Record<string, [unknown, unknown]> {
  if (intent === "cover") return { image: ["/images/tours/bali-island-escape.svg", `/media/${PHOTO_A}-800.jpg`] };
  return { gallery: [[`${PHOTO_A} |  |  | `, `${PHOTO_B} |  |  | `], GALLERY_AFTER[intent]] };
}

/** The seeded tour's gallery: two photos (their files are not needed to change the gallery). */
async function galleryOfTwo(seeded: Seeded): Promise<void> {
  await registerPhoto({ hash: PHOTO_A, width: 800, height: 600 });
  await registerPhoto({ hash: PHOTO_B, width: 800, height: 600 });
  const empty = { en: "", fr: "", ar: "" };
  await changeGallery({ kind: "tour", id: seeded.tourId }, 1, () => [
    { hash: PHOTO_A, alt: empty },
    { hash: PHOTO_B, alt: empty },
  ]);
}

const INTENT_LISTS: Record<string, readonly string[]> = {
  "photos.tsx": PHOTO_INTENTS.filter((intent) => intent !== "upload"),
  "destinations.tsx": [...LIST_INTENTS, ...PUBLICATION_INTENTS],
  "tours.tsx": [...LIST_INTENTS, ...PUBLICATION_INTENTS],
  "services.tsx": [...LIST_INTENTS.filter((intent) => intent !== "toggle-featured"), ...PUBLICATION_INTENTS],
  // The key dates (issue #28) have a handler of their own beside the inbox and pipeline intents.
  "enquiry.tsx": [...ENQUIRY_INTENTS, "key-dates"],
  "users.tsx": USER_INTENTS,
  "tour.tsx": [...DEPARTURE_INTENTS, "unpublish"],
  "quote.tsx": ["send", "withdraw", "revise", ...BOOKING_INTENTS],
  "bookings.tsx": BOOKING_INTENTS,
  "batch.tsx": BATCH_INTENTS,
};

async function seed(): Promise<Seeded> {
  await seedDestination({ title: "Bali" }, "bali");
  const tour = await seedTour();
  const service = await addService(
    { title: "Flight Booking", description: "Tickets to anywhere we fly.", icon: "ticket" },
    undefined,
    "published",
  );
  const enquiry = await addEnquiry(
    { name: "Lina", email: "lina@example.com", phone: null, subject: "General Inquiry", message: "Hello there" },
    "sender",
  );
  await seedRateCard();
  const shipment = await seedShipment();
  const batch = await seedBatch();
  return { tourId: tour.id, serviceId: service.id, enquiryId: enquiry.id, shipmentId: shipment.id, batchId: batch.id };
}

describeEachDatabase("every admin action writes audit rows for its changes", () => {
  let seeded: Seeded;
  let adminCookie: string;
  beforeEach(async () => {
    seeded = await seed();
    adminCookie = await signedInCookie("admin");
    await signedInCookie("editor");
  });

  test("every admin route module with an action has its changes listed here, every intent included", () => {
    const withActions = MODULE_FILES.filter((file) => typeof modules.get(file)?.action === "function");
    expect(withActions.length).toBeGreaterThan(5);
    expect(Object.keys(CHANGES).sort()).toEqual(withActions);
    for (const [file, intents] of Object.entries(INTENT_LISTS)) {
      expect(CHANGES[file]!.map((change) => change.intent).sort(), file).toEqual([...intents].sort());
    }
  });

  for (const [file, changes] of Object.entries(CHANGES)) {
    for (const change of changes) {
      test(`${file} ${change.intent}: the admin's change leaves an audit row with before and after`, async () => {
        await change.prepare?.(seeded);
        const since = await getDb().selectFrom("audit_log").select("id").execute();
        const known = new Set(since.map((row) => row.id));

        const outcome = await run(
          modules.get(file)!.action!,
          postRequest(change.path(seeded), change.form(seeded), { cookie: adminCookie }),
          change.params?.(seeded) ?? {},
        );
        expect(outcome.status, JSON.stringify(outcome.body)).toBeLessThan(400);

        const rows = (await getDb().selectFrom("audit_log").selectAll().orderBy("at").execute()).filter((row) => !known.has(row.id));
        for (const expected of change.rows(seeded)) {
          const row = rows.find((candidate) => candidate.action === expected.action && candidate.entity === expected.entity);
          expect(row, `${expected.action} ${expected.entity} in ${JSON.stringify(rows)}`).toBeDefined();
          expect(row).toMatchObject({
            kind: expected.kind ?? "change",
            actor_id: "user-admin",
            actor_name: "Test admin",
            ip: "203.0.113.7",
          });
          expect(row!.request_id).toBeTruthy();
          if (expected.entityId) expect(row!.entity_id).toBe(expected.entityId);
          if (expected.changes) expect(JSON.parse(row!.changes ?? "{}")).toMatchObject(expected.changes);
          expect(Date.parse(row!.at)).not.toBeNaN();
          expect(row!.at.endsWith("Z")).toBe(true);
        }
        // No row of this change leaks a password or its hash.
        const text = JSON.stringify(rows);
        expect(text).not.toMatch(/long initial password|another long password|scrypt\$/);
      });
    }
  }
});
