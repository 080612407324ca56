import { data, isRouteErrorResponse, Outlet, useRouteLoaderData, type LinkDescriptor } from "react-router";
import type { Route } from "./+types/layout";
import { ServerHtml } from "~/components/site/server-html";
import { SITE_FOOTER_ID, SiteFooter } from "~/components/site/site-footer";
import { SiteHeader } from "~/components/site/site-header";
import { SkipLink } from "~/components/site/skip-link";
import { TopBar, TopBarContacts } from "~/components/site/top-bar";
import { WhatsAppChat } from "~/components/site/whatsapp-chat";
import { MAIN_OFFICE } from "~/domain/offices";
import { NotFound } from "~/components/site/not-found";
import { PageMessages } from "~/components/site/page-messages";
import { RouteError } from "~/components/site/route-error";
import { DEFAULT_LOCALE, isPathPrefix, type Locale } from "~/domain/locale";
import type { SiteContent } from "~/domain/site-content";
import { listPublicDestinations } from "~/server/catalogue/public-catalogue.server";
import { getRequestSiteContent } from "~/server/platform/site-content.server";
import { renderStaticHtml } from "~/server/platform/static-html.server";
import { currencySwitcher } from "~/server/platform/visitor-currency.server";
import { visitor, visitorMiddleware } from "~/server/platform/visitor.server";

/** Every public page's visitor (language, currency, preview, day), read once for its loaders and actions (decision 0052). */
export const middleware: Route.MiddlewareFunction[] = [visitorMiddleware()];

/** How many popular destinations the footer names. */
const FOOTER_DESTINATIONS = 6;

/**
 * The footer's popular destinations are the featured ones; the year comes from the server so
 * hydration agrees; the contact details and social links are the site content admins edit (issue #11),
 * in the page's language. A first segment that is no language prefix (`/xx/tours`, `/en/tours`) is a 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (params.lang !== undefined && !isPathPrefix(params.lang)) {
    // The 404 page still shows the top bar and footer, so it carries their content.
    const { contact, social, offices } = await getRequestSiteContent(context, DEFAULT_LOCALE);
    const html = shellHtml(DEFAULT_LOCALE, { contact, social, offices }, []);
    throw data({ contact, offices, ...html } satisfies ShellContent, { status: 404 });
  }
  const { locale, currency } = visitor(context);
  const [featured, content] = await Promise.all([
    listPublicDestinations({ featuredOnly: true, limit: FOOTER_DESTINATIONS, locale }),
    getRequestSiteContent(context, locale),
  ]);
  return {
    contact: content.contact,
    // The top bar's contacts and the footer have nothing to do in the browser: sent as HTML only (decision 0032).
    ...shellHtml(
      locale,
      content,
      featured.map(({ id, title }) => ({ id, title })),
    ),
    // The offices' phones and WhatsApp numbers, for the top bar and the WhatsApp buttons (issue #23).
    offices: content.offices,
    // The currency switcher's words and current choice (issue #11).
    currencySwitcher: currencySwitcher(currency, locale),
  };
}

function shellHtml(
  locale: Locale,
  content: Pick<SiteContent, "contact" | "social" | "offices">,
  destinations: { id: string; title: string }[],
): { topBarHtml: string; footerHtml: string } {
  return {
    topBarHtml: renderStaticHtml(locale, <TopBarContacts contact={content.contact} offices={content.offices} />),
    footerHtml: renderStaticHtml(
      locale,
      <SiteFooter
        contact={content.contact}
        offices={content.offices}
        social={content.social}
        destinations={destinations}
        year={new Date().getFullYear()}
      />,
    ),
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
    <PublicShell site={loaderData}>
      <PageMessages>
        <Outlet />
      </PageMessages>
    </PublicShell>
  );
}

type ShellContent = Pick<SiteContent, "contact" | "offices"> & { topBarHtml: string; footerHtml: string };

function PublicShell({ site, children }: { site: ShellContent; children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      {/* Printed pages (a tour's brochure) leave out the site's header and footer. */}
      <div className="contents print:hidden">
        <SkipLink />
        <TopBar contactsHtml={site.topBarHtml} contact={site.contact} offices={site.offices} />
        <SiteHeader companyName={site.contact.companyName} />
      </div>
      <div className="flex-1">{children}</div>
      <div className="contents print:hidden">
        <ServerHtml html={site.footerHtml} className="contents" />
        <WhatsAppChat number={site.offices[MAIN_OFFICE].whatsapp} company={site.contact.companyName} variant="floating" />
      </div>
    </div>
  );
}

/** A path under an unknown prefix gets the 404 page inside the site's header and footer. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const loaded = useRouteLoaderData<typeof loader>("routes/public/layout");
  if (!isRouteErrorResponse(error) || error.status !== 404) return <RouteError />;
  const site = loaded ?? (error.data as ShellContent | null);
  if (!site?.contact || !site.offices || !site.footerHtml || !site.topBarHtml) return <RouteError />;
  return (
    <PublicShell site={site}>
      <NotFound />
    </PublicShell>
  );
}
