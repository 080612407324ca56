/*
 * CSV as spreadsheets read it (RFC 4180): every cell quoted, quotes doubled, lines ended by
 * CRLF, and a byte-order mark so Excel reads UTF-8 (Arabic and French names). A cell that a
 * spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage return) gets
 * a leading apostrophe: a customer's name or phone can never become a formula (CSV injection).
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  const safe = typeof value === "string" && FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return cells.map(csvCell).join(",");
}

/** A whole file: the header row, then the rows. */
export function csvDocument(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return `\uFEFF${[header, ...rows].map(csvLine).join("\r\n")}\r\n`;
}
