import { documentNumber, type DocumentSeries } from "~/domain/ledger";
import type { OfficeId } from "~/domain/offices";
import { getDb } from "~/server/platform/db.server";

/**
 * The next number of an office's series in a year (`BEY-R-2026-0001`), taken inside the
 * caller's transaction: the counter row is created at 0 if missing, then moved on by one
 * statement that locks it until the commit, so that parallel recordings on either database get
 * consecutive numbers, and a rolled-back recording gives its number back.
 */
export async function nextDocumentNumber(office: OfficeId, series: DocumentSeries, year: number): Promise<string> {
  await getDb()
    .insertInto("document_numbers")
    .values({ office_id: office, series, year, last_number: 0 })
    .onConflict((conflict) => conflict.columns(["office_id", "series", "year"]).doNothing())
    .execute();
  const row = await getDb()
    .updateTable("document_numbers")
    .set((eb) => ({ last_number: eb("last_number", "+", 1) }))
    .where("office_id", "=", office)
    .where("series", "=", series)
    .where("year", "=", year)
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return documentNumber(office, series, year, Number(row.last_number));
}
