import { describe, expect, test } from "vitest";
import { csvCell, csvDocument } from "./csv";

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

  test("a document starts with a byte-order mark and ends every line with CRLF", () => {
    expect(csvDocument(["Name", "Adults"], [["رانيا", 2]])).toBe('\uFEFF"Name","Adults"\r\n"رانيا","2"\r\n');
  });
});
