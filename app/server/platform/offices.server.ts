import type { Locale } from "~/domain/locale";
import type { OfficeId } from "~/domain/offices";
import type { SiteContentDocuments } from "~/domain/site-content";
import { signedInUser } from "~/server/accounts/admin-gate.server";
import type { RequestContext } from "./request-context.server";
import { getSiteContent, getSiteContentDocuments } from "./site-content.server";

/**
 * The offices (issue #23) as the back office uses them: their names for the pickers and the
 * time zone a staff member reads times in (their office's; UTC for staff without one).
 */

export type OfficeChoice = { id: OfficeId; name: string; timeZone: string };

/** The offices in their order, with their English names, for the admin's pickers and filters. */
export async function officeChoices(locale: Locale = "en"): Promise<OfficeChoice[]> {
  const { offices } = await getSiteContent(locale);
  return (Object.keys(offices) as OfficeId[]).map((id) => ({ id, name: offices[id].name, timeZone: offices[id].timeZone }));
}

/** An office's stored time zone; UTC for none. */
export async function officeTimeZone(office: OfficeId | null): Promise<string> {
  if (!office) return "UTC";
  return (await getSiteContent("en")).offices[office].timeZone;
}

/** The time zone the signed-in staff member reads times in (below the admin gate only). */
export function staffTimeZone(context: RequestContext): Promise<string> {
  return officeTimeZone(signedInUser(context).office);
}

/** The offices' documents as stored (every language), for the admin's WhatsApp links. */
export async function officeDocuments(): Promise<SiteContentDocuments["offices"]> {
  return (await getSiteContentDocuments()).offices;
}
