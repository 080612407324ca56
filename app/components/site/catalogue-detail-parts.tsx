import { ChevronRight } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { isRouteErrorResponse, Link } from "react-router";
import { useTranslations } from "use-intl";
import { documentTitle } from "~/content/site";
import { ErrorId } from "./error-id";
import { LINK_BUTTON, loadsDocument } from "./link-styles";
import { NotFound } from "./not-found";
import { useCompanyName } from "./use-company-name";
import { useLocalizedPath } from "./use-localized-path";
import { TourCard } from "./tour-card";

/** The page of one destination or tour: breadcrumbs first, then the page's own blocks. */
export function DetailMain({ breadcrumbs, children }: { breadcrumbs: ComponentProps<typeof Breadcrumbs>; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
      <Breadcrumbs {...breadcrumbs} />
      {children}
    </main>
  );
}

/** The page's one h1 with a line of key facts (place, duration, stars) under it. */
export function DetailHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <header className="space-y-3">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl md:text-5xl">{title}</h1>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-muted">{children}</div>
    </header>
  );
}

/** The main column (image, description…) and, beside it on wide screens, the sticky card named by `asideTitleId`. */
export function DetailColumns({ main, aside, asideTitleId }: { main: ReactNode; aside: ReactNode; asideTitleId: string }) {
  return (
    <div className="grid gap-8 lg:grid-cols-3 lg:gap-10">
      <div className="space-y-8 lg:col-span-2">{main}</div>
      <aside aria-labelledby={asideTitleId} className="lg:sticky lg:top-6 lg:self-start">
        <div className="space-y-5 rounded-xl border border-gray-200 bg-white p-6 shadow-sm">{aside}</div>
      </aside>
    </div>
  );
}

/** The side card's call to enquire: a heading (which names the card), a line of text and a full-width button. */
export function DetailEnquiry({
  id,
  icon,
  title,
  text,
  href,
  button,
}: {
  id: string;
  icon?: ReactNode;
  title: string;
  text: string;
  href: string;
  button: string;
}) {
  const localized = useLocalizedPath();
  return (
    <div className="space-y-3 border-t border-gray-200 pt-5">
      <h2 id={id} className={icon ? "flex items-center gap-2 text-xl font-bold text-ink" : "text-xl font-bold text-ink"}>
        {icon}
        {title}
      </h2>
      <p className="text-muted">{text}</p>
      <Link to={localized(href)} reloadDocument={loadsDocument(href)} className={`${LINK_BUTTON.primary} w-full`}>
        {button}
      </Link>
    </div>
  );
}

/** Tours as a grid of cards, under a detail page's section heading. */
export function TourGrid({ tours }: { tours: ComponentProps<typeof TourCard>["tour"][] }) {
  return (
    <ul className="render-on-view grid gap-6 pt-2 sm:grid-cols-2 lg:grid-cols-3">
      {tours.map((tour) => (
        <li key={tour.id}>
          <TourCard tour={tour} />
        </li>
      ))}
    </ul>
  );
}

/** Home › Destinations › Bali: where a detail page sits, the last crumb being the page itself. */
export function Breadcrumbs({ label, trail, current }: { label: string; trail: { to: string; label: string }[]; current: string }) {
  const localized = useLocalizedPath();
  return (
    <nav aria-label={label} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-muted">
        {trail.map((crumb) => (
          <li key={crumb.to} className="flex items-center gap-1.5">
            <Link to={localized(crumb.to)} className="rounded-sm font-medium text-brand-700 underline-offset-4 hover:underline">
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
  const t = useTranslations("detail");
  const home = useTranslations("error");
  const localized = useLocalizedPath();
  const brand = useCompanyName();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <main id="main" className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <title>{documentTitle(t("errorTitle"), brand)}</title>
      <h1 className="text-2xl font-bold text-ink">{t("errorTitle")}</h1>
      <p className="text-muted">{t("errorText")}</p>
      <ErrorId />
      <Link to={localized("/")} className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
        {home("home")}
      </Link>
    </main>
  );
}
