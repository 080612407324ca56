import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { IntlProvider } from "use-intl";
import type { Route } from "./+types/root";
import "./app.css";
import { RouteError } from "~/components/site/route-error";
import { localeDirection, localeOfPath } from "~/domain/locale";
import { getEnv } from "~/server/platform/env.server";
import { rootMessagesFor } from "~/server/platform/messages.server";
import { requestLog } from "~/server/platform/request-context.server";

// Zod compiles its object parsers with `new Function` when the page allows eval, and finds out by
// trying; the Content-Security-Policy forbids eval (decision 0018), so the browser would report
// each try. Set here, before any route module builds a schema: zod reads this global (its
// `z.config`) when a schema is built, and the server, where eval is allowed, keeps the faster parsers.
if (typeof document !== "undefined") {
  const zodConfig = ((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {});
  zodConfig.jitless = true;
}

/**
 * Names the matched route's pattern (`/quote/:token`) on the request's log line, never its
 * address, whose tokens and ids may be secrets (decision 0046). Runs for every page, `.data`
 * request and resource route.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context, pattern }) => {
    // React Router's pattern has no leading slash (`:lang?/quote/:token`); server/app.ts's have one.
    requestLog(context).route = pattern.startsWith("/") ? pattern : `/${pattern}`;
  },
];

/**
 * The public address, for canonical links and Open Graph (see components/site/seo.ts), and the
 * messages of the page's language only (issue #11): `/fr/…` French, `/ar/…` Arabic, else English;
 * namespaces only some pages use come with those pages (decision 0033).
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { siteUrl: getEnv().SITE_URL, locale, messages: rootMessagesFor(locale) };
}

// The site's address never changes while the server runs; the messages change with the language.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/** A missing message shows its key rather than failing the page. */
function ignoreIntlError() {}

export function Layout({ children }: { children: React.ReactNode }) {
  // From the address, so that lang and dir are right even on an error page whose loader failed.
  const locale = localeOfPath(useLocation().pathname);
  const root = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang={locale} dir={localeDirection(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5566" />
        <Meta />
        <Links />
      </head>
      <body>
        <IntlProvider locale={root?.locale ?? locale} messages={root?.messages} timeZone="Asia/Beirut" onError={ignoreIntlError}>
          {children}
        </IntlProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Unknown pages get the 404 page; anything else the error page (components/site/route-error.tsx). */
export function ErrorBoundary() {
  return <RouteError />;
}
