import { describe, expect, test } from "vitest";
import { formatZonedDateTime, isTimeZone, whatsAppHref, zonedLabel } from "./offices";

describe("offices", () => {
  test("a wa.me link keeps only the number's digits and carries the message, encoded", () => {
    expect(whatsAppHref("+225 07 07 123 456", "Bonjour, « Bali » & co")).toBe(
      "https://wa.me/2250707123456?text=Bonjour%2C%20%C2%AB%20Bali%20%C2%BB%20%26%20co",
    );
    expect(whatsAppHref("+961 71 234 567")).toBe("https://wa.me/96171234567");
  });

  test("Abidjan and Monrovia read a winter moment two hours behind Beirut, each with its zone's short name", () => {
    const moment = new Date("2026-11-20T10:30:00.000Z");
    expect(formatZonedDateTime(moment, "Asia/Beirut")).toBe("20 Nov 2026, 12:30 EET");
    expect(formatZonedDateTime(moment, "Africa/Abidjan")).toBe("20 Nov 2026, 10:30 GMT");
    expect(zonedLabel(moment, "Africa/Monrovia")).toBe("2026-11-20 10:30 GMT");
    expect(zonedLabel(new Date("2026-07-01T21:05:00.000Z"), "Asia/Beirut")).toBe("2026-07-02 00:05 EEST");
  });

  test("only time zones the runtime knows are accepted", () => {
    expect(isTimeZone("Africa/Abidjan")).toBe(true);
    expect(isTimeZone("Africa/Nowhere")).toBe(false);
    expect(isTimeZone("not a zone")).toBe(false);
  });
});
