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

/** The cargo part of the data import (issue #26): a refused record's reason, and the counts the command line prints. */
export const CARGO_IMPORT_TEXTS = {
  problem: (field: string) =>
    field === "trackingNumber"
      ? "Its tracking number is not a valid one, or another shipment has it already."
      : field === "rateCardId" || field === "batchId"
        ? `Its ${field === "rateCardId" ? "rate card" : "batch"} is neither here nor in the file.`
        : `The field "${field}" is missing or not valid.`,
  counts: (counts: Record<"rateCards" | "batches" | "shipments", { add: number; skip: number }>) =>
    `cargo: ${counts.rateCards.add} rate cards, ${counts.batches.add} batches and ${counts.shipments.add} shipments to add; ${counts.rateCards.skip + counts.batches.skip + counts.shipments.skip} already here (left as they are)`,
};
