import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "~/server/platform/env.server";

/*
 * The customer's link to a receipt or an invoice (issue #27): `/documents/<kind><id>.<signature>`,
 * signed with the site's session secret, so the link shows that one document and guessing
 * another's address gives nothing. Nothing is stored; a changed secret ends every link.
 */

export type DocumentKind = "receipt" | "invoice";

/** One letter per kind in the token: r a receipt (a payment's id), i an invoice or credit note. */
const KIND_LETTERS: Record<DocumentKind, string> = { receipt: "r", invoice: "i" };

function signature(kind: DocumentKind, id: string, secret: string): string {
  return createHmac("sha256", secret).update(`money-document|${kind}|${id}`).digest("base64url");
}

export function documentToken(kind: DocumentKind, id: string, secret: string = getEnv().SESSION_SECRET): string {
  return `${KIND_LETTERS[kind]}${id}.${signature(kind, id, secret)}`;
}

/** The path of a document's customer link (`/documents/…`), for the quote page and the shipment's page. */
export function documentPath(kind: DocumentKind, id: string): string {
  return `/documents/${documentToken(kind, id)}`;
}

/** The full address of a document's customer link, as mails give it. */
export function documentLink(kind: DocumentKind, id: string): string {
  return `${getEnv().SITE_URL}${documentPath(kind, id)}`;
}

/** The document a token names when its signature holds; null for anything else. */
export function readDocumentToken(token: string, secret: string = getEnv().SESSION_SECRET): { kind: DocumentKind; id: string } | null {
  const match = /^([ri])([A-Za-z0-9-]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const kind: DocumentKind = match[1] === "r" ? "receipt" : "invoice";
  const id = match[2]!;
  const expected = Buffer.from(signature(kind, id, secret));
  const given = Buffer.from(match[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? { kind, id } : null;
}
