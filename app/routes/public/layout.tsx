import { Outlet, type LinkDescriptor } from "react-router";
import type { Route } from "./+types/layout";
import { SITE_FOOTER_ID, SiteFooter } from "~/components/site/site-footer";
import { SiteHeader } from "~/components/site/site-header";
import { SkipLink } from "~/components/site/skip-link";
import { TopBar } from "~/components/site/top-bar";
import { listPublicDestinations } from "~/server/public-catalogue.server";
import { currencySwitcher } from "~/server/visitor-currency.server";
import { localeOfPath } from "~/domain/locale";

/** How many popular destinations the footer names. */
const FOOTER_DESTINATIONS = 6;

/** The footer's popular destinations are the featured ones; the year comes from the server so hydration agrees. */
export async function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const featured = await listPublicDestinations({ featuredOnly: true, limit: FOOTER_DESTINATIONS, locale });
  return {
    // The currency switcher's words and current choice (issue #11).
    currencySwitcher: currencySwitcher(request),
    footerDestinations: featured.map(({ id, title }) => ({ id, title })),
    year: new Date().getFullYear(),
  };
}

/**
 * The first paint waits until the parser has reached the footer, so the whole first screen is
 * painted at once. The page arrives in one piece, but the parser still yields now and then, and
 * Chrome painted whatever it had: the top bar's phone numbers moved as the next one arrived, a
 * card's price badge as its amount did (layout shifts), and every later piece was styled and laid
 * out again with the whole page (most of a throttled phone's blocking time). `blocking="render"`
 * on `rel="expect"` is Chrome's (124+); other browsers ignore the link.
 */
export const links: Route.LinksFunction = () => [{ rel: "expect", href: `#${SITE_FOOTER_ID}`, blocking: "render" } as LinkDescriptor];

/** The shared public layout. Each page renders its own <main id="main"> and <h1>. */
export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <TopBar />
      <SiteHeader />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter destinations={loaderData.footerDestinations} year={loaderData.year} />
    </div>
  );
}
