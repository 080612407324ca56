import { describe, expect, test } from "vitest";
import { csvCell, csvDocument, phoneCell } from "./csv";

describe("CSV", () => {
  test("quotes every cell and doubles the quotes inside", () => {
    expect(csvCell('Rania "Rana" Haddad')).toBe('"Rania ""Rana"" Haddad"');
    expect(csvCell("a,b\nc")).toBe('"a,b\nc"');
    expect(csvCell(3)).toBe('"3"');
    expect(csvCell(null)).toBe('""');
  });

  test("a text a spreadsheet would run as a formula starts with an apostrophe", () => {
    for (const text of ['=HYPERLINK("http://evil")', "+961 1 234 567", "-2+3", "@SUM(A1)", "\tx", "\r=1"]) {
      expect(csvCell(text)).toBe(`"'${text.replaceAll('"', '""')}"`);
    }
    expect(csvCell("Rania")).toBe('"Rania"');
  });

  test("a phone is written as text a spreadsheet shows as typed, without an apostrophe", () => {
    expect(csvCell(phoneCell("+961 3 123 456"))).toBe('"=""+961 3 123 456"""');
    expect(csvCell(phoneCell("03123456"))).toBe('"=""03123456"""');
    expect(csvCell(phoneCell("+231 (77) 123-4567"))).toBe('"=""+231 (77) 123-4567"""');
    expect(csvCell(phoneCell(null))).toBe('""');
  });

  test("a phone field holding anything but a phone still cannot become a formula", () => {
    expect(csvCell(phoneCell('+1 "&HYPERLINK("http://evil")'))).toBe('"\'+1 ""&HYPERLINK(""http://evil"")"');
    expect(csvCell(phoneCell("=1+1"))).toBe('"\'=1+1"');
    expect(csvCell(phoneCell("-2+3 cmd|' /C calc'!A0"))).toMatch(/^"'-2\+3/);
  });

  test("a document starts with a byte-order mark and ends every line with CRLF", () => {
    expect(csvDocument(["Name", "Adults"], [["رانيا", 2]])).toBe('\uFEFF"Name","Adults"\r\n"رانيا","2"\r\n');
  });
});
