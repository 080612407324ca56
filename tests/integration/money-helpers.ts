import { addDays, agencyToday } from "~/domain/departures";
import type { Locale } from "~/domain/locale";
import type { CurrencyCode } from "~/domain/money";
import type { OfficeId } from "~/domain/offices";
import { withAuditOrigin, type AuditOrigin } from "~/server/accounts/audit.server";
import { addDeparture } from "~/server/catalogue/departures.server";
import { addEnquiry } from "~/server/enquiries/enquiries.server";
import { acceptQuote, createQuote, sendQuote } from "~/server/enquiries/quotes.server";
import { getDb } from "~/server/platform/db.server";
import { seedDestination, seedTour } from "./catalogue-helpers";

/** Factories of the money ledger's integration tests (issue #27). */

export const AMINA: AuditOrigin = { actor: { id: "user-amina", name: "Amina" }, ip: "203.0.113.21", requestId: "request-money" };
export const asAmina = <T>(work: () => Promise<T>) => withAuditOrigin(AMINA, work);

let seeded = 0;

/**
 * A booking from an accepted quote: `adults` seats at `unitMinor` each in `currency`, on a
 * departure `daysAhead` days from today, for a customer writing in `locale` whose enquiry is
 * routed to `office`.
 */
export async function seedBooking({
  currency = "USD",
  unitMinor = 100_000,
  adults = 2,
  daysAhead = 90,
  locale = "en",
  office = "beirut",
}: { currency?: CurrencyCode; unitMinor?: number; adults?: number; daysAhead?: number; locale?: Locale; office?: OfficeId } = {}) {
  seeded += 1;
  const today = agencyToday();
  await seedDestination({ title: `Bali ${seeded}` }, `bali-${seeded}`);
  const tour = await seedTour({ title: `Bali Island Escape ${seeded}`, price: 1299, duration: 8, destinationId: `bali-${seeded}` });
  const departure = await addDeparture(tour.id, {
    startDate: addDays(today, daysAhead),
    status: "scheduled",
    price: null,
    capacity: 40,
    seatsBooked: 0,
  });
  const email = `customer-${seeded}@example.com`;
  const enquiry = await addEnquiry(
    { name: "Aïcha Koné", email, phone: null, subject: "Tour Booking", message: "Hello" },
    `sender-${email}`,
    null,
    locale,
  );
  await getDb().updateTable("enquiries").set({ office }).where("id", "=", enquiry.id).execute();
  return asAmina(async () => {
    const quote = await createQuote({
      departureId: departure.id,
      currency,
      validUntil: addDays(today, 14),
      note: "",
      lines: [{ kind: "adult", description: "Adult seat", quantity: adults, unitPrice: { amountMinor: unitMinor, currency } }],
      enquiryId: enquiry.id,
      locale,
      perUsdMicros: null,
      rateDay: null,
    });
    const sent = await sendQuote(quote.id, quote.version, email);
    if (sent.status !== "ok") throw new Error(`not sent: ${sent.status}`);
    const accepted = await acceptQuote(sent.token!);
    if (accepted.status !== "accepted" || !accepted.booking) throw new Error(`not accepted: ${accepted.status}`);
    return { booking: accepted.booking, quote: accepted.quote, token: sent.token!, enquiry, departure };
  });
}
