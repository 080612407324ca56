import { sql } from "kysely";
import type { ContactInput } from "~/domain/contact";
import type { EnquiryFolder } from "~/domain/enquiries";
import { readStoredDetails } from "~/domain/enquiry-details";
import { isEnquiryKind, type EnquiryAbout, type EnquiryKind } from "~/domain/enquiry-kinds";
import { isLocale, type Locale } from "~/domain/locale";
import type { EnquiriesTable } from "../../db/schema";
import { currentAuditOrigin, recordChange } from "./audit.server";
import { getDb, inTransaction } from "./db.server";
import { newId, now, searchPage, type Page } from "./records.server";

/**
 * A message sent through the contact form or one of the enquiry forms (issue #13), as the Inbox
 * and the agency's e-mail see it: its kind, and that kind's own fields as `details`.
 */
export type Enquiry = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  tourId: string | null;
  /** The tour form's chosen departure (its date is also in the details). */
  departureId: string | null;
  /** The language of the page it was sent from. */
  locale: Locale;
  readAt: Date | null;
  archivedAt: Date | null;
  createdAt: Date;
} & EnquiryAbout;

/** A stored kind and its details; an unknown kind reads as a contact message, unreadable details as none. */
function aboutOf(row: Pick<EnquiriesTable, "kind" | "details">): EnquiryAbout {
  const kind = isEnquiryKind(row.kind) ? row.kind : "contact";
  return kind === "contact" ? { kind, details: null } : ({ kind, details: readStoredDetails(kind, row.details) } as EnquiryAbout);
}

function toEnquiry(row: EnquiriesTable): Enquiry {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    tourId: row.tour_id,
    departureId: row.departure_id,
    locale: isLocale(row.locale) ? row.locale : "en",
    readAt: row.read_at ? new Date(row.read_at) : null,
    archivedAt: row.archived_at ? new Date(row.archived_at) : null,
    createdAt: new Date(row.created_at),
    ...aboutOf(row),
  };
}

/** What a new enquiry is about besides its tour: a contact message by default. */
export type NewEnquiryAbout = EnquiryAbout & { departureId?: string | null };
const CONTACT_MESSAGE: NewEnquiryAbout = { kind: "contact", details: null };

export async function addEnquiry(
  input: Pick<ContactInput, "name" | "email" | "phone" | "message"> & { subject: string },
  senderKey: string,
  tourId: string | null = null,
  locale: Locale = "en",
  about: NewEnquiryAbout = CONTACT_MESSAGE,
): Promise<Enquiry> {
  const row: EnquiriesTable = {
    id: newId(),
    name: input.name,
    email: input.email,
    phone: input.phone,
    subject: input.subject,
    message: input.message,
    tour_id: tourId,
    read_at: null,
    archived_at: null,
    sender_key: senderKey,
    created_at: now(),
    locale,
    kind: about.kind,
    details: about.details === null ? null : JSON.stringify(about.details),
    departure_id: about.departureId ?? null,
  };
  await getDb().insertInto("enquiries").values(row).execute();
  return toEnquiry(row);
}

/** How many enquiries one sender sent since a moment: the contact form's rate limit. */
export async function countEnquiriesFromSender(senderKey: string, since: Date): Promise<number> {
  const { total } = await getDb()
    .selectFrom("enquiries")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .where("sender_key", "=", senderKey)
    .where("created_at", ">=", since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** Newest first, one page at a time; `kind` keeps one kind only (issue #13). */
export async function listEnquiries(
  folder: EnquiryFolder,
  page: number,
  { kind = null }: { kind?: EnquiryKind | null } = {},
): Promise<Page<Enquiry>> {
  let query = getDb()
    .selectFrom("enquiries")
    .selectAll()
    .where("archived_at", folder === "archived" ? "is not" : "is", null);
  if (kind) query = query.where("kind", "=", kind);
  return searchPage(query, { by: sql.ref("created_at"), id: "id", direction: "desc" }, page, toEnquiry);
}

export async function getEnquiry(id: string): Promise<Enquiry | null> {
  const row = await getDb().selectFrom("enquiries").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toEnquiry(row) : null;
}

/** Unread enquiries waiting in the inbox (archived ones are not waiting). */
export async function countUnreadEnquiries(): Promise<number> {
  const { total } = await getDb()
    .selectFrom("enquiries")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .where("read_at", "is", null)
    .where("archived_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** The enquiry's states the Inbox changes, as the audit log names them. */
const STATES = {
  read_at: { field: "read", on: "mark-read", off: "mark-unread" },
  archived_at: { field: "archived", on: "archive", off: "unarchive" },
} as const;

/**
 * Sets a moment column to now (keeping an earlier moment) or clears it, with an audit row when
 * the state changed; false when the enquiry does not exist.
 */
async function setState(id: string, column: "read_at" | "archived_at", on: boolean): Promise<boolean> {
  return inTransaction(async () => {
    const before = await getDb().selectFrom("enquiries").select(column).where("id", "=", id).executeTakeFirst();
    if (!before) return false;
    const result = await getDb()
      .updateTable("enquiries")
      .set((eb) => ({ [column]: on ? eb.fn.coalesce(column, eb.val(now())) : null }))
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    const was = before[column] !== null;
    if (was !== on) {
      const state = STATES[column];
      await recordChange(currentAuditOrigin(), {
        action: on ? state.on : state.off,
        entity: "enquiry",
        entityId: id,
        changes: { [state.field]: [was, on] },
      });
    }
    return true;
  });
}

/** Each returns false when the enquiry does not exist. */
export const markEnquiryRead = (id: string) => setState(id, "read_at", true);
export const markEnquiryUnread = (id: string) => setState(id, "read_at", false);
export const archiveEnquiry = (id: string) => setState(id, "archived_at", true);
export const unarchiveEnquiry = (id: string) => setState(id, "archived_at", false);

/**
 * Deletes an enquiry. The log keeps that it was deleted, its subject and when it came, but
 * not the sender's name, address or message: those were deleted on purpose (decision 0023).
 */
export async function deleteEnquiry(id: string): Promise<boolean> {
  return inTransaction(async () => {
    const before = await getDb().selectFrom("enquiries").select(["subject", "created_at"]).where("id", "=", id).executeTakeFirst();
    const result = await getDb().deleteFrom("enquiries").where("id", "=", id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await recordChange(currentAuditOrigin(), {
      action: "delete",
      entity: "enquiry",
      entityId: id,
      detail: before ? { subject: before.subject, receivedAt: before.created_at } : undefined,
    });
    return true;
  });
}

/** The Inbox's folder counts: enquiries in each folder, and unread ones in the inbox. */
export async function countEnquiriesByFolder(): Promise<{ inbox: number; archived: number; unread: number }> {
  const { total, archived, unread } = await getDb()
    .selectFrom("enquiries")
    .select((eb) => [
      eb.fn.countAll<number>().as("total"),
      eb.fn.sum<number>(eb.case().when("archived_at", "is not", null).then(1).else(0).end()).as("archived"),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(eb.and([eb("archived_at", "is", null), eb("read_at", "is", null)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as("unread"),
    ])
    .executeTakeFirstOrThrow();
  // SUM over no rows is null, and PostgreSQL returns counts and sums as text.
  return { inbox: Number(total) - Number(archived ?? 0), archived: Number(archived ?? 0), unread: Number(unread ?? 0) };
}
