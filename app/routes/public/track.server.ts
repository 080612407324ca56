import { data, redirect } from "react-router";
import { COMPANY } from "~/content/company";
import type { ShipmentStatus } from "~/domain/cargo/shipment-statuses";
import { checkSymbolOf, readTrackingNumber, RANDOM_SYMBOLS, TRACKING_ALPHABET, TYPED_MAX_LENGTH } from "~/domain/cargo/tracking-numbers";
import { localizedPath, type Locale } from "~/domain/locale";
import { MAIN_OFFICE, type OfficeId } from "~/domain/offices";
import { publicTracking } from "~/server/cargo/shipment-events.server";
import { clientKey } from "~/server/platform/client-address.server";
import { TRACKING_LOOKUP_LIMIT } from "~/server/enquiries/public-forms.server";
import { pageMessagesFor, translatorFor } from "~/server/platform/messages.server";
import { withinRateLimit } from "~/server/platform/rate-limits/rate-limits.server";
import type { RequestContext } from "~/server/platform/request-context.server";
import { getRequestSiteContent } from "~/server/platform/site-content.server";
import { visitor } from "~/server/platform/visitor.server";

/*
 * The public tracking pages (issue #26, decision 0055 "Public tracking"): `/track`, a GET form,
 * and `/track/{number}`, which shows the route, the mode, the status and the public timeline,
 * and nothing about who sends, receives or pays (publicTracking selects the public columns only).
 */

/**
 * Served fresh to everyone: `no-store` also keeps the page out of the page cache (it keeps
 * nothing private, no-store or no-cache), so a new event shows on the next request on every
 * instance; never indexed, and the number in the address never sent on as a referrer.
 */
export const TRACKING_PAGE_HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

/** Why a number shows no shipment, each a message of the page's language (`track.problems`). */
export type TrackingProblem = "empty" | "malformed" | "wrongCheck" | "unknown" | "limited";

/** A shipment as its tracking page shows it, every text in the page's language. */
export type TrackingView = {
  number: string;
  from: string;
  to: string;
  mode: string;
  status: string | null;
  /** Newest first. */
  events: { status: ShipmentStatus; statusText: string; place: string; note: string; at: string; dateTime: string }[];
};

/** What the two pages send: the number typed (kept in the field), the shipment or the problem. */
export type TrackingPage = {
  typed: string;
  tracking: TrackingView | null;
  problem: TrackingProblem | null;
  problemText: string | null;
  title: string;
  messages: ReturnType<typeof pageMessagesFor<"track">>;
};

function headersWith(extra: Record<string, string> = {}): Headers {
  return new Headers({ ...TRACKING_PAGE_HEADERS, ...extra });
}

function page(locale: Locale, typed: string, found: Pick<TrackingPage, "tracking" | "problem">, minutes = 0): TrackingPage {
  const t = translatorFor(locale);
  return {
    // What was typed goes back into the field; an address may carry far more than a number.
    typed: typed.slice(0, TYPED_MAX_LENGTH * 2),
    ...found,
    problemText: found.problem ? t(`track.problems.${found.problem}`, { minutes }) : null,
    title: `${t("track.metaTitle")} | ${COMPANY.name}`,
    messages: pageMessagesFor(locale, ["track"]),
  };
}

/**
 * `/track`: the empty form, or the GET form's `?number=` sent on to `/track/{canonical number}`;
 * a number that cannot be one comes back with its message (400) and what was typed.
 */
export function trackFormLoader(request: Request, context: RequestContext) {
  const { locale } = visitor(context);
  const typed = new URL(request.url).searchParams.get("number");
  if (typed === null) return data(page(locale, "", { tracking: null, problem: null }), { headers: headersWith() });
  const reading = readTrackingNumber(typed);
  if (reading.ok) throw redirect(localizedPath(`/track/${reading.number}`, locale), { headers: headersWith() });
  const problem = reading.problem === "empty" ? "empty" : reading.problem === "wrong-check" ? "wrongCheck" : "malformed";
  return data(page(locale, typed, { tracking: null, problem }), { status: 400, headers: headersWith() });
}

/**
 * A number of the canonical shape made from whatever was typed: its first seven symbols (padded
 * with zeros) and the check symbol they call for. A malformed or mistyped number is looked up
 * under it, so every answer does the same database work as a hit.
 */
function lookalikeNumber(typed: string): string {
  const symbols = [...typed.slice(0, TYPED_MAX_LENGTH).toUpperCase().replace(/^CW/, "")]
    .filter((symbol) => TRACKING_ALPHABET.includes(symbol))
    .join("")
    .padEnd(RANDOM_SYMBOLS, "0")
    .slice(0, RANDOM_SYMBOLS);
  return `CW-${symbols.slice(0, 4)}-${symbols.slice(4)}${checkSymbolOf(symbols)}`;
}

/**
 * `/track/{number}`: the shipment (200); a number with a wrong check symbol or of no shape
 * (400) or unknown (404), on the same page; too many lookups from one address (429).
 */
export async function trackingLoader(typed: string, context: RequestContext) {
  const { locale } = visitor(context);
  const reading = readTrackingNumber(typed);
  // Every case runs the lookup, a refused number under a lookalike of the canonical shape and
  // its result dropped, so the time an answer takes does not tell a hit from a miss or a typo;
  // and every case counts against the address's limit, so the limit cannot be walked around.
  const lookup = await withinRateLimit(TRACKING_LOOKUP_LIMIT, clientKey(context), () =>
    publicTracking(reading.ok ? reading.number : lookalikeNumber(typed)),
  );
  if (!lookup.allowed) {
    const minutes = Math.ceil(lookup.retryAfterSeconds / 60);
    return data(page(locale, typed, { tracking: null, problem: "limited" }, minutes), {
      status: 429,
      headers: headersWith({ "Retry-After": String(lookup.retryAfterSeconds) }),
    });
  }
  if (!reading.ok) {
    const problem = reading.problem === "wrong-check" ? "wrongCheck" : "malformed";
    return data(page(locale, typed, { tracking: null, problem }), { status: 400, headers: headersWith() });
  }
  if (!lookup.value) return data(page(locale, typed, { tracking: null, problem: "unknown" }), { status: 404, headers: headersWith() });
  const tracking = await trackingView(lookup.value, locale, context);
  return data(page(locale, tracking.number, { tracking, problem: null }), { headers: headersWith() });
}

/** Date and time as the page's language writes them, Western digits in Arabic as the site's prices are. */
const DATE_LOCALES: Record<Locale, string> = { en: "en-GB", fr: "fr-FR", ar: "ar-u-nu-latn" };

async function trackingView(found: NonNullable<Awaited<ReturnType<typeof publicTracking>>>, locale: Locale, context: RequestContext) {
  const t = translatorFor(locale);
  const { offices } = await getRequestSiteContent(context, locale);
  const officeName = (office: OfficeId | null) => (office ? offices[office].name : t("track.otherPlace"));
  return {
    number: found.trackingNumber,
    from: officeName(found.fromOffice),
    to: officeName(found.toOffice),
    mode: found.mode === "air" || found.mode === "sea" ? t(`track.modes.${found.mode}`) : found.mode,
    status: found.status ? t(`track.statuses.${found.status}`) : null,
    events: found.events.map((event) => {
      // The time where it happened: the event's office's clock, the route's start for an event of no office.
      const timeZone = offices[event.office ?? found.fromOffice ?? MAIN_OFFICE].timeZone;
      const at = new Date(event.recordedAt);
      return {
        status: event.status,
        statusText: t(`track.statuses.${event.status}`),
        place: event.place,
        note: event.publicNote,
        at: at.toISOString(),
        dateTime: new Intl.DateTimeFormat(DATE_LOCALES[locale], {
          timeZone,
          day: "numeric",
          month: "short",
          year: "numeric",
          hour: "2-digit",
          minute: "2-digit",
          hourCycle: "h23",
          timeZoneName: "short",
        }).format(at),
      };
    }),
  } satisfies TrackingView;
}
