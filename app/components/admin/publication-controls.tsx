import { Eye } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Form, Link, useActionData, useLocation, useNavigation } from "react-router";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { useHydrated } from "~/components/ui/use-hydrated";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { PUBLICATION_TEXTS as TEXTS } from "~/content/publication-admin";
import type { CatalogueKind } from "~/domain/catalogue";
import { listHref } from "~/domain/catalogue-admin";
import { publicationState, type Publication, type PublicationStatus, type PublishWarning } from "~/domain/publication";
import { cn } from "~/components/ui/cn";
import { CatalogueInput } from "./catalogue-form";
import type { CatalogueColumn, CatalogueRow } from "./catalogue-list";

/*
 * Drafts in the back office (issue #12): a record's status badge, its one-click Publish or
 * Unpublish (a small POST form with the version the screen showed, so it works without
 * JavaScript and a stale click is refused), and the Preview link to its public page.
 */

type PublicationRow = CatalogueRow & Publication;

/** Draft (grey), Scheduled (amber, with its time in UTC) or Published (green). */
export function PublicationBadge({ record }: { record: Publication }) {
  const state = publicationState(record);
  const variant = state === "published" ? "success" : state === "scheduled" ? "warning" : "muted";
  return (
    <Badge variant={variant} title={state === "scheduled" && record.publishAt ? TEXTS.scheduledFor(timeText(record.publishAt)) : undefined}>
      {TEXTS.states[state]}
      {state === "scheduled" && record.publishAt ? (
        <span className="sr-only"> ({TEXTS.scheduledFor(timeText(record.publishAt))})</span>
      ) : null}
    </Badge>
  );
}

/** "2026-12-01 09:00", as the admin screens write UTC times. */
function timeText(iso: string): string {
  return iso.slice(0, 16).replace("T", " ");
}

/**
 * Publish or Unpublish, posted to `action` (the current screen when not given). When the server
 * answers a Publish with the missing languages (issue #23), it asks: in a dialog with
 * JavaScript, in place of the button without; "Publish anyway" posts again with `confirmMissing=1`.
 */
export function PublicationButton({ record, action }: { record: PublicationRow; action?: string }) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const answer = useActionData<{ publishWarning?: PublishWarning }>();
  const warning = answer?.publishWarning?.id === record.id && record.status !== "published" ? answer.publishWarning : null;
  const [dismissed, setDismissed] = useState<PublishWarning | null>(null);
  const intent = record.status === "published" ? "unpublish" : "publish";
  const pending = navigation.formData?.get("intent") === intent && navigation.formData.get("id") === record.id;
  const fields = (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={record.id} />
      <input type="hidden" name="version" value={record.version} />
    </>
  );
  if (warning && !hydrated) return <PublishWarningStep record={record} warning={warning} action={action} fields={fields} />;
  return (
    <>
      <Form method="post" action={action} preventScrollReset>
        {fields}
        <Button type="submit" size="sm" variant={intent === "publish" ? "default" : "outline"} disabled={pending}>
          {intent === "publish" ? TEXTS.publish : TEXTS.unpublish}
          <span className="sr-only"> {record.title}</span>
        </Button>
      </Form>
      {warning ? (
        <AlertDialog open={warning !== dismissed} onOpenChange={(open) => setDismissed(open ? null : warning)}>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{TEXTS.missingTitle(record.title)}</AlertDialogTitle>
              <AlertDialogDescription>{TEXTS.missingLanguages(warning.missing)}</AlertDialogDescription>
            </AlertDialogHeader>
            <Form method="post" action={action} preventScrollReset onSubmit={() => setDismissed(warning)}>
              {fields}
              <input type="hidden" name="confirmMissing" value="1" />
              <AlertDialogFooter>
                <AlertDialogCancel>{TEXTS.cancel}</AlertDialogCancel>
                <Button type="submit">{TEXTS.publishAnyway}</Button>
              </AlertDialogFooter>
            </Form>
          </AlertDialogContent>
        </AlertDialog>
      ) : null}
    </>
  );
}

/** The same question without JavaScript: in place of the button, with Cancel (the screen again) and Publish anyway. */
function PublishWarningStep({
  record,
  warning,
  action,
  fields,
}: {
  record: PublicationRow;
  warning: PublishWarning;
  action?: string;
  fields: ReactNode;
}) {
  const location = useLocation();
  const id = `publish-warning-${record.id}`;
  return (
    <section
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      className="w-56 space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm sm:w-auto sm:max-w-sm"
    >
      <h2 id={`${id}-title`} className="font-semibold text-ink">
        {TEXTS.missingTitle(record.title)}
      </h2>
      <p id={`${id}-description`} className="text-ink">
        {TEXTS.missingLanguages(warning.missing)}
      </p>
      <Form method="post" action={action} preventScrollReset className="flex flex-wrap gap-2">
        {fields}
        <input type="hidden" name="confirmMissing" value="1" />
        <Button asChild size="sm" variant="outline">
          <Link to={`${location.pathname}${location.search}`}>{TEXTS.cancel}</Link>
        </Button>
        <Button type="submit" size="sm">
          {TEXTS.publishAnyway}
        </Button>
      </Form>
    </section>
  );
}

/** The public page of a record, opened in preview (a draft shows to signed-in staff, with a banner). */
export function previewHref(kind: CatalogueKind, id: string): string {
  const encoded = encodeURIComponent(id);
  if (kind === "service") return `/services?preview=${encoded}`;
  return `/${kind === "tour" ? "tours" : "destinations"}/${encoded}?preview=1`;
}

export function PreviewLink({ kind, record }: { kind: CatalogueKind; record: CatalogueRow }) {
  return (
    <Button asChild variant="ghost" size="sm">
      {/* A new tab, so the admin screen (and anything typed on it) stays; the public site is another layout, rendered afresh. */}
      <a href={previewHref(kind, record.id)} target="_blank" rel="noopener">
        <Eye aria-hidden />
        {TEXTS.preview}
        <span className="sr-only">
          {" "}
          {record.title} {TEXTS.opensInNewTab}
        </span>
      </a>
    </Button>
  );
}

/** Status, publish and preview together: a list's column, or a detail screen's header. */
export function PublicationControls({ kind, record, action }: { kind: CatalogueKind; record: PublicationRow; action?: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <PublicationBadge record={record} />
      <PublicationButton record={record} action={action} />
      <PreviewLink kind={kind} record={record} />
    </div>
  );
}

/** The lists' Status column. */
export function statusColumn<Row extends PublicationRow, SortColumn extends string>(kind: CatalogueKind): CatalogueColumn<Row, SortColumn> {
  return { header: TEXTS.statusHeader, cell: (row) => <PublicationControls kind={kind} record={row} /> };
}

/** The forms' optional scheduled publish time, in UTC as the admin screens show times. */
export function PublishAtInput() {
  return <CatalogueInput name="publishAt" text={{ label: TEXTS.publishAtLabel, hint: TEXTS.publishAtHint }} type="datetime-local" />;
}

/** All, Drafts or Published: links that narrow the list (`?status=`), keeping its search and sort. */
export function StatusFilter({
  listPath,
  params,
  current,
}: {
  listPath: string;
  params: URLSearchParams;
  current: PublicationStatus | null;
}) {
  const choices: [PublicationStatus | null, string][] = [
    [null, TEXTS.filterAll],
    ["draft", TEXTS.states.draft],
    ["published", TEXTS.states.published],
  ];
  return (
    <nav aria-label={TEXTS.filterLabel} className="flex items-center gap-1 text-sm">
      {choices.map(([status, label]) => (
        <Link
          key={label}
          to={listHref(listPath, params, { status, page: null, delete: null })}
          aria-current={status === current ? "page" : undefined}
          className={cn(
            "rounded-md px-2.5 py-1 font-medium",
            status === current ? "bg-brand-50 text-brand-800" : "text-muted hover:bg-gray-100 hover:text-ink",
          )}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
