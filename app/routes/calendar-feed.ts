import { CALENDAR_TEXTS } from "~/content/calendar";
import { feedTokenOf, feedWindow } from "~/domain/calendar";
import { agencyToday } from "~/domain/departures";
import { listCalendarEntries } from "~/server/calendar/calendar-entries.server";
import { calendarFeedUser } from "~/server/calendar/calendar-feeds.server";
import { calendarIcs } from "~/server/calendar/calendar-ics.server";
import { clientKey } from "~/server/platform/client-address.server";
import { getEnv } from "~/server/platform/env.server";
import { officeChoices } from "~/server/platform/offices.server";
import { withinRateLimit, type RateLimit } from "~/server/platform/rate-limits/rate-limits.server";
import type { Route } from "./+types/calendar-feed";

/*
 * A staff member's private calendar feed (issue #28, decision 0061): `/calendar/{secret}.ics`,
 * outside the admin area (a phone's calendar has no session). Never stored by a cache (the page
 * cache keeps nothing `no-store`), never indexed, the address never sent on as a referrer. An
 * unknown or renewed secret is a 404; every request counts against the address's limit, so the
 * secrets cannot be tried at leisure.
 */

/** Phones read a feed every 15 minutes to a few hours; an office of twenty behind one address stays far below. */
export const CALENDAR_FEED_LIMIT: RateLimit = { name: "calendar-feed", max: 240, windowMs: 60 * 60 * 1000 };

const FEED_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const token = feedTokenOf(params.file);
  const lookup = await withinRateLimit(CALENDAR_FEED_LIMIT, clientKey(context), async () => (token ? calendarFeedUser(token) : null));
  if (!lookup.allowed) {
    return new Response("Too many requests.", {
      status: 429,
      headers: { ...FEED_HEADERS, "Content-Type": "text/plain; charset=utf-8", "Retry-After": String(lookup.retryAfterSeconds) },
    });
  }
  if (!lookup.value)
    return new Response("Not found.", { status: 404, headers: { ...FEED_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
  const today = agencyToday();
  const [entries, offices] = await Promise.all([
    listCalendarEntries({ ...feedWindow(today), kinds: [], office: null, today }),
    officeChoices(),
  ]);
  const body = calendarIcs(entries, {
    calendarName: CALENDAR_TEXTS.feed.calendarName(lookup.value.name),
    siteUrl: getEnv().SITE_URL,
    officeZones: Object.fromEntries(offices.map((office) => [office.id, office.timeZone])),
  });
  return new Response(body, {
    headers: {
      ...FEED_HEADERS,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="cedar-travel.ics"',
    },
  });
}
