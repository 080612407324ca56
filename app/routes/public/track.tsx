import { ArrowRight } from "lucide-react";
import { Form } from "react-router";
import { useTranslations } from "use-intl";
import { PageHero } from "~/components/site/page-hero";
import { RouteError } from "~/components/site/route-error";
import { SITE_CONTROL } from "~/components/site/control-styles";
import { useLocalizedPath } from "~/components/site/use-localized-path";
import { COMPANY } from "~/content/company";
import { TYPED_MAX_LENGTH } from "~/domain/cargo/tracking-numbers";
import { trackFormLoader, trackingLoader, TRACKING_PAGE_HEADERS, type TrackingView } from "./track.server";
import type { Route } from "./+types/track";

/**
 * Public tracking (issue #26): `/track`, one field and a Track button in a GET form that works
 * without JavaScript, and `/track/{number}` (the same module), the shipment's route, mode,
 * status and public timeline, or the field's message on the same page (400, 404, 429).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return params.number === undefined ? trackFormLoader(request, context) : trackingLoader(params.number, context);
}

/** The pages' own headers, and a refusal's Retry-After. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers(TRACKING_PAGE_HEADERS);
  const retryAfter = loaderHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

export default function TrackPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslations("track");
  const { typed, tracking, problemText } = loaderData;
  return (
    <main id="main">
      <PageHero eyebrow={t("eyebrow")} title={t("title")} text={t("text")} />
      <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-12 sm:px-6 sm:py-16">
        {/* The key sends a new number's page a fresh field, with what that page was asked for. */}
        <TrackingForm key={typed} typed={typed} problem={problemText} />
        {tracking ? <TrackingResult tracking={tracking} /> : null}
      </div>
    </main>
  );
}

/**
 * The field is written out rather than taken from components/ui's Field: that one merges class
 * names with tailwind-merge, about 8 KB of gzip JavaScript that this page's budget has no room for.
 */
const NUMBER_ID = "tracking-number";

function TrackingForm({ typed, problem }: { typed: string; problem: string | null }) {
  const t = useTranslations("track");
  const localized = useLocalizedPath();
  return (
    <Form method="get" action={localized("/track")} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="flex grow flex-col gap-1.5">
        <label htmlFor={NUMBER_ID} className={SITE_CONTROL.label}>
          {t("number")}
        </label>
        <input
          id={NUMBER_ID}
          name="number"
          type="text"
          dir="ltr"
          defaultValue={typed}
          required
          maxLength={TYPED_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="CW-7K4M-9Q2X"
          aria-describedby={problem ? `${NUMBER_ID}-hint ${NUMBER_ID}-error` : `${NUMBER_ID}-hint`}
          aria-invalid={problem ? true : undefined}
          className={`${SITE_CONTROL.input} font-mono tracking-wide`}
        />
        <p id={`${NUMBER_ID}-hint`} className="text-xs text-muted">
          {t("numberHint")}
        </p>
        {problem ? (
          <p id={`${NUMBER_ID}-error`} className="text-sm font-medium text-red-700">
            {problem}
          </p>
        ) : null}
      </div>
      <button type="submit" className="h-11 shrink-0 rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 sm:mt-6.5">
        {t("submit")}
      </button>
    </Form>
  );
}

/** What the public may know of a shipment: where from and to, how, and where it stands. */
function TrackingResult({ tracking }: { tracking: TrackingView }) {
  const t = useTranslations("track");
  return (
    <section aria-labelledby="tracking-shipment" className="flex flex-col gap-8">
      <div className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
        <h2 id="tracking-shipment" className="text-lg font-semibold text-ink">
          {t("shipment", { number: `\u2068${tracking.number}\u2069` })}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted">{t("route")}</dt>
            <dd className="flex items-center gap-2 font-medium text-ink">
              <span>{tracking.from}</span>
              <ArrowRight aria-hidden className="size-4 shrink-0 rtl:-scale-x-100" />
              <span>{tracking.to}</span>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t("mode")}</dt>
            <dd className="font-medium text-ink">{tracking.mode}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-sm text-muted">{t("currentStatus")}</dt>
            <dd className="text-3xl font-bold text-brand-800 sm:text-4xl" data-testid="tracking-status">
              {tracking.status ?? "—"}
            </dd>
          </div>
        </dl>
      </div>
      <section aria-labelledby="tracking-timeline" className="flex flex-col gap-4">
        <h2 id="tracking-timeline" className="text-lg font-semibold text-ink">
          {t("timeline")}
        </h2>
        {tracking.events.length === 0 ? (
          <p className="text-muted">{t("noEvents")}</p>
        ) : (
          <ol className="flex flex-col gap-5 border-s-2 border-brand-200 ps-5">
            {tracking.events.map((event, index) => (
              <li key={`${event.at}-${index}`} className="flex flex-col gap-0.5">
                <p className="font-semibold text-ink">{event.statusText}</p>
                {event.place ? <p className="text-ink">{event.place}</p> : null}
                <p className="text-sm text-muted">
                  <time dateTime={event.at}>{event.dateTime}</time>
                </p>
                {event.note ? <p className="text-sm whitespace-pre-line text-ink">{event.note}</p> : null}
              </li>
            ))}
          </ol>
        )}
      </section>
    </section>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? COMPANY.name },
  { name: "robots", content: "noindex, nofollow" },
];

export function ErrorBoundary() {
  return <RouteError />;
}
