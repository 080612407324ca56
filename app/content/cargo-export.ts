import { CURRENCIES, type CurrencyCode } from "~/domain/money";

/** The cargo desk's CSV download (issue #26): the list's link and the file's columns, for accounting. */
export const SHIPMENTS_CSV_TEXTS = {
  download: "Download CSV",
  downloadHint: "The shipments these filters find, one line each, for a spreadsheet.",
  file: (day: string) => `shipments-${day}.csv`,
  columns: [
    "Tracking number",
    "Drop-off date",
    "From",
    "To",
    "Mode",
    "Status",
    "Sender",
    "Receiver",
    "Pieces",
    "Actual kg",
    "Chargeable kg (air)",
    "Chargeable W/M (sea)",
    // One column per currency: a shipment's charges are never added across currencies.
    ...CURRENCIES.map((currency: CurrencyCode) => `Charges ${currency}`),
    "Payer",
  ],
} as const;
