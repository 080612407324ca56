import { readdirSync } from "node:fs";
import path from "node:path";
import { beforeEach, expect, test } from "vitest";
import * as login from "~/routes/auth/login";
import * as logout from "~/routes/auth/logout";
import type { Database } from "../../db/schema";
import { getDb } from "~/server/platform/db.server";
import { addEnquiry } from "~/server/enquiries/enquiries.server";
import { addService } from "~/server/catalogue/services.server";
import { adminGate } from "~/server/accounts/admin-gate.server";
import { money } from "~/domain/money";
import { addDeparture } from "~/server/catalogue/departures.server";
import { createQuote } from "~/server/enquiries/quotes.server";
import { getRequest, matchedRouteFiles, postRequest, run, seedDestination, seedTour, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";
import * as dataScreen from "~/routes/admin/data/data";
import { exportCatalogue } from "~/server/catalogue/catalogue-transfer.server";
import { getSiteContentSection } from "~/server/platform/site-content.server";
import { seedBatch, seedRateCard, seedShipment } from "./cargo-helpers";
import { addShipmentsToBatch } from "~/server/cargo/batches.server";
import { issueInvoice } from "~/server/money/invoices.server";
import { recordPayment } from "~/server/money/payments.server";

/**
 * Every route module in app/routes/admin and its feature folders is read from the directory, so
 * a screen added later is guarded by this test without anyone remembering to list it here.
 * (Files ending in .server.ts hold a route's request handling, not a route.)
 */
const ADMIN_DIR = path.resolve(import.meta.dirname, "../../app/routes/admin");
const MODULE_FILES = readdirSync(ADMIN_DIR, { recursive: true, encoding: "utf8" })
  .map((file) => file.split(path.sep).join("/"))
  .filter((file) => /\.(tsx|ts)$/.test(file) && !/\.(test|server)\.tsx?$/.test(file))
  .sort();

/** Screens only admins may use; editors get 403 there. */
const ADMIN_ONLY = new Set([
  "users.tsx",
  "user.tsx",
  "activity.tsx",
  "settings.tsx",
  "site-content-index.tsx",
  "site-content.tsx",
  "settings-currencies.tsx",
  "settings-money.tsx",
  "settings-reminders.tsx",
  "settings-emails.tsx",
  "settings-email.tsx",
  "cargo-rates.tsx",
  "cargo-rate-route.tsx",
  "payment-reverse.tsx",
  "invoice-credit-note.tsx",
]);

type RouteModule = { loader?: (args: any) => Promise<unknown>; action?: (args: any) => Promise<unknown> };

const modules: [string, RouteModule][] = await Promise.all(
  MODULE_FILES.map(async (file) => [file, (await import(path.join(ADMIN_DIR, file))) as RouteModule] as [string, RouteModule]),
);

const TABLES: (keyof Database)[] = [
  "destinations",
  "tours",
  "services",
  "enquiries",
  "users",
  "sessions",
  "sign_in_attempts",
  "user_two_factor",
  "recovery_codes",
  "settings",
  "quotes",
  "quote_lines",
  "quote_events",
  "bookings",
  "shipments",
  "shipment_events",
  "cargo_batches",
  "cargo_rate_cards",
  "payments",
  "payment_references",
  "document_numbers",
  "invoices",
  "calendar_feeds",
];

/** Every row of every table, in a stable order: equal snapshots mean nothing changed. */
async function snapshot(): Promise<string> {
  const tables: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const rows = (await getDb().selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
    tables[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return JSON.stringify(tables);
}

type Seeded = {
  tourId: string;
  enquiryId: string;
  editorId: string;
  adminCookie: string;
  editorCookie: string;
  /** A draft quote of the enquiry, on a departure of the tour. */
  quoteId: string;
  departureId: string;
  /** A registered shipment, for the cargo desk's screens. */
  shipmentId: string;
  /** A batch with that shipment in it. */
  batchId: string;
  /** A payment on that shipment, and an invoice of it. */
  paymentId: string;
  invoiceId: string;
};

async function seed(): Promise<Seeded> {
  await seedDestination({ title: "Bali" }, "bali");
  const tour = await seedTour();
  await addService({ title: "Flight Booking", description: "Tickets to anywhere we fly.", icon: "ticket" });
  const enquiry = await addEnquiry(
    { name: "Lina", email: "lina@example.com", phone: null, subject: "General Inquiry", message: "Hello there" },
    "sender",
  );
  const adminCookie = await signedInCookie("admin");
  const editorCookie = await signedInCookie("editor");
  const departure = await addDeparture(tour.id, {
    startDate: "2099-06-01",
    capacity: 12,
    seatsBooked: 0,
    status: "scheduled",
    price: null,
  });
  const lines = [{ kind: "adult" as const, description: "Adult seat", quantity: 2, unitPrice: money(1299) }];
  const quote = await createQuote({
    departureId: departure.id,
    currency: "USD",
    validUntil: "2099-12-31",
    note: "",
    lines,
    enquiryId: enquiry.id,
    locale: "en",
    perUsdMicros: null,
    rateDay: null,
  });
  await seedRateCard();
  const shipment = await seedShipment();
  const batch = await seedBatch();
  await addShipmentsToBatch(batch.id, [shipment.id]);
  const paid = await recordPayment({
    accountKind: "shipment",
    accountId: shipment.id,
    amountMinor: 1_000,
    currency: "USD",
    method: "cash",
    office: "beirut",
  });
  // At Abidjan, so that no Lebanese pound rate is needed.
  const invoiced = await issueInvoice("shipment", shipment.id, "abidjan");
  if (paid.status !== "ok" || invoiced.status !== "ok") throw new Error("money refused");
  return {
    tourId: tour.id,
    enquiryId: enquiry.id,
    editorId: "user-editor",
    adminCookie,
    editorCookie,
    quoteId: quote.id,
    departureId: departure.id,
    shipmentId: shipment.id,
    batchId: batch.id,
    paymentId: paid.payment.id,
    invoiceId: invoiced.invoice.id,
  };
}

/** A URL and params that reach a real record where the screen has one, so a missing guard would show. */
function target(file: string, seeded: Seeded): { path: string; params: Record<string, string> } {
  const name = path.basename(file);
  switch (name) {
    case "destination.tsx":
      return { path: "/admin/destinations/bali", params: { id: "bali" } };
    case "destination-form.tsx":
      return { path: "/admin/destinations/edit/bali", params: { id: "bali" } };
    case "tour.tsx":
      return { path: `/admin/tours/${seeded.tourId}`, params: { id: seeded.tourId } };
    case "tour-form.tsx":
      return { path: `/admin/tours/edit/${seeded.tourId}`, params: { id: seeded.tourId } };
    case "service-form.tsx":
      return { path: "/admin/services/new", params: {} };
    case "enquiries.tsx":
      return { path: "/admin/messages", params: {} };
    case "enquiry.tsx":
      return { path: `/admin/messages/${seeded.enquiryId}`, params: { id: seeded.enquiryId } };
    case "enquiry-read.ts":
      return { path: `/admin/messages/${seeded.enquiryId}/read`, params: { id: seeded.enquiryId } };
    case "quote-form.tsx":
      return { path: `/admin/messages/${seeded.enquiryId}/quotes/new`, params: { enquiryId: seeded.enquiryId } };
    case "quote.tsx":
      return { path: `/admin/quotes/${seeded.quoteId}`, params: { id: seeded.quoteId } };
    case "shipment.tsx":
      return { path: `/admin/shipments/${seeded.shipmentId}`, params: { id: seeded.shipmentId } };
    case "shipment-form.tsx":
      return { path: `/admin/shipments/${seeded.shipmentId}/edit`, params: { id: seeded.shipmentId } };
    case "shipment-labels.tsx":
      return { path: `/admin/shipments/${seeded.shipmentId}/labels`, params: { id: seeded.shipmentId } };
    case "shipment-waybill.tsx":
      return { path: `/admin/shipments/${seeded.shipmentId}/waybill`, params: { id: seeded.shipmentId } };
    case "batch.tsx":
      return { path: `/admin/batches/${seeded.batchId}`, params: { id: seeded.batchId } };
    case "batch-form.tsx":
      return { path: `/admin/batches/${seeded.batchId}/edit`, params: { id: seeded.batchId } };
    case "cargo-rates.tsx":
      return { path: "/admin/settings/cargo-rates", params: {} };
    case "cargo-rate-route.tsx":
      return { path: "/admin/settings/cargo-rates/beirut/abidjan/air", params: { from: "beirut", to: "abidjan", mode: "air" } };
    case "payment-form.tsx":
      return { path: `/admin/payments/new?account=shipment:${seeded.shipmentId}`, params: {} };
    case "payment-reverse.tsx":
      return { path: `/admin/payments/${seeded.paymentId}/reverse`, params: { id: seeded.paymentId } };
    case "payment-receipt.tsx":
      return { path: `/admin/payments/${seeded.paymentId}/receipt`, params: { id: seeded.paymentId } };
    case "invoice.tsx":
      return { path: `/admin/invoices/${seeded.invoiceId}`, params: { id: seeded.invoiceId } };
    case "invoice-new.tsx":
      return { path: "/admin/invoices/new", params: {} };
    case "invoice-credit-note.tsx":
      return { path: `/admin/invoices/${seeded.invoiceId}/credit-note`, params: { id: seeded.invoiceId } };
    case "shipments-csv.ts":
      return { path: "/admin/shipments.csv", params: {} };
    case "payments-csv.ts":
      return { path: "/admin/payments.csv", params: {} };
    case "invoices-csv.ts":
      return { path: "/admin/invoices.csv", params: {} };
    case "cash-up.tsx":
      return { path: "/admin/payments/cash-up", params: {} };
    case "owed.tsx":
      return { path: "/admin/payments/owed", params: {} };
    case "report.tsx":
      return { path: "/admin/reports/sales", params: { report: "sales" } };
    case "report-csv.ts":
      return { path: "/admin/reports/sales.csv", params: { report: "sales" } };
    case "bookings-csv.ts":
      return { path: `/admin/bookings/${seeded.departureId}/passengers.csv`, params: { departureId: seeded.departureId } };
    case "user.tsx":
      return { path: `/admin/users/${seeded.editorId}`, params: { id: seeded.editorId } };
    case "data-export.ts":
      return { path: "/admin/data/export", params: {} };
    case "account-two-factor.tsx":
      return { path: "/admin/account/two-factor", params: {} };
    case "account-calendar-feed.tsx":
      return { path: "/admin/account/calendar-feed", params: {} };
    case "site-content-index.tsx":
      return { path: "/admin/settings/content", params: {} };
    case "site-content.tsx":
      return { path: "/admin/settings/content/contact", params: { section: "contact" } };
    case "settings-currencies.tsx":
      return { path: "/admin/settings/currencies", params: {} };
    case "settings-money.tsx":
      return { path: "/admin/settings/money", params: {} };
    case "settings-reminders.tsx":
      return { path: "/admin/settings/reminders", params: {} };
    case "reminder-done.ts":
      return { path: "/admin/reminders/reminder-1/done", params: { id: "reminder-1" } };
    case "settings-emails.tsx":
      return { path: "/admin/settings/emails", params: {} };
    case "settings-email.tsx":
      return { path: "/admin/settings/emails/quote", params: { key: "quote" } };
    case "dashboard.tsx":
    case "layout.tsx":
      return { path: "/admin", params: {} };
    default:
      return { path: `/admin/${name.replace(/\.tsx?$/, "")}`, params: {} };
  }
}

/** A form that would change something on most screens if it were let through. */
function hostileForm(seeded: Seeded): Record<string, string> {
  return {
    intent: "delete",
    id: seeded.enquiryId,
    userId: seeded.editorId,
    role: "admin",
    password: "a brand new password",
    title: "Changed by a stranger",
    description: "This text must never be saved anywhere.",
    featured: "on",
    icon: "globe",
    // A payment, a refund or a reversal a missing guard would record.
    amount: "10",
    currency: "USD",
    method: "cash",
    office: "beirut",
    reason: "Taken by a stranger",
  };
}

/**
 * What each role's import may write (issue #24): a file that changes one part, imported through
 * the Import screen. Each part needs the role its own screen requires (editor: the catalogue
 * screens, a tour's departures and photos; admin: site content and currencies).
 */
const IMPORT_PARTS: { part: string; editorMay: boolean; change: (file: any, seeded: Seeded, role: string) => Promise<void> | void }[] = [
  {
    part: "a destination",
    editorMay: true,
    change: (file, _, role) => void (file.destinations[0].title = `Bali, as the ${role} imported it`),
  },
  { part: "a tour", editorMay: true, change: (file, _, role) => void (file.tours[0].title = `A tour, as the ${role} imported it`) },
  {
    part: "a service",
    editorMay: true,
    change: (file, _, role) => void (file.services[0].title = `A service, as the ${role} imported it`),
  },
  { part: "a departure", editorMay: true, change: (file, _, role) => void (file.departures[0].capacity = role === "admin" ? 20 : 21) },
  {
    part: "a tour's photos",
    editorMay: true,
    change: (file, seeded, role) => {
      const photo = "d".repeat(32);
      file.gallery = {
        photos: [{ hash: photo, width: 800, height: 600 }],
        tours: { [seeded.tourId]: [{ photo, alt: { en: `The beach, as the ${role} described it`, fr: "", ar: "" } }] },
        destinations: {},
      };
    },
  },
  {
    part: "the company name",
    editorMay: false,
    change: async (file) => {
      const { document } = await getSiteContentSection("contact");
      file.siteContent = { contact: { document: { ...document, companyName: { en: "Another Company", fr: "", ar: "" } } } };
    },
  },
  {
    part: "an exchange rate",
    editorMay: false,
    change: (file) => void (file.exchangeRates = [{ currency: "LBP", unitsPerDollar: 89_500, appliesFrom: "2026-01-01" }]),
  },
];

/** The catalogue as an export shows it (without its time), to tell whether an import wrote anything. */
async function exported(): Promise<unknown> {
  return { ...(await exportCatalogue()), exportedAt: null };
}

describeEachDatabase("the admin area's guard", () => {
  let seeded: Seeded;
  beforeEach(async () => {
    seeded = await seed();
  });

  test("every admin route module is routed below the admin layout, whose middleware is the gate", async () => {
    const layout = modules.find(([name]) => name === "layout.tsx")![1] as RouteModule & { middleware?: unknown[] };
    expect(layout.middleware).toEqual([adminGate]);
    for (const file of MODULE_FILES) {
      if (file === "layout.tsx") continue;
      const { path: url } = target(file, seeded);
      const matched = matchedRouteFiles(url);
      expect(matched, url).toContain("routes/admin/layout.tsx");
      expect(matched.at(-1), url).toBe(`routes/admin/${file}`);
    }
  });

  test("finds the admin route modules, including the inbox and users screens", () => {
    expect(MODULE_FILES.map((file) => path.basename(file))).toEqual(
      expect.arrayContaining(["dashboard.tsx", "layout.tsx", "data-export.ts", "enquiries.tsx", "enquiry.tsx", "users.tsx"]),
    );
    // The layout and the dashboard always have loaders: every admin page passes through them.
    const byFile = new Map(modules);
    expect(typeof byFile.get("layout.tsx")?.loader).toBe("function");
    expect(typeof byFile.get("dashboard.tsx")?.loader).toBe("function");
  });

  for (const file of MODULE_FILES) {
    test(`${file}: an anonymous visit goes to the sign-in page and an anonymous post gets 401, changing nothing`, async () => {
      const module = modules.find(([name]) => name === file)![1];
      const { path: url, params } = target(file, seeded);
      const before = await snapshot();

      if (module.loader) {
        const outcome = await run(module.loader, getRequest(`${url}?page=2`));
        expect(outcome.status).toBe(302);
        expect(outcome.location).toBe(`/login?redirectTo=${encodeURIComponent(`${url}?page=2`)}`);
      }
      if (module.action) {
        const outcome = await run(module.action, postRequest(url, hostileForm(seeded)), params);
        expect(outcome.status).toBe(401);
      }
      expect(await snapshot()).toBe(before);
    });

    test(`${file}: a change posted from another site is refused with 403, changing nothing`, async () => {
      const module = modules.find(([name]) => name === file)![1];
      if (!module.action) return;
      const { path: url, params } = target(file, seeded);
      const before = await snapshot();
      const outcome = await run(
        module.action,
        postRequest(url, hostileForm(seeded), { cookie: seeded.adminCookie, origin: "https://evil.example" }),
        params,
      );
      expect(outcome.status).toBe(403);
      expect(await snapshot()).toBe(before);
    });

    if (ADMIN_ONLY.has(path.basename(file))) {
      test(`${file}: an editor is refused with 403, changing nothing`, async () => {
        const module = modules.find(([name]) => name === file)![1];
        const { path: url, params } = target(file, seeded);
        const before = await snapshot();
        if (module.loader) expect((await run(module.loader, getRequest(url, seeded.editorCookie), params)).status).toBe(403);
        if (module.action) {
          const outcome = await run(module.action, postRequest(url, hostileForm(seeded), { cookie: seeded.editorCookie }), params);
          expect(outcome.status).toBe(403);
        }
        expect(await snapshot()).toBe(before);
      });
    } else {
      test(`${file}: an editor may open it`, async () => {
        const module = modules.find(([name]) => name === file)![1];
        if (!module.loader) return;
        const { path: url, params } = target(file, seeded);
        const outcome = await run(module.loader, getRequest(url, seeded.editorCookie), params);
        // The photo uploads' address is a form target, not a screen: a visit goes to the dashboard.
        if (path.basename(file) === "photos.tsx") expect([outcome.status, outcome.location]).toEqual([302, "/admin"]);
        else expect(outcome.status).toBe(200);
      });
    }
  }

  test("what each role's import may write: an editor's the catalogue, its departures and photos; an admin's the site content and rates too", async () => {
    for (const role of ["editor", "admin"] as const) {
      for (const { part, editorMay, change } of IMPORT_PARTS) {
        const file = JSON.parse(JSON.stringify(await exportCatalogue()));
        await change(file, seeded, role);
        const form = new FormData();
        form.append("intent", "apply");
        form.append("catalogue", JSON.stringify(file));
        const cookie = role === "admin" ? seeded.adminCookie : seeded.editorCookie;
        const before = await exported();
        const outcome = await run(
          dataScreen.action,
          new Request("http://localhost:3000/admin/data", {
            method: "POST",
            headers: { Cookie: cookie, Origin: "http://localhost:3000" },
            body: form,
          }),
        );
        const may = role === "admin" || editorMay;
        expect([role, part, outcome.status]).toEqual([role, part, may ? 302 : 403]);
        if (may) expect(await exported(), `${role}: ${part}`).not.toEqual(before);
        else expect(await exported(), `${role}: ${part}`).toEqual(before);
      }
    }
  });

  test("a session cookie that was never issued counts as anonymous", async () => {
    const layout = modules.find(([name]) => name === "layout.tsx")![1];
    const outcome = await run(layout.loader!, getRequest("/admin", "cw_session=forged-token"));
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/login?redirectTo=%2Fadmin");
  });

  test("signing in and out refuse a post from another site, changing nothing", async () => {
    const before = await snapshot();
    const fromElsewhere = { cookie: seeded.adminCookie, origin: "https://evil.example" };
    expect((await run(logout.action, postRequest("/logout", {}, fromElsewhere))).status).toBe(403);
    const signIn = postRequest("/login", { email: "admin@example.com", password: "whatever it is" }, fromElsewhere);
    expect((await run(login.action, signIn)).status).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  test("opening /logout with GET keeps the session; posting to it ends the session", async () => {
    const before = await snapshot();
    const shown = await run(logout.loader, getRequest("/logout", seeded.adminCookie));
    expect(shown.status).toBe(200);
    expect(await snapshot()).toBe(before);

    const signedOut = await run(logout.action, postRequest("/logout", {}, { cookie: seeded.adminCookie }));
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toBe("/login");
    const sessions = await getDb().selectFrom("sessions").select("user_id").execute();
    expect(sessions.map((row) => row.user_id)).toEqual(["user-editor"]);
    const layout = modules.find(([name]) => name === "layout.tsx")![1];
    expect((await run(layout.loader!, getRequest("/admin", seeded.adminCookie))).status).toBe(302);
  });
});
