import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Link } from "react-router";
import { COMPANY } from "~/content/company";
import { DETAIL_ERROR } from "~/content/catalogue-pages";
import { NotFound } from "./not-found";

/** Home › Destinations › Bali: where a detail page sits, the last crumb being the page itself. */
export function Breadcrumbs({ label, trail, current }: { label: string; trail: { to: string; label: string }[]; current: string }) {
  return (
    <nav aria-label={label} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-muted">
        {trail.map((crumb) => (
          <li key={crumb.to} className="flex items-center gap-1.5">
            <Link to={crumb.to} className="rounded-sm font-medium text-brand-700 underline-offset-4 hover:underline">
              {crumb.label}
            </Link>
            <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </li>
        ))}
        <li>
          <span aria-current="page" className="text-ink">
            {current}
          </span>
        </li>
      </ol>
    </nav>
  );
}

/** A titled block of a detail page's main column. */
export function DetailSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label and value pairs of a detail page's facts card. */
export function DetailFacts({ label, facts }: { label: string; facts: [term: string, value: ReactNode][] }) {
  return (
    <dl aria-label={label} className="divide-y divide-gray-100">
      {facts.map(([term, value]) => (
        <div key={term} className="flex items-center justify-between gap-4 py-3 first:pt-0 last:pb-0">
          <dt className="text-muted">{term}</dt>
          <dd className="text-end font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Unknown ids show the site's 404 page inside the public layout; anything else a short apology. */
export function DetailErrorBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <main id="main" className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <title>{`${DETAIL_ERROR.title} | ${COMPANY.name}`}</title>
      <h1 className="text-2xl font-bold text-ink">{DETAIL_ERROR.title}</h1>
      <p className="text-muted">{DETAIL_ERROR.text}</p>
      <Link to="/" className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
        {DETAIL_ERROR.home}
      </Link>
    </main>
  );
}
