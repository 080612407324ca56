/*
 * CSV as spreadsheets read it (RFC 4180): every cell quoted, quotes doubled, lines ended by
 * CRLF, and a byte-order mark so Excel reads UTF-8 (Arabic and French names). A cell that a
 * spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return) gets
 * a leading apostrophe: a customer's name or phone can never become a formula (CSV injection).
 * Phones are the exception, written as text a spreadsheet shows as typed (see phoneCell).
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** Only what a phone number is written with: digits, spaces, + - ( ) . / and nothing else. */
const PHONE_SHAPE = /^\+?[\d\s().\-/]{3,40}$/;

/** A phone number, for a cell of its own (phoneCell). */
export type CsvPhone = { phone: string };
export type CsvValue = string | number | null | undefined | CsvPhone;

/**
 * A phone as a spreadsheet shows it: "+961 3 123 456" and "03 123 456", never an apostrophe
 * in front, never a formula error, never a number that lost its + or leading zero. Written as
 * `="+961 3 123 456"`, the text-literal idiom Excel, LibreOffice and Google Sheets open as
 * plain text. Safe from CSV injection because only a value made of digits and phone punctuation
 * (no letters, no function, no reference, no quote) is written so; anything else that only
 * looks like a phone goes through the apostrophe rule like every other cell.
 */
export function phoneCell(phone: string | null | undefined): CsvPhone | string {
  const text = (phone ?? "").trim();
  return PHONE_SHAPE.test(text) ? { phone: text } : text;
}

export function csvCell(value: CsvValue): string {
  if (typeof value === "object" && value !== null) return `"=""${value.phone}"""`;
  const text = value === null || value === undefined ? "" : String(value);
  const safe = typeof value === "string" && FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function csvLine(cells: readonly CsvValue[]): string {
  return cells.map(csvCell).join(",");
}

/** What a file starts with, so that Excel reads it as UTF-8. */
export const CSV_BOM = "\uFEFF";

/** Lines of a file, each ended by CRLF (a file written in parts: the header, then chunks of rows). */
export function csvLines(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((cells) => `${csvLine(cells)}\r\n`).join("");
}

/** A whole file: the header row, then the rows. */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `${CSV_BOM}${csvLines([header, ...rows])}`;
}
