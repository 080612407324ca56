import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { ADMIN_ERROR_TEXTS } from "~/content/admin";

/** The top of every catalogue screen: a way back, the heading, and the screen's main actions. */
export function AdminPageHeader({
  back,
  title,
  subtitle,
  actions,
}: {
  back: { to: string; label: string };
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ms-3 text-muted">
          <Link to={back.to}>
            <ArrowLeft aria-hidden className="rtl:rotate-180" />
            {back.label}
          </Link>
        </Button>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-ink break-words">{title}</h1>
          {subtitle ? <p className="text-muted">{subtitle}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}

/** The document title of a catalogue screen. */
export function adminMeta(title: string) {
  return [{ title: ADMIN_ERROR_TEXTS.pageTitle(title) }];
}

/** An admins-only screen's error boundary: "admins only" for a 403, else that it failed. */
export function AdminOnlyErrorHeader({
  error,
  back,
  texts,
}: {
  error: unknown;
  back: { to: string; label: string };
  texts: { forbiddenTitle: string; forbidden: string; errorTitle: string; errorHint: string };
}) {
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <AdminPageHeader
      back={back}
      title={forbidden ? texts.forbiddenTitle : texts.errorTitle}
      subtitle={forbidden ? texts.forbidden : texts.errorHint}
    />
  );
}
