import { expect, test } from "vitest";
import { whatsAppDigits } from "./whatsapp-numbers";

test("an international number as typed becomes its digits, without + or 00", () => {
  expect(whatsAppDigits("+961 70 123 456")).toBe("96170123456");
  expect(whatsAppDigits("+225 07-12-34-56-78")).toBe("2250712345678");
  expect(whatsAppDigits("00231 (77) 012.3456")).toBe("231770123456");
  expect(whatsAppDigits(" +961 3 987 654 ")).toBe("9613987654");
});

test("Arabic-Indic and full-width digits are read as the digits they are", () => {
  expect(whatsAppDigits("+٩٦١ ٧٠ ١٢٣ ٤٥٦")).toBe("96170123456");
  expect(whatsAppDigits("＋９６１７０１２３４５６")).toBe("96170123456");
});

test("a number without its country code, or not a phone number at all, has no link", () => {
  for (const phone of ["70 123 456", "03 123 456", "0770123456", "", "+", "+0 961 70 123", "+961 70 12x 456", "call me", "+961 70"]) {
    expect(whatsAppDigits(phone), phone).toBeNull();
  }
  // Longer than any number the world's plan allows.
  expect(whatsAppDigits("+961 70 123 456 789 012")).toBeNull();
});
