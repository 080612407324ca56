import type { Money } from "./money";
import { toMajorUnits } from "./money";

/*
 * A tour's departures (issue #12; docs/decisions/0030-departures.md): what is upcoming, open,
 * full, and how many seats are left, decided on the agency's calendar. Pure and free of zod,
 * so the public pages can use it without loading the admin form's schema
 * (departure-form.ts).
 */

/**
 * The agency's time zone: a departure whose start date is before today *there* is past and
 * disappears from the public site by itself, whatever the server's or visitor's zone.
 */
export const AGENCY_TIME_ZONE = "Asia/Beirut";

export const DEPARTURE_STATUSES = ["scheduled", "guaranteed", "on-request", "cancelled"] as const;
export type DepartureStatus = (typeof DEPARTURE_STATUSES)[number];

/** What a visitor is told of a departure: its status, or "full" once every seat is booked. */
export type DepartureAvailability = Exclude<DepartureStatus, "cancelled"> | "cancelled" | "full";

/** At this many seats left or fewer, the page says how many ("3 seats left"). */
export const FEW_SEATS = 5;

export type Departure = {
  id: string;
  tourId: string;
  /** YYYY-MM-DD, a day in the agency's time zone. */
  startDate: string;
  capacity: number;
  seatsBooked: number;
  /**
   * Seats held by accepted quotes whose hold has not passed (issue #13), as read on a day: they
   * are not booked yet, but nobody else can have them.
   */
  seatsHeld: number;
  status: DepartureStatus;
  /** The adult price on this date, over the tour's (US dollars); null: the tour's price. */
  price: Money | null;
  version: number;
};

export function isDepartureStatus(value: unknown): value is DepartureStatus {
  return (DEPARTURE_STATUSES as readonly unknown[]).includes(value);
}

/** A YYYY-MM-DD that is a day of the calendar (not 2027-02-30), between 2000 and 2100. */
export function isRealDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= "2000-01-01" && value <= "2100-12-31";
}

/** Day formats by time zone, built once: the page cache asks for today on every hit. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date (YYYY-MM-DD) in a time zone, the agency's by default. */
export function agencyToday(now: Date = new Date(), timeZone: string = AGENCY_TIME_ZONE): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** The day `days` after a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The last day of a departure: a 7-day tour leaving on the 1st is back on the 7th. */
export function departureEndDate(startDate: string, durationDays: number): string {
  return addDays(startDate, Math.max(1, durationDays) - 1);
}

/** What the seat counts are read from: a departure's capacity, its seats booked, and its active holds (none when not given). */
export type DepartureSeats = Pick<Departure, "capacity" | "seatsBooked"> & Partial<Pick<Departure, "seatsHeld">>;

/** Capacity less the seats booked and the seats held by accepted quotes (issue #13), never below 0. */
export function seatsLeft(departure: DepartureSeats): number {
  return Math.max(0, departure.capacity - departure.seatsBooked - (departure.seatsHeld ?? 0));
}

/** Full once no seat is left, held ones counted: a held seat cannot be promised to anyone else. */
export function isFull(departure: DepartureSeats): boolean {
  return seatsLeft(departure) === 0;
}

/** Cancelled wins over full: a cancelled departure is not waiting for a seat to free up. */
export function availabilityOf(departure: DepartureSeats & Pick<Departure, "status">): DepartureAvailability {
  if (departure.status === "cancelled") return "cancelled";
  return isFull(departure) ? "full" : departure.status;
}

/** Upcoming: it starts today or later on the agency's calendar. */
export function isUpcoming(departure: Pick<Departure, "startDate">, today: string): boolean {
  return departure.startDate >= today;
}

/** Open for enquiries: upcoming, not cancelled, not full. */
export function isBookable(departure: DepartureSeats & Pick<Departure, "startDate" | "status">, today: string): boolean {
  return isUpcoming(departure, today) && departure.status !== "cancelled" && !isFull(departure);
}

/** The upcoming departures by start date, the soonest first. */
export function upcomingDepartures<D extends Pick<Departure, "startDate" | "id">>(departures: readonly D[], today: string): D[] {
  return departures
    .filter((departure) => isUpcoming(departure, today))
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id));
}

/** Departures in the order given, grouped by month ("2027-03"). */
export function groupByMonth<D extends Pick<Departure, "startDate">>(departures: readonly D[]): { month: string; departures: D[] }[] {
  const groups: { month: string; departures: D[] }[] = [];
  for (const departure of departures) {
    const month = departure.startDate.slice(0, 7);
    const last = groups.at(-1);
    if (last?.month === month) last.departures.push(departure);
    else groups.push({ month, departures: [departure] });
  }
  return groups;
}

/** A "Departing in" month as the URL writes it: YYYY-MM, or "" for none (anything else is none). */
export function parseMonth(raw: string | null | undefined): string {
  const value = (raw ?? "").trim();
  if (!/^\d{4}-\d{2}$/.test(value)) return "";
  const month = Number(value.slice(5));
  return month >= 1 && month <= 12 && value >= "2000-01" && value <= "2100-12" ? value : "";
}

/** The months a visitor can pick: this one and the next `count - 1`, as YYYY-MM. */
export function monthChoices(today: string, count = 12): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, offset) => {
    const date = new Date(Date.UTC(year, month + offset, 1));
    return date.toISOString().slice(0, 7);
  });
}

/** The first and last day of a YYYY-MM month. */
export function monthRange(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  return { first, last: addDays(addDays(first, 31).slice(0, 7) + "-01", -1) };
}

/** A departure's price: its own, else the tour's. */
export function departurePrice(departure: Pick<Departure, "price">, tourPrice: Money): Money {
  return departure.price ?? tourPrice;
}

export const SCHEMA_AVAILABILITY: Record<DepartureAvailability, string> = {
  scheduled: "https://schema.org/InStock",
  guaranteed: "https://schema.org/InStock",
  "on-request": "https://schema.org/PreOrder",
  full: "https://schema.org/SoldOut",
  cancelled: "https://schema.org/Discontinued",
};

/** A schema.org Offer, as the tour page's JSON-LD carries one per departure. */
export type DepartureOffer = {
  "@type": "Offer";
  name: string;
  price: string;
  priceCurrency: string;
  availability: string;
  validFrom: string;
  availabilityStarts: string;
  availabilityEnds: string;
};

/**
 * One Offer per upcoming bookable departure (open: not cancelled, not full), in date order:
 * its price in US dollars (its own or the tour's), the day it leaves and the day it ends.
 * `validFrom` is when the offer can be taken up (today), the departure's days are its
 * availability window. The page adds its own address to each.
 */
export function departureOffers(
  departures: readonly Departure[],
  tour: { price: Money; duration: number },
  today: string,
): DepartureOffer[] {
  return upcomingDepartures(departures, today)
    .filter((departure) => isBookable(departure, today))
    .map((departure) => {
      const price = departurePrice(departure, tour.price);
      return {
        "@type": "Offer",
        name: departure.startDate,
        price: toMajorUnits(price).toFixed(2),
        priceCurrency: price.currency,
        availability: SCHEMA_AVAILABILITY[availabilityOf(departure)],
        validFrom: today,
        availabilityStarts: departure.startDate,
        availabilityEnds: departureEndDate(departure.startDate, tour.duration),
      };
    });
}

/** A departure as the public tour page shows it, in the visitor's language and currency. */
export type PublicDeparture = {
  id: string;
  startDate: string;
  /** "14–20 mars 2027". */
  datesText: string;
  priceText: string;
  /** A converted price's note ("Approximate price…"), as the tour's own. */
  priceNote?: string;
  availability: DepartureAvailability;
  /** Set when few seats are left (FEW_SEATS or fewer) on a bookable departure. */
  seatsLeft: number | null;
  bookable: boolean;
};

export type PublicTourDates = {
  months: { month: string; label: string; departures: PublicDeparture[] }[];
  /** One schema.org Offer per bookable departure (the page's JSON-LD). */
  offers: DepartureOffer[];
};
