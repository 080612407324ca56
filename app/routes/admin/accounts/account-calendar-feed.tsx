import { createCookie, data, Form, Link } from "react-router";
import { adminMeta, AdminPageHeader } from "~/components/admin/admin-page-header";
import { AdminSection } from "~/components/admin/catalogue-detail";
import { Button } from "~/components/ui/button";
import { ProblemAlert } from "~/components/admin/problem-alert";
import { ACCOUNT_TEXTS } from "~/content/account";
import { CALENDAR_TEXTS } from "~/content/calendar";
import { CALENDAR_FEED_PATH, feedPath, isFeedToken } from "~/domain/calendar";
import { signedInUser } from "~/server/accounts/admin-gate.server";
import { getCalendarFeed, renewCalendarFeed } from "~/server/calendar/calendar-feeds.server";
import { getEnv } from "~/server/platform/env.server";
import { redirectWithToast } from "~/server/platform/flash.server";
import { readForm, refuse } from "~/server/platform/posted-form.server";
import type { Route } from "./+types/account-calendar-feed";

const WORDS = CALENDAR_TEXTS.feed;
const ACCOUNT_PATH = "/admin/account";

/**
 * The new address travels from the post to the page that shows it once in a signed cookie of
 * five minutes, sent to the account's pages only (its path is /admin/account: the page's own
 * path would miss the router's `….data` request); the page clears it as it shows it, so a
 * reload or the back button shows the confirmation again, never the address.
 */
function newAddressCookie() {
  const env = getEnv();
  return createCookie("cw_calendar_feed", {
    httpOnly: true,
    sameSite: "strict",
    path: ACCOUNT_PATH,
    secure: env.SITE_URL.startsWith("https://"),
    secrets: [env.SESSION_SECRET],
    maxAge: 300,
  });
}

/** Asking first (also without JavaScript): a GET shows what renewing does; only the POST makes an address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const me = signedInUser(context);
  const cookie = newAddressCookie();
  const made: unknown = await cookie.parse(request.headers.get("Cookie"));
  const feed = await getCalendarFeed(me.id);
  const headers = new Headers();
  let address: string | null = null;
  if (made && typeof made === "object" && "user" in made && "token" in made && made.user === me.id && typeof made.token === "string") {
    headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
    // Never kept by a browser cache or shown again by the back button.
    headers.set("Cache-Control", "private, no-store");
    if (isFeedToken(made.token)) address = new URL(feedPath(made.token), getEnv().SITE_URL).toString();
  }
  return data({ hasFeed: feed !== null, address }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const me = signedInUser(context);
  const form = await readForm(request);
  if (form.get("intent") !== "renew") return refuse(400, ACCOUNT_TEXTS.unknownAction);
  const token = await renewCalendarFeed(me.id);
  const headers = new Headers({ "Set-Cookie": await newAddressCookie().serialize({ user: me.id, token }) });
  return redirectWithToast(CALENDAR_FEED_PATH, { type: "success", title: WORDS.toast }, { headers });
}

export default function CalendarFeedScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { hasFeed, address } = loaderData;
  return (
    <div className="space-y-6">
      <AdminPageHeader back={{ to: ACCOUNT_PATH, label: WORDS.backToAccount }} title={address ? WORDS.newTitle : WORDS.confirmTitle} />
      <ProblemAlert problem={actionData?.problem} />
      {address ? (
        <AdminSection title={WORDS.newTitle}>
          <label className="block text-sm font-medium text-ink" htmlFor="calendar-address">
            {WORDS.newTitle}
          </label>
          <input
            id="calendar-address"
            readOnly
            value={address}
            dir="ltr"
            className="mt-2 w-full rounded-md border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-sm"
            aria-describedby="calendar-address-hint"
          />
          <p id="calendar-address-hint" className="mt-2 text-sm text-muted">
            {WORDS.newHint}
          </p>
          <p className="mt-4">
            <Link to={ACCOUNT_PATH} className="font-medium text-brand-700 underline underline-offset-4">
              {WORDS.backToAccount}
            </Link>
          </p>
        </AdminSection>
      ) : (
        <AdminSection title={hasFeed ? WORDS.renew : WORDS.get}>
          <p className="text-sm text-ink">{hasFeed ? WORDS.confirmRenew : WORDS.confirmFirst}</p>
          <Form method="post" className="mt-4 flex flex-wrap gap-3">
            <input type="hidden" name="intent" value="renew" />
            <Button type="submit" variant={hasFeed ? "destructive" : "default"}>
              {WORDS.confirmButton}
            </Button>
            <Button asChild variant="ghost">
              <Link to={ACCOUNT_PATH}>{WORDS.cancel}</Link>
            </Button>
          </Form>
        </AdminSection>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = () => adminMeta(WORDS.confirmTitle);
