import { describe, expect, test } from "vitest";
import { DepartureFormSchema } from "./departure-form";
import { fieldErrors } from "./form-fields";
import {
  agencyToday,
  availabilityOf,
  departureEndDate,
  departureOffers,
  groupByMonth,
  isBookable,
  isRealDay,
  monthChoices,
  monthRange,
  parseMonth,
  seatsLeft,
  upcomingDepartures,
  type Departure,
} from "./departures";
import { money } from "./money";

function departure(startDate: string, patch: Partial<Departure> = {}): Departure {
  return {
    id: `d-${startDate}`,
    tourId: "bali",
    startDate,
    capacity: 12,
    seatsBooked: 0,
    seatsHeld: 0,
    status: "scheduled",
    price: null,
    version: 1,
    ...patch,
  };
}

describe("the agency's day", () => {
  // 22:30 UTC on 14 March is already 15 March in Beirut (UTC+2 in winter, +3 in summer).
  const lateEvening = new Date("2027-03-14T22:30:00Z");

  test("is the date in Asia/Beirut, not in UTC", () => {
    expect(agencyToday(lateEvening)).toBe("2027-03-15");
    expect(agencyToday(lateEvening, "UTC")).toBe("2027-03-14");
  });

  test("a departure leaving today is still upcoming; yesterday's has gone", () => {
    const today = agencyToday(lateEvening);
    const departures = [departure("2027-03-14"), departure("2027-03-15"), departure("2027-04-02")];
    expect(upcomingDepartures(departures, today).map((d) => d.startDate)).toEqual(["2027-03-15", "2027-04-02"]);
  });
});

describe("seats", () => {
  test("seats left is the capacity less the seats booked, never below 0", () => {
    expect(seatsLeft({ capacity: 12, seatsBooked: 9 })).toBe(3);
    expect(seatsLeft({ capacity: 12, seatsBooked: 14 })).toBe(0);
  });

  test("full follows from the seats; cancelled wins over full", () => {
    expect(availabilityOf(departure("2027-05-01", { seatsBooked: 12 }))).toBe("full");
    expect(availabilityOf(departure("2027-05-01", { seatsBooked: 11, status: "guaranteed" }))).toBe("guaranteed");
    expect(availabilityOf(departure("2027-05-01", { seatsBooked: 12, status: "cancelled" }))).toBe("cancelled");
  });

  test("seats held by accepted quotes are taken too: the last ones held make the departure full", () => {
    expect(seatsLeft({ capacity: 12, seatsBooked: 7, seatsHeld: 3 })).toBe(2);
    expect(seatsLeft({ capacity: 12, seatsBooked: 9, seatsHeld: 5 })).toBe(0);
    expect(availabilityOf(departure("2027-05-01", { seatsBooked: 9, seatsHeld: 3 }))).toBe("full");
    expect(availabilityOf(departure("2027-05-01", { seatsBooked: 9, seatsHeld: 2 }))).toBe("scheduled");
    expect(isBookable(departure("2027-05-01", { seatsBooked: 2, seatsHeld: 10 }), "2027-03-15")).toBe(false);
  });

  test("only an upcoming departure that is neither full nor cancelled is bookable", () => {
    const today = "2027-03-15";
    expect(isBookable(departure("2027-03-15"), today)).toBe(true);
    expect(isBookable(departure("2027-03-14"), today)).toBe(false);
    expect(isBookable(departure("2027-04-01", { seatsBooked: 12 }), today)).toBe(false);
    expect(isBookable(departure("2027-04-01", { status: "cancelled" }), today)).toBe(false);
    expect(isBookable(departure("2027-04-01", { status: "on-request" }), today)).toBe(true);
  });
});

describe("dates and months", () => {
  test("a 7-day tour leaving on the 28th of February is back on the 6th of March", () => {
    expect(departureEndDate("2027-02-28", 7)).toBe("2027-03-06");
    expect(departureEndDate("2027-02-28", 1)).toBe("2027-02-28");
  });

  test("departures are grouped month by month in their order", () => {
    const groups = groupByMonth([departure("2027-03-02"), departure("2027-03-20"), departure("2027-05-01")]);
    expect(groups.map((group) => [group.month, group.departures.length])).toEqual([
      ["2027-03", 2],
      ["2027-05", 1],
    ]);
  });

  test("a month parameter is YYYY-MM or nothing", () => {
    expect(parseMonth("2027-03")).toBe("2027-03");
    expect(parseMonth(" 2027-12 ")).toBe("2027-12");
    for (const bad of ["2027-13", "2027-00", "2027-3", "March", "", null, "1999-12"]) expect(parseMonth(bad)).toBe("");
  });

  test("the month choices run a year from this month, across the new year", () => {
    const months = monthChoices("2026-11-24");
    expect(months).toHaveLength(12);
    expect(months.slice(0, 3)).toEqual(["2026-11", "2026-12", "2027-01"]);
    expect(months.at(-1)).toBe("2027-10");
  });

  test("a month runs from its first to its last day", () => {
    expect(monthRange("2027-02")).toEqual({ first: "2027-02-01", last: "2027-02-28" });
    expect(monthRange("2028-02")).toEqual({ first: "2028-02-01", last: "2028-02-29" });
    expect(monthRange("2027-12")).toEqual({ first: "2027-12-01", last: "2027-12-31" });
  });

  test("a real day is a calendar day", () => {
    expect(isRealDay("2027-02-28")).toBe(true);
    expect(isRealDay("2027-02-30")).toBe(false);
    expect(isRealDay("2027-2-3")).toBe(false);
  });
});

describe("departureOffers", () => {
  const tour = { price: money(1299), duration: 8 };
  const today = "2027-03-15";

  test("one Offer per upcoming bookable departure, priced by its own price or the tour's", () => {
    const offers = departureOffers(
      [
        departure("2027-03-01"),
        departure("2027-06-10", { price: money(1499.5), status: "guaranteed" }),
        departure("2027-04-01", { seatsBooked: 10 }),
        departure("2027-05-01", { status: "cancelled" }),
        departure("2027-05-20", { seatsBooked: 12 }),
      ],
      tour,
      today,
    );
    expect(offers).toEqual([
      {
        "@type": "Offer",
        name: "2027-04-01",
        price: "1299.00",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        validFrom: today,
        availabilityStarts: "2027-04-01",
        availabilityEnds: "2027-04-08",
      },
      {
        "@type": "Offer",
        name: "2027-06-10",
        price: "1499.50",
        priceCurrency: "USD",
        availability: "https://schema.org/InStock",
        validFrom: today,
        availabilityStarts: "2027-06-10",
        availabilityEnds: "2027-06-17",
      },
    ]);
  });

  test("no departure ahead gives no offers", () => {
    expect(departureOffers([departure("2027-03-01")], tour, today)).toEqual([]);
  });
});

describe("DepartureFormSchema", () => {
  const valid = { startDate: "2027-04-01", capacity: "12", seatsBooked: "10", status: "scheduled", price: "" };
  const errors = (values: Record<string, string>) => {
    const result = DepartureFormSchema.safeParse(values);
    return result.success ? {} : fieldErrors(result.error);
  };

  test("reads a valid form, an empty price being the tour's", () => {
    expect(DepartureFormSchema.parse(valid)).toEqual({
      startDate: "2027-04-01",
      capacity: 12,
      seatsBooked: 10,
      status: "scheduled",
      price: null,
    });
    expect(DepartureFormSchema.parse({ ...valid, price: "1,499.50", seatsBooked: "" })).toMatchObject({
      seatsBooked: 0,
      price: { amountMinor: 149950, currency: "USD" },
    });
  });

  test("refuses a missing or unreal date, no capacity, more seats booked than the capacity and an unknown status", () => {
    expect(errors({ ...valid, startDate: "" })).toHaveProperty("startDate", "Enter the date the departure leaves.");
    expect(errors({ ...valid, startDate: "2027-02-30" })).toHaveProperty("startDate", "Enter a real date, as YYYY-MM-DD.");
    expect(errors({ ...valid, capacity: "0" })).toHaveProperty("capacity", "The capacity must be at least 1.");
    expect(errors({ ...valid, capacity: "2.5" })).toHaveProperty("capacity", "Enter the capacity as a whole number.");
    expect(errors({ ...valid, seatsBooked: "13" })).toHaveProperty("seatsBooked", "The seats booked cannot be more than the capacity.");
    expect(errors({ ...valid, seatsBooked: "-1" })).toHaveProperty("seatsBooked", "The seats booked cannot be below 0.");
    expect(errors({ ...valid, status: "full" })).toHaveProperty("status", "Choose a status.");
    expect(errors({ ...valid, price: "-5" })).toHaveProperty("price", "The price must be more than 0.");
  });
});
