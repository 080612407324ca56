import type { ContactInput } from "~/domain/contact";
import type { ContactMessagesTable } from "../../db/schema";
import { PAGE_SIZE } from "~/domain/sort";
import { getDb } from "./db.server";
import { newId, now, pageOf, type Page } from "./records.server";

export type ContactMessage = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  tourId: string | null;
  read: boolean;
  archived: boolean;
  createdAt: Date;
};

function toMessage(row: ContactMessagesTable): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    tourId: row.tour_id,
    read: row.status === "read",
    archived: Number(row.archived) === 1,
    createdAt: new Date(row.created_at),
  };
}

export async function addMessage(
  input: ContactInput,
  senderKey: string,
  tourId: string | null = null,
): Promise<ContactMessage> {
  const row: ContactMessagesTable = {
    id: newId(),
    name: input.name,
    email: input.email,
    phone: input.phone,
    subject: input.subject,
    message: input.message,
    tour_id: tourId,
    status: "unread",
    archived: 0,
    sender_key: senderKey,
    created_at: now(),
  };
  await getDb().insertInto("contact_messages").values(row).execute();
  return toMessage(row);
}

/** How many messages one sender sent since a moment: the contact form's rate limit. */
export async function countMessagesFromSender(senderKey: string, since: Date): Promise<number> {
  const { total } = await getDb()
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .where("sender_key", "=", senderKey)
    .where("created_at", ">=", since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(total);
}

export type MessageFolder = "inbox" | "archived";

/** Newest first, one page at a time. */
export async function listMessages(folder: MessageFolder, page: number): Promise<Page<ContactMessage>> {
  const query = getDb()
    .selectFrom("contact_messages")
    .where("archived", "=", folder === "archived" ? 1 : 0);
  const { total } = await query.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  const rows = await query
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .execute();
  return pageOf(rows.map(toMessage), Number(total), page, PAGE_SIZE);
}

export async function getMessage(id: string): Promise<ContactMessage | null> {
  const row = await getDb().selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toMessage(row) : null;
}

export async function countUnreadMessages(): Promise<number> {
  const { total } = await getDb()
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .where("status", "=", "unread")
    .where("archived", "=", 0)
    .executeTakeFirstOrThrow();
  return Number(total);
}

/** Returns false when the message does not exist. */
export async function setMessageRead(id: string, read: boolean): Promise<boolean> {
  const result = await getDb()
    .updateTable("contact_messages")
    .set({ status: read ? "read" : "unread" })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setMessageArchived(id: string, archived: boolean): Promise<boolean> {
  const result = await getDb()
    .updateTable("contact_messages")
    .set({ archived: archived ? 1 : 0 })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteMessage(id: string): Promise<boolean> {
  const result = await getDb().deleteFrom("contact_messages").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The Inbox's folder counts: messages in each folder, and unread ones in the inbox. */
export async function countMessagesByFolder(): Promise<{ inbox: number; archived: number; unread: number }> {
  const rows = await getDb()
    .selectFrom("contact_messages")
    .select(["archived", "status", (eb) => eb.fn.countAll<number>().as("total")])
    .groupBy(["archived", "status"])
    .execute();
  const counts = { inbox: 0, archived: 0, unread: 0 };
  for (const row of rows) {
    const total = Number(row.total);
    if (Number(row.archived) === 1) counts.archived += total;
    else {
      counts.inbox += total;
      if (row.status === "unread") counts.unread += total;
    }
  }
  return counts;
}
