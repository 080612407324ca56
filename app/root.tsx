import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { ErrorId } from "~/components/site/error-id";
import { NotFound } from "~/components/site/not-found";
import { documentTitle, ERROR_PAGE } from "~/content/site";
import { getEnv } from "~/server/env.server";

// Zod compiles its object parsers with `new Function` when the page allows eval, and finds out by
// trying; the Content-Security-Policy forbids eval (decision 0018), so the browser would report
// each try. Set here, before any route module builds a schema: zod reads this global (its
// `z.config`) when a schema is built, and the server, where eval is allowed, keeps the faster parsers.
if (typeof document !== "undefined") {
  const zodConfig = ((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {});
  zodConfig.jitless = true;
}

/** The public address, for canonical links and Open Graph (see components/site/seo.ts). */
export function loader() {
  return { siteUrl: getEnv().SITE_URL };
}

// The site's address never changes while the server runs.
export function shouldRevalidate() {
  return false;
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b5566" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * Unknown pages get the 404 page; anything else a friendly message and, for a failure, the id
 * the server log names it by (details only in development). A message is shown only when a
 * route wrote it for visitors: React Router's own (a 405's) names routes.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : null;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) && status < 500 && status !== 405 && typeof error.data === "string" ? error.data : null;
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <title>{documentTitle(ERROR_PAGE.title)}</title>
      <p className="text-5xl font-bold text-brand-700">{status}</p>
      <h1 className="text-2xl font-semibold">{ERROR_PAGE.title}</h1>
      <p className="text-muted">{message ?? ERROR_PAGE.text}</p>
      {status >= 500 ? <ErrorId /> : null}
      <a href="/" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
        {ERROR_PAGE.home}
      </a>
      {detail ? <pre className="max-w-full overflow-auto text-start text-xs">{detail}</pre> : null}
    </main>
  );
}
