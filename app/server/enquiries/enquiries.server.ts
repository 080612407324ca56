import { sql, type ExpressionBuilder, type SelectQueryBuilder } from "kysely";
import type { ContactInput } from "~/domain/contact";
import { formatEnquiryReference, statusesOf, type EnquiryFilter, type EnquiryFolder } from "~/domain/enquiries";
import { readStoredDetails } from "~/domain/enquiry-details";
import { isEnquiryKind, type EnquiryAbout } from "~/domain/enquiry-kinds";
import { ACTIVE_STATUSES, ENQUIRY_STATUSES, readStatus, statusWhenTakenUp, type EnquiryStatus } from "~/domain/enquiry-pipeline";
import type { DeliveryOutcome, EventActor } from "~/domain/enquiry-timeline";
import { bookingState, isBookingStatus, takesSeats } from "~/domain/bookings";
import { agencyToday } from "~/domain/departures";
import { isLocale, type Locale } from "~/domain/locale";
import { readOfficeId, type OfficeId } from "~/domain/offices";
import { isCurrency, type CurrencyCode } from "~/domain/money";
import type { EnquirySource } from "~/domain/visit-source";
import type { Database, EnquiriesTable } from "../../../db/schema";
import { currentAuditOrigin, recordChange, type FieldChanges } from "~/server/accounts/audit.server";
import { afterCommit, getDb, inTransaction } from "~/server/platform/db.server";
import { countCreated } from "~/server/observability/metrics.server";
import { currentEventActor, recordEnquiryEvent, updateEnquiryEventData } from "./enquiry-events.server";
import { getSiteContent } from "~/server/platform/site-content.server";
import { queueEnquiryMails } from "~/server/platform/mail-outbox/customer-mails.server";
import { queueMail, type OutboxMail } from "~/server/platform/mail-outbox/outbox.server";
import { newId, now } from "~/server/platform/records.server";
import { searchCondition, searchPage, type Page } from "~/server/platform/paging.server";

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
  /** Where it stands in the pipeline (issue #13). */
  status: EnquiryStatus;
  /** The colleague handling it, with their current name; null: nobody (or a user since deleted). */
  assignee: { id: string; name: string } | null;
  /** Its timeline's newest event. */
  lastActivityAt: Date;
  /** Carried by every pipeline change (decision 0004). */
  version: number;
  /** The title of the tour it is about, when it is about one still in the catalogue. */
  tourTitle: string | null;
  /** The currency the visitor was browsing in; null for enquiries from before it was kept. */
  currency: CurrencyCode | null;
  /** The office it is routed to (issue #23): chosen by the visitor on the form, or by staff; null: none. */
  office: OfficeId | null;
  /** The short reference the customer was given, `E-2026-0042` (issue #23). */
  reference: string | null;
} & EnquiryAbout;

/** A stored kind and its details; an unknown kind reads as a contact message, unreadable details as none. */
function aboutOf(row: Pick<EnquiriesTable, "kind" | "details">): EnquiryAbout {
  const kind = isEnquiryKind(row.kind) ? row.kind : "contact";
  return kind === "contact" ? { kind, details: null } : ({ kind, details: readStoredDetails(kind, row.details) } as EnquiryAbout);
}

/** An enquiry's row with its assignee's name and its tour's title. */
type EnquiryRow = EnquiriesTable & { assignee_name: string | null; tour_title: string | null };

function toEnquiry(row: EnquiryRow): Enquiry {
  const createdAt = new Date(row.created_at);
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
    createdAt,
    ...aboutOf(row),
    status: readStatus(row.status),
    assignee: row.assignee_id && row.assignee_name !== null ? { id: row.assignee_id, name: row.assignee_name } : null,
    lastActivityAt: row.last_activity_at ? new Date(row.last_activity_at) : createdAt,
    version: Number(row.version ?? 1),
    tourTitle: row.tour_title,
    currency: isCurrency(row.currency) ? row.currency : null,
    office: readOfficeId(row.office),
    reference: row.reference ?? null,
  };
}

/** Enquiries with their assignee's name and their tour's title (both left joins on a primary key). */
function enquiriesWithNames() {
  return getDb()
    .selectFrom("enquiries")
    .leftJoin("users", "users.id", "enquiries.assignee_id")
    .leftJoin("tours", "tours.id", "enquiries.tour_id")
    .selectAll("enquiries")
    .select(["users.name as assignee_name", "tours.title as tour_title"]);
}

/**
 * What a new enquiry is about besides its tour (a contact message by default), the visitor's
 * currency, and where it came from (the page it was sent from and the visit's source, decision 0060).
 */
export type NewEnquiryAbout = EnquiryAbout & {
  departureId?: string | null;
  currency?: CurrencyCode | null;
  office?: OfficeId | null;
  source?: EnquirySource | null;
};
const CONTACT_MESSAGE: NewEnquiryAbout = { kind: "contact", details: null };

/**
 * The next enquiry reference of a year: one row per year raised by one UPDATE, in the enquiry's
 * transaction, as quote numbers are (decision 0035), so two enquiries never share one.
 */
export async function nextEnquiryReference(year: number): Promise<string> {
  await getDb()
    .insertInto("enquiry_numbers")
    .values({ year, last_number: 0 })
    .onConflict((conflict) => conflict.column("year").doNothing())
    .execute();
  const row = await getDb()
    .updateTable("enquiry_numbers")
    .set((eb) => ({ last_number: eb("last_number", "+", 1) }))
    .where("year", "=", year)
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return formatEnquiryReference(year, Number(row.last_number));
}

/**
 * Stores a new enquiry with its reference, its timeline's first event and its e-mails (the
 * visitor's acknowledgement, the agency's notification) in one transaction: the mails are
 * queued in the outbox and sent later, so the visitor never waits for the mail server.
 */
export async function addEnquiry(
  input: Pick<ContactInput, "name" | "email" | "phone" | "message"> & { subject: string },
  senderKey: string,
  tourId: string | null = null,
  locale: Locale = "en",
  about: NewEnquiryAbout = CONTACT_MESSAGE,
): Promise<Enquiry> {
  const createdAt = now();
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
    created_at: createdAt,
    locale,
    kind: about.kind,
    details: about.details === null ? null : JSON.stringify(about.details),
    departure_id: about.departureId ?? null,
    currency: about.currency ?? null,
    office: about.office ?? null,
    status: "new",
    assignee_id: null,
    last_activity_at: createdAt,
    version: 1,
    reference: null,
    // Staff record these dates on the enquiry's screen later (issue #28).
    visa_appointment_at: null,
    ticketing_deadline: null,
    passport_expires_on: null,
    source_page: about.source?.page ?? null,
    source_referrer_host: about.source?.referrerHost ?? null,
    utm_source: about.source?.utm_source ?? null,
    utm_medium: about.source?.utm_medium ?? null,
    utm_campaign: about.source?.utm_campaign ?? null,
    utm_term: about.source?.utm_term ?? null,
    utm_content: about.source?.utm_content ?? null,
  };
  return inTransaction(async () => {
    row.reference = await nextEnquiryReference(Number(agencyToday().slice(0, 4)));
    await getDb().insertInto("enquiries").values(row).execute();
    await afterCommit(() => countCreated("enquiry", { kind: row.kind, office: row.office ?? "none" }));
    // The arrival is the timeline's first event, by the customer.
    await recordEnquiryEvent(getDb(), {
      enquiryId: row.id,
      actor: { id: null, name: input.name },
      type: "received",
      at: new Date(createdAt),
    });
    const tourTitle = tourId
      ? ((await getDb().selectFrom("tours").select("title").where("id", "=", tourId).executeTakeFirst())?.title ?? null)
      : null;
    const enquiry = toEnquiry({ ...row, assignee_name: null, tour_title: tourTitle });
    await queueEnquiryMails({ ...enquiry, reference: row.reference });
    return enquiry;
  });
}

type EnquiryQuery = SelectQueryBuilder<Database, "enquiries" | "users" | "tours", EnquiryRow>;

/**
 * The list's conditions: the folder, then each filter given (decision 0034). `viewerId` is
 * whom "me" means. The status is left out with `withStatus` false (the counts per status).
 */
function filtered<Q extends EnquiryQuery>(query: Q, filter: EnquiryFilter, viewerId: string | null, withStatus = true): Q {
  return query.where((eb: ExpressionBuilder<Database, "enquiries" | "users" | "tours">) => {
    const conditions = [eb("enquiries.archived_at", filter.folder === "archived" ? "is not" : "is", null)];
    if (filter.kind) conditions.push(eb("enquiries.kind", "=", filter.kind));
    if (withStatus && filter.status) conditions.push(eb("enquiries.status", "in", [...statusesOf(filter.status)]));
    if (filter.assignee === "none") conditions.push(eb("enquiries.assignee_id", "is", null));
    else if (filter.assignee)
      conditions.push(eb("enquiries.assignee_id", "=", filter.assignee === "me" ? (viewerId ?? "") : filter.assignee));
    if (filter.office === "none") conditions.push(eb("enquiries.office", "is", null));
    else if (filter.office) conditions.push(eb("enquiries.office", "=", filter.office));
    if (filter.q)
      conditions.push(
        searchCondition(
          eb,
          ["enquiries.name", "enquiries.email", "enquiries.subject", "enquiries.message", "enquiries.reference"],
          filter.q,
        ),
      );
    if (filter.from) conditions.push(eb("enquiries.created_at", ">=", `${filter.from}T00:00:00.000Z`));
    if (filter.to) conditions.push(eb("enquiries.created_at", "<", nextDay(filter.to)));
    return eb.and(conditions);
  }) as Q;
}

/** The start of the UTC day after `day` (YYYY-MM-DD), as stored times compare. */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + 24 * 60 * 60 * 1000).toISOString();
}

/**
 * Newest first, one page at a time, in a folder or through the list's filter; `viewerId` is
 * the signed-in user, whom `assignee=me` means.
 */
export async function listEnquiries(
  query: EnquiryFolder | EnquiryFilter,
  page: number,
  viewerId: string | null = null,
): Promise<Page<Enquiry>> {
  const filter = typeof query === "string" ? { folder: query } : query;
  return searchPage(
    filtered(enquiriesWithNames() as EnquiryQuery, filter, viewerId),
    { by: sql.ref("enquiries.created_at"), id: "enquiries.id", direction: "desc" },
    page,
    toEnquiry,
  );
}

/** How many enquiries of each status the filter finds when its status is left out, and how many are active. */
export async function countEnquiriesByStatus(
  filter: EnquiryFilter,
  viewerId: string | null = null,
): Promise<Record<EnquiryStatus | "all" | "active", number>> {
  const rows = await filtered(enquiriesWithNames() as EnquiryQuery, filter, viewerId, false)
    .clearSelect()
    .select((eb) => ["enquiries.status", eb.fn.countAll<number>().as("total")])
    .groupBy("enquiries.status")
    .execute();
  const counts = Object.fromEntries([...ENQUIRY_STATUSES, "all", "active"].map((key) => [key, 0])) as Record<
    EnquiryStatus | "all" | "active",
    number
  >;
  for (const row of rows) {
    const status = readStatus(row.status);
    const total = Number(row.total);
    counts[status] += total;
    counts.all += total;
    if ((ACTIVE_STATUSES as readonly string[]).includes(status)) counts.active += total;
  }
  return counts;
}

export async function getEnquiry(id: string): Promise<Enquiry | null> {
  const row = await enquiriesWithNames().where("enquiries.id", "=", id).executeTakeFirst();
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
      // Filing is part of the enquiry's story; reading it is not.
      if (column === "archived_at") {
        await recordEnquiryEvent(getDb(), { enquiryId: id, actor: currentEventActor(), type: on ? "archived" : "unarchived" });
      }
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
 * Deletes an enquiry, unless one of its quotes holds seats or has a confirmed booking
 * ("has-booking"). The log keeps that it was deleted, its subject and when it came, but
 * not the sender's name, address or message: those were deleted on purpose (decision 0023).
 */
export async function deleteEnquiry(id: string): Promise<boolean | "has-booking"> {
  return inTransaction(async () => {
    // A held or confirmed booking goes with its quote: staff release it first, knowingly (issue #13).
    const bookings = await getDb()
      .selectFrom("bookings")
      .innerJoin("quotes", "quotes.id", "bookings.quote_id")
      .select(["bookings.status", "bookings.held_until"])
      .where("quotes.enquiry_id", "=", id)
      .execute();
    const today = agencyToday();
    const takingSeats = bookings.some(
      (booking) =>
        isBookingStatus(booking.status) && takesSeats(bookingState({ status: booking.status, heldUntil: booking.held_until }, today)),
    );
    if (takingSeats) return "has-booking";
    const before = await getDb().selectFrom("enquiries").select(["subject", "created_at"]).where("id", "=", id).executeTakeFirst();
    // Its timeline holds the customer's words too (notes, replies): it goes with it.
    await getDb().deleteFrom("enquiry_events").where("enquiry_id", "=", id).execute();
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

/* ---------------------------------------------------------------- the pipeline (issue #13) */

/** What a pipeline change can end in: done, nothing to do, or refused (gone, or changed since the screen was shown). */
export type PipelineResult =
  { status: "ok"; enquiry: Enquiry } | { status: "unchanged" } | { status: "not-found" } | { status: "conflict" };

/**
 * One pipeline change at the version the screen showed (decision 0004), in one transaction
 * with its timeline events and its audit row. `change` gets the enquiry as it is and gives
 * the columns to set, or null when there is nothing to do; `record` then writes the events
 * and the audit row. The version check and the write are one statement, so two changes made
 * from the same screen never both pass.
 */
async function changeAtVersion(
  id: string,
  version: number,
  change: (before: Enquiry) => { status?: EnquiryStatus; assignee_id?: string | null; office?: OfficeId | null } | null,
  record: (before: Enquiry, after: Enquiry) => Promise<void>,
): Promise<PipelineResult> {
  return inTransaction(async () => {
    const before = await getEnquiry(id);
    if (!before) return { status: "not-found" };
    if (before.version !== version) return { status: "conflict" };
    const patch = change(before);
    if (!patch) return { status: "unchanged" };
    const result = await getDb()
      .updateTable("enquiries")
      .set({ ...patch, version: version + 1 })
      .where("id", "=", id)
      .where("version", "=", version)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return { status: "conflict" };
    const after = (await getEnquiry(id))!;
    await record(before, after);
    return { status: "ok", enquiry: (await getEnquiry(id))! };
  });
}

/**
 * The status a quote moves its enquiry to (issue #13): sending one makes it Quoted (unless it is
 * already Won), the customer's acceptance Won. Inside the quote's transaction; the version is
 * raised, as by a change made by hand, so a screen shown before says the enquiry changed. The
 * timeline shows it with who did it (`actor` null: the customer), and the audit log a staff member's.
 */
export async function followQuote(enquiryId: string, to: "quoted" | "won", actor: EventActor | null): Promise<void> {
  const before = await getEnquiry(enquiryId);
  if (!before || before.status === to || (to === "quoted" && before.status === "won")) return;
  await getDb()
    .updateTable("enquiries")
    .set({ status: to, version: before.version + 1 })
    .where("id", "=", enquiryId)
    .execute();
  const after = (await getEnquiry(enquiryId))!;
  const changes: FieldChanges = {};
  await recordStatusChange(before, after, actor ?? { id: null, name: before.name }, changes);
  // What a customer does is on the timeline only, as their enquiry itself is (decision 0023).
  if (actor) await recordChange(currentAuditOrigin(), { action: "change-status", entity: "enquiry", entityId: enquiryId, changes });
}

/** The timeline's status event when a change moved the status, and its audit field. */
async function recordStatusChange(before: Enquiry, after: Enquiry, actor: EventActor, changes: FieldChanges): Promise<void> {
  if (before.status === after.status) return;
  changes.status = [before.status, after.status];
  await recordEnquiryEvent(getDb(), { enquiryId: after.id, actor, type: "status", data: { from: before.status, to: after.status } });
}

export async function changeEnquiryStatus(id: string, status: EnquiryStatus, version: number): Promise<PipelineResult> {
  return changeAtVersion(
    id,
    version,
    (before) => (before.status === status ? null : { status }),
    async (before, after) => {
      const changes: FieldChanges = {};
      await recordStatusChange(before, after, currentEventActor(), changes);
      await recordChange(currentAuditOrigin(), { action: "change-status", entity: "enquiry", entityId: id, changes });
    },
  );
}

/**
 * Gives the enquiry to a colleague (`assigneeId`) or to nobody (null). Someone taking up a New
 * enquiry makes it Open. "unknown-assignee": no user has that id.
 */
export async function assignEnquiry(
  id: string,
  assigneeId: string | null,
  version: number,
): Promise<PipelineResult | { status: "unknown-assignee" }> {
  return inTransaction(async () => {
    const assignee = assigneeId
      ? await getDb().selectFrom("users").select(["id", "name"]).where("id", "=", assigneeId).executeTakeFirst()
      : null;
    if (assigneeId && !assignee) return { status: "unknown-assignee" as const };
    return changeAtVersion(
      id,
      version,
      (before) =>
        (before.assignee?.id ?? null) === assigneeId
          ? null
          : { assignee_id: assigneeId, status: assigneeId ? statusWhenTakenUp(before.status) : before.status },
      async (before, after) => {
        const actor = currentEventActor();
        await recordEnquiryEvent(getDb(), {
          enquiryId: id,
          actor,
          type: "assigned",
          data: { from: before.assignee, to: assignee ? { id: assignee.id, name: assignee.name } : null },
        });
        const changes: FieldChanges = { assignee: [before.assignee?.name ?? null, assignee?.name ?? null] };
        await recordStatusChange(before, after, actor, changes);
        await recordChange(currentAuditOrigin(), { action: "assign", entity: "enquiry", entityId: id, changes });
      },
    );
  });
}

/**
 * Routes the enquiry to an office (issue #23), or to none (null), at the version the screen
 * showed, with its timeline event and audit row, as an assignment is.
 */
export async function routeEnquiryToOffice(id: string, office: OfficeId | null, version: number): Promise<PipelineResult> {
  return changeAtVersion(
    id,
    version,
    (before) => (before.office === office ? null : { office }),
    async (before) => {
      // The offices' names at the time, as an assignment keeps the colleague's.
      const { offices } = await getSiteContent("en");
      const named = (value: OfficeId | null) => (value ? { id: value, name: offices[value].name } : null);
      await recordEnquiryEvent(getDb(), {
        enquiryId: id,
        actor: currentEventActor(),
        type: "routed",
        data: { from: named(before.office), to: named(office) },
      });
      await recordChange(currentAuditOrigin(), {
        action: "route",
        entity: "enquiry",
        entityId: id,
        changes: { office: [named(before.office)?.name ?? null, named(office)?.name ?? null] },
      });
    },
  );
}

/** An internal note on the timeline: staff only, never sent to the customer. */
export async function addEnquiryNote(id: string, text: string, version: number): Promise<PipelineResult> {
  return changeAtVersion(
    id,
    version,
    () => ({}),
    async () => {
      await recordEnquiryEvent(getDb(), { enquiryId: id, actor: currentEventActor(), type: "note", data: { text } });
      // The note's words stay in the timeline, which goes with the enquiry when it is deleted (decision 0023).
      await recordChange(currentAuditOrigin(), { action: "note", entity: "enquiry", entityId: id, detail: { characters: text.length } });
    },
  );
}

/** A reply about to be e-mailed: to whom, the subject and the whole text as sent, in which language. */
export type EnquiryReply = { to: string; subject: string; text: string; locale: Locale };

/**
 * The first half of a reply by e-mail: at the version shown, the reply goes on the timeline as
 * `sending` (a New enquiry becomes Open) and the mail into the outbox, in one transaction, so two
 * staff answering from the same screen cannot both send. `finishEnquiryReply` then records what
 * the mail server said to the first attempt; the timeline reads later attempts from the outbox.
 */
export async function startEnquiryReply(
  id: string,
  reply: EnquiryReply,
  version: number,
  mail?: OutboxMail,
): Promise<PipelineResult | { status: "ok"; enquiry: Enquiry; eventId: string; outboxId: string | null }> {
  let eventId = "";
  let outboxId: string | null = null;
  const result = await changeAtVersion(
    id,
    version,
    (before) => ({ status: statusWhenTakenUp(before.status) }),
    async (before, after) => {
      const actor = currentEventActor();
      if (mail) outboxId = await queueMail({ ...mail, reference: before.reference }, { sendNow: true });
      eventId = await recordEnquiryEvent(getDb(), {
        enquiryId: id,
        actor,
        type: "email",
        data: { ...reply, outcome: "sending", ...(outboxId ? { outboxId } : {}) },
      });
      const changes: FieldChanges = {};
      await recordStatusChange(before, after, actor, changes);
      await recordChange(currentAuditOrigin(), {
        action: "reply",
        entity: "enquiry",
        entityId: id,
        changes,
        detail: { subject: reply.subject, language: reply.locale },
      });
    },
  );
  return result.status === "ok" ? { ...result, eventId, outboxId } : result;
}

/** Records the mail server's answer on the reply's timeline entry (with its outbox row, whose later attempts the timeline reads). */
export async function finishEnquiryReply(
  eventId: string,
  reply: EnquiryReply,
  delivery: { outcome: Exclude<DeliveryOutcome, "sending">; reason?: string; outboxId?: string | null },
): Promise<void> {
  const { outboxId, ...outcome } = delivery;
  await updateEnquiryEventData(getDb(), eventId, { ...reply, ...outcome, ...(outboxId ? { outboxId } : {}) });
}

/* ---------------------------------------------------------------- the dashboard */

/** Enquiries received since a moment, spam left out. */
export async function countEnquiriesReceivedSince(since: Date): Promise<number> {
  const { total } = await getDb()
    .selectFrom("enquiries")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .where("created_at", ">=", since.toISOString())
    .where("status", "!=", "spam")
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** Active enquiries (New, Open, Quoted; not archived) per assignee, nobody's first, then by name. */
export async function countActiveEnquiriesByAssignee(): Promise<{ assignee: { id: string; name: string } | null; count: number }[]> {
  const rows = await getDb()
    .selectFrom("enquiries")
    .leftJoin("users", "users.id", "enquiries.assignee_id")
    .select((eb) => ["users.id as user_id", "users.name as user_name", eb.fn.countAll<number>().as("total")])
    .where("enquiries.status", "in", [...ACTIVE_STATUSES])
    .where("enquiries.archived_at", "is", null)
    .groupBy(["users.id", "users.name"])
    .execute();
  return rows
    .map((row) => ({
      assignee: row.user_id && row.user_name !== null ? { id: row.user_id, name: row.user_name } : null,
      count: Number(row.total),
    }))
    .sort((a, b) => (a.assignee === null ? -1 : b.assignee === null ? 1 : a.assignee.name.localeCompare(b.assignee.name, "en")));
}
