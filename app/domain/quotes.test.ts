import { describe, expect, test } from "vitest";
import { fieldErrors } from "./form-fields";
import { money } from "./money";
import { parseQuoteFormIntent, quoteFormSchema } from "./quote-form";
import {
  departureLines,
  formatQuoteNumber,
  holdUntil,
  inDollars,
  inQuoteCurrency,
  isAnswerable,
  isTokenShape,
  parseQuoteNumber,
  partyOf,
  quoteActions,
  quoteState,
  quoteTotal,
  type DeparturePrices,
  type QuoteLine,
} from "./quotes";

const LBP_RATE = 89_500_000_000; // 1 USD = 89,500 LBP, in millionths
const XOF_RATE = 600_000_000;

describe("quote numbers", () => {
  test("are Q-year-number with four digits at least, and read back", () => {
    expect(formatQuoteNumber(2026, 42)).toBe("Q-2026-0042");
    expect(formatQuoteNumber(2027, 12345)).toBe("Q-2027-12345");
    expect(parseQuoteNumber("Q-2026-0042")).toEqual({ year: 2026, sequence: 42 });
    expect(parseQuoteNumber("Q-2026-42")).toBeNull();
    expect(parseQuoteNumber("q-2026-0042")).toBeNull();
  });
});

describe("totals and currencies", () => {
  const lines: QuoteLine[] = [
    { kind: "adult", description: "Adult", quantity: 2, unitPrice: money(1299.5) },
    { kind: "child", description: "Child", quantity: 1, unitPrice: money(649.25) },
    { kind: "other", description: "Transfer", quantity: 3, unitPrice: money(10) },
  ];

  test("the total adds quantity × unit price exactly, in minor units", () => {
    expect(quoteTotal(lines, "USD")).toEqual({ amountMinor: 2 * 129950 + 64925 + 3 * 1000, currency: "USD" });
    expect(quoteTotal([], "XOF")).toEqual({ amountMinor: 0, currency: "XOF" });
  });

  test("a dollar price converts at the rate kept in the quote, rounded as the site rounds", () => {
    // 1299 × 89,500 = 116,260,500 pounds: to the nearest thousand, half up.
    expect(inQuoteCurrency(money(1299), "LBP", LBP_RATE)).toEqual({ amountMinor: 116_261_000, currency: "LBP" });
    expect(inQuoteCurrency(money(1299), "XOF", XOF_RATE)).toEqual({ amountMinor: 779_400, currency: "XOF" });
    expect(inQuoteCurrency(money(1299), "USD", null)).toEqual(money(1299));
    expect(() => inQuoteCurrency(money(1299), "XOF", null)).toThrow(RangeError);
  });

  test("a total in another currency reads back in dollars at the same kept rate", () => {
    expect(inDollars({ amountMinor: 779_400, currency: "XOF" }, XOF_RATE)).toEqual(money(1299));
    expect(inDollars({ amountMinor: 116_260_000, currency: "LBP" }, LBP_RATE)).toEqual({ amountMinor: 129_899, currency: "USD" });
  });

  test("a departure fills in its own adult price over the tour's, and the tour's child and single prices, converted", () => {
    const prices: DeparturePrices = {
      tour: {
        title: "Bali Island Escape",
        price: money(1299),
        salePrice: null,
        saleEndsOn: null,
        childPrice: money(650),
        singleSupplement: money(300),
      },
      departure: { price: money(1499) },
    };
    const texts = { adult: "Adult", child: "Child", single: "Single room" };
    const filled = departureLines(prices, { currency: "XOF", perUsdMicros: XOF_RATE }, texts, { adults: 2, children: 1 }, "2027-01-10");
    expect(filled).toEqual([
      { kind: "adult", description: "Adult", quantity: 2, unitPrice: { amountMinor: 899_400, currency: "XOF" } },
      { kind: "child", description: "Child", quantity: 1, unitPrice: { amountMinor: 390_000, currency: "XOF" } },
      { kind: "single", description: "Single room", quantity: 0, unitPrice: { amountMinor: 180_000, currency: "XOF" } },
    ]);
    // Without its own price: the tour's explicit price in the currency wins over the conversion; a sale wins over both.
    const own = {
      ...prices,
      departure: { price: null },
      tour: { ...prices.tour, explicitPrice: { amountMinor: 750_000, currency: "XOF" as const } },
    };
    expect(
      departureLines(own, { currency: "XOF", perUsdMicros: XOF_RATE }, texts, { adults: 1, children: 0 }, "2027-01-10")[0]!.unitPrice
        .amountMinor,
    ).toBe(750_000);
    const sale = { ...own, tour: { ...own.tour, salePrice: money(999), saleEndsOn: "2027-01-31" } };
    expect(
      departureLines(sale, { currency: "USD", perUsdMicros: null }, texts, { adults: 1, children: 0 }, "2027-01-10")[0]!.unitPrice,
    ).toEqual(money(999));
    const noExtras = { ...prices, tour: { ...prices.tour, childPrice: null, singleSupplement: null } };
    expect(departureLines(noExtras, { currency: "USD", perUsdMicros: null }, texts, { adults: 1, children: 0 }, "2027-01-10")).toHaveLength(
      1,
    );
  });
});

describe("validity, expiry and what staff may do", () => {
  test("a sent quote expires the day after its last day, on the agency's calendar", () => {
    const quote = { status: "sent" as const, validUntil: "2027-03-14" };
    expect(quoteState(quote, "2027-03-14")).toBe("sent");
    expect(isAnswerable(quote, "2027-03-14")).toBe(true);
    expect(quoteState(quote, "2027-03-15")).toBe("expired");
    expect(isAnswerable(quote, "2027-03-15")).toBe(false);
    // Only a sent quote expires: an accepted one stays accepted.
    expect(quoteState({ status: "accepted", validUntil: "2027-03-14" }, "2027-04-01")).toBe("accepted");
  });

  test("a draft is edited, a sent one revised; nothing is done to an accepted or superseded quote", () => {
    expect(quoteActions("draft")).toEqual({ edit: true, send: true, withdraw: true, revise: false });
    expect(quoteActions("sent")).toEqual({ edit: false, send: true, withdraw: true, revise: true });
    expect(quoteActions("expired")).toEqual({ edit: false, send: false, withdraw: true, revise: true });
    expect(quoteActions("accepted")).toEqual({ edit: false, send: false, withdraw: false, revise: false });
    expect(quoteActions("superseded")).toEqual({ edit: false, send: false, withdraw: false, revise: false });
    // An accept that failed for want of seats: staff revise it (another date) or withdraw it.
    expect(quoteActions("failed")).toEqual({ edit: false, send: false, withdraw: true, revise: true });
  });
});

describe("seats", () => {
  test("the party is the adult and child quantities; supplements and other lines hold no seat", () => {
    const lines = [
      { kind: "adult" as const, quantity: 2 },
      { kind: "child" as const, quantity: 1 },
      { kind: "single" as const, quantity: 1 },
      { kind: "other" as const, quantity: 4 },
      { kind: "adult" as const, quantity: 1 },
    ];
    expect(partyOf(lines)).toEqual({ adults: 3, children: 1, seats: 4 });
    expect(partyOf([])).toEqual({ adults: 0, children: 0, seats: 0 });
  });

  test("a hold lasts seven days, never past the departure's day", () => {
    expect(holdUntil("2027-03-01", "2027-05-01")).toBe("2027-03-08");
    expect(holdUntil("2027-03-01", "2027-03-04")).toBe("2027-03-04");
  });
});

describe("the customer's link", () => {
  test("is 43 base64url characters (256 bits); anything else is not looked up", () => {
    expect(isTokenShape("a".repeat(43))).toBe(true);
    expect(isTokenShape("Ab_-0123456789abcdefghijklmnopqrstuvwxyzABC")).toBe(true);
    expect(isTokenShape("a".repeat(42))).toBe(false);
    expect(isTokenShape(`${"a".repeat(42)}=`)).toBe(false);
    expect(isTokenShape("../../etc/passwd")).toBe(false);
  });
});

describe("the quote form", () => {
  const schema = quoteFormSchema("2027-01-10");
  const valid = {
    departureId: "dep-1",
    currency: "XOF",
    validUntil: "2027-01-24",
    note: "  Breakfast included.  ",
    lines: [
      { kind: "adult", description: "Adult seat", quantity: "2", unitPrice: "779,400" },
      { kind: "single", description: "Single room", quantity: "0", unitPrice: "180000" },
    ],
  };
  const errors = (values: unknown) => {
    const result = schema.safeParse(values);
    return result.success ? {} : fieldErrors(result.error);
  };

  test("gives lines in minor units of the quote's currency and leaves quantity-0 lines out", () => {
    expect(schema.parse(valid)).toEqual({
      departureId: "dep-1",
      currency: "XOF",
      validUntil: "2027-01-24",
      note: "Breakfast included.",
      lines: [{ kind: "adult", description: "Adult seat", quantity: 2, unitPrice: { amountMinor: 779_400, currency: "XOF" } }],
    });
    expect(schema.parse({ ...valid, currency: "USD", departureId: "", lines: [{ ...valid.lines[0], unitPrice: "12.5" }] })).toMatchObject({
      departureId: null,
      lines: [{ unitPrice: { amountMinor: 1250, currency: "USD" } }],
    });
  });

  test("refuses each wrong field with its message, keyed by the field's path", () => {
    expect(errors({ ...valid, validUntil: "2027-01-09" })).toHaveProperty("validUntil", "The last day to accept cannot be in the past.");
    expect(errors({ ...valid, validUntil: "2027-02-30" })).toHaveProperty("validUntil", "Enter a real date, as YYYY-MM-DD.");
    expect(errors({ ...valid, currency: "EUR" })).toHaveProperty("currency", "Choose a currency.");
    expect(errors({ ...valid, lines: [{ ...valid.lines[0], unitPrice: "10.5" }] })).toHaveProperty(
      "lines[0].unitPrice",
      "XOF prices are whole numbers.",
    );
    expect(errors({ ...valid, lines: [{ ...valid.lines[0], quantity: "1.5" }] })).toHaveProperty("lines[0].quantity");
    expect(errors({ ...valid, lines: [{ ...valid.lines[0], description: "two\nlines" }] })).toHaveProperty("lines[0].description");
    expect(errors({ ...valid, lines: [{ ...valid.lines[0], kind: "pet" }] })).toHaveProperty("lines[0].kind");
    expect(errors({ ...valid, lines: [valid.lines[1]] })).toHaveProperty("lines", "Add at least one line with a quantity above 0.");
    expect(errors({ ...valid, lines: undefined })).toHaveProperty("lines");
    expect(errors({ ...valid, lines: [{ ...valid.lines[0], unitPrice: "0" }] })).toHaveProperty("lines", "The total must be more than 0.");
    expect(errors({ ...valid, note: "x".repeat(2001) })).toHaveProperty("note");
    expect(errors({ ...valid, note: "bell\u0007" })).toHaveProperty("note");
  });

  test("closes up a gap in the posted positions", () => {
    const gap: unknown[] = [];
    gap[2] = valid.lines[0];
    expect(schema.parse({ ...valid, lines: gap }).lines).toHaveLength(1);
  });

  test("knows its intents: save, fill, add a line, remove line N", () => {
    expect(parseQuoteFormIntent("save")).toEqual({ intent: "save" });
    expect(parseQuoteFormIntent("remove-line:3")).toEqual({ intent: "remove-line", line: 3 });
    expect(parseQuoteFormIntent("remove-line")).toBeNull();
    expect(parseQuoteFormIntent("remove-line:x")).toBeNull();
    expect(parseQuoteFormIntent("delete")).toBeNull();
    expect(parseQuoteFormIntent(null)).toBeNull();
  });
});
