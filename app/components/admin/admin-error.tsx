import { ShieldAlert } from "lucide-react";
import { isRouteErrorResponse } from "react-router";
import { ErrorId } from "~/components/site/error-id";
import { Button } from "~/components/ui/button";
import { ADMIN_ERROR_TEXTS as TEXTS } from "~/content/admin";

/**
 * The admin area's error page, shown when a screen refuses (403 for an editor on an
 * admin-only screen, 401 after the session ended) or fails. Plain links, so it works even
 * when the page's own data could not load.
 */
export function AdminErrorPage({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const texts = status === 403 ? TEXTS.forbidden : status === 401 ? TEXTS.signedOut : status === 404 ? TEXTS.notFound : TEXTS.other;
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-gray-50 px-4 py-10">
      <title>{TEXTS.pageTitle(texts.title)}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="w-full max-w-md space-y-4 rounded-lg border border-gray-200 bg-white p-8 text-center shadow-sm">
        <ShieldAlert aria-hidden className="mx-auto size-10 text-brand-700" />
        <p className="text-sm font-semibold text-muted">{status}</p>
        <h1 className="text-2xl font-semibold tracking-tight text-ink">{texts.title}</h1>
        <p className="text-muted">{texts.text}</p>
        {status >= 500 ? <ErrorId /> : null}
        <div className="flex flex-wrap justify-center gap-3 pt-2">
          {status === 401 ? (
            <Button asChild>
              <a href="/login?redirectTo=%2Fadmin">{TEXTS.signIn}</a>
            </Button>
          ) : (
            <Button asChild>
              <a href="/admin">{TEXTS.toDashboard}</a>
            </Button>
          )}
        </div>
      </div>
    </main>
  );
}
