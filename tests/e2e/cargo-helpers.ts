import { withAuditOrigin, type AuditOrigin } from "../../app/server/accounts/audit.server";
import { addEnquiry } from "../../app/server/enquiries/enquiries.server";
import { openDb, setDb } from "../../app/server/platform/db.server";
import type { Site } from "./fixtures";

const CARGO_DESK: AuditOrigin = { actor: { id: "e2e-cargo", name: "Cargo desk" }, ip: null, requestId: null };

/** Works in a worker's SQLite database with the app's own code, as the cargo desk. */
export async function inSiteDatabase<T>(site: Site, work: () => Promise<T>): Promise<T> {
  const { db } = openDb({ sqliteFile: site.databaseFile });
  setDb(db, "sqlite");
  try {
    return await withAuditOrigin(CARGO_DESK, work);
  } finally {
    await db.destroy();
  }
}

/** A customer's cargo enquiry from Beirut to Abidjan, in French, as the public form stores one; its id. */
export async function seedCargoEnquiry(site: Site, name: string, email = "samir@example.com"): Promise<string> {
  return inSiteDatabase(site, async () => {
    const enquiry = await addEnquiry(
      { name, email, phone: "+961 3 987 654", subject: "Cargo to Abidjan", message: "Three parcels" },
      `e2e-${name}`,
      null,
      "fr",
      {
        kind: "cargo",
        details: {
          fromOffice: "beirut",
          fromPlace: null,
          toOffice: "abidjan",
          toPlace: null,
          contents: "Books and clothes",
          weightKg: 23.5,
          size: null,
          pickupDate: "2026-12-01",
        },
      },
    );
    return enquiry.id;
  });
}
