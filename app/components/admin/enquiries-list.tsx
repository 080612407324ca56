import { OFFICE_TEXTS } from "~/content/offices-admin";
import { Inbox as InboxIcon, Archive } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { enquiriesHref, enquiryHref, isFiltered, type EnquiryFilter, type EnquiryFolder } from "~/domain/enquiries";
import type { EnquiryStatus } from "~/domain/enquiry-pipeline";
import { INBOX_TEXTS } from "~/content/inbox";
import { PIPELINE_TEXTS } from "~/content/enquiry-pipeline";
import { PageLinks } from "~/components/ui/page-links";
import { EnquiryDeleteButton, EnquiryToggleButtons, type EnquiryPlace, type EnquirySummary } from "./enquiry-actions";
import { EnquiryStatusBadge } from "./enquiry-pipeline";

/** One row of the list, with its dates already written out by the loader. */
export type EnquiryRow = EnquirySummary & {
  email: string;
  preview: string;
  receivedAt: string;
  receivedLabel: string;
  /** What it is about: Contact, Tour, Air ticket, Cargo or Visa (issue #13). */
  kind: string;
  /** The language it was sent in, when not English (the site's default). */
  language: string | null;
  status: EnquiryStatus;
  assignee: string | null;
  lastActivityAt: string;
  /** "2 hours ago", worked out on the server; the UTC time is its title. */
  lastActivityLabel: string;
  lastActivityUtc: string;
  /** The office it is routed to, by name; null: none. */
  office: string | null;
  /** The tour it is about, or a form's route or country. */
  about: string | null;
};

export type EnquiryFolderCounts = { inbox: number; archived: number; unread: number };

/** The Inbox and Archived folders as tabs, each with how many enquiries it holds; the other filters stay. */
export function EnquiryFolders({ filter, counts }: { filter: EnquiryFilter; counts: EnquiryFolderCounts }) {
  const folder = filter.folder;
  const folders: { key: EnquiryFolder; Icon: typeof InboxIcon; count: number }[] = [
    { key: "inbox", Icon: InboxIcon, count: counts.inbox },
    { key: "archived", Icon: Archive, count: counts.archived },
  ];
  return (
    <nav aria-label={INBOX_TEXTS.folders} className="border-b border-gray-200">
      <ul className="-mb-px flex gap-1">
        {folders.map(({ key, Icon, count }) => {
          const current = key === folder;
          return (
            <li key={key}>
              <Link
                to={enquiriesHref({ ...filter, folder: key })}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex items-center gap-2 rounded-t-md border-b-2 px-3 py-2.5 text-sm font-medium",
                  current ? "border-brand-700 text-brand-800" : "border-transparent text-muted hover:border-gray-300 hover:text-ink",
                )}
              >
                <Icon aria-hidden className="size-4" />
                {INBOX_TEXTS.folderLabels[key]}
                <span
                  aria-hidden
                  className={cn(
                    "min-w-6 rounded-full px-2 py-0.5 text-center text-xs tabular-nums",
                    current ? "bg-brand-700 text-white" : "bg-gray-100 text-gray-700",
                  )}
                >
                  {count}
                </span>
                <span className="sr-only">, {INBOX_TEXTS.folderCount(count)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The enquiries the filter finds, newest first; unread ones stand out in weight, colour, a dot and a word. */
export function EnquiryList({ filter, rows, place }: { filter: EnquiryFilter; rows: EnquiryRow[]; place: EnquiryPlace }) {
  const folder = filter.folder;
  if (rows.length === 0) {
    return (
      <Card>
        <p className="p-8 text-center text-muted">{isFiltered(filter) ? PIPELINE_TEXTS.noMatch : INBOX_TEXTS.empty[folder]}</p>
      </Card>
    );
  }
  return (
    <Card className="overflow-hidden">
      <ul aria-label={INBOX_TEXTS.listLabel(folder)} className="divide-y divide-gray-200">
        {rows.map((row) => (
          <EnquiryListItem key={row.id} row={row} place={place} filter={filter} />
        ))}
      </ul>
    </Card>
  );
}

function EnquiryListItem({ row, place, filter }: { row: EnquiryRow; place: EnquiryPlace; filter: EnquiryFilter }) {
  const unread = !row.read;
  return (
    <li className={cn("relative flex gap-3 p-4 sm:px-5", unread ? "bg-brand-50" : "bg-white")} data-unread={unread || undefined}>
      <span aria-hidden className={cn("mt-1.5 size-2.5 shrink-0 rounded-full", unread ? "bg-brand-700" : "bg-transparent")} />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
          <p className="flex min-w-0 flex-col sm:flex-row sm:items-baseline sm:gap-2">
            <span className={cn("break-words text-ink", unread ? "font-semibold" : "font-medium")}>{row.name}</span>
            <span className="text-sm wrap-anywhere text-muted">{row.email}</span>
          </p>
          <p className="shrink-0 text-xs text-muted">
            <time dateTime={row.receivedAt}>{row.receivedLabel}</time>
          </p>
        </div>
        <h2 className="flex flex-wrap items-center gap-2 text-base">
          <Link to={enquiryHref(row.id)} className={cn("break-words text-brand-700 hover:underline", unread ? "font-bold" : "font-normal")}>
            {row.subject}
          </Link>
          {unread ? <Badge>{INBOX_TEXTS.unread}</Badge> : <span className="sr-only">({INBOX_TEXTS.read})</span>}
          <Badge variant="muted">{row.kind}</Badge>
          {row.language ? <Badge variant="outline">{row.language}</Badge> : null}
        </h2>
        <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted">
          <div className="flex items-center gap-1">
            <dt className="sr-only">{PIPELINE_TEXTS.status}</dt>
            <dd>
              <EnquiryStatusBadge status={row.status} />
            </dd>
          </div>
          <div className="flex items-center gap-1">
            <dt>{PIPELINE_TEXTS.assignee}:</dt>
            <dd className="font-medium text-ink">{row.assignee ?? PIPELINE_TEXTS.nobody}</dd>
          </div>
          <div className="flex items-center gap-1">
            <dt>{PIPELINE_TEXTS.lastActivity}:</dt>
            <dd>
              <time dateTime={row.lastActivityAt} title={row.lastActivityUtc}>
                {row.lastActivityLabel}
              </time>
            </dd>
          </div>
          {row.office ? (
            <div className="flex items-center gap-1">
              <dt>{OFFICE_TEXTS.office}:</dt>
              <dd className="font-medium text-ink">{row.office}</dd>
            </div>
          ) : null}
          {row.about ? (
            <div className="flex items-center gap-1">
              <dt>{PIPELINE_TEXTS.about}:</dt>
              <dd className="font-medium text-ink">{row.about}</dd>
            </div>
          ) : null}
        </dl>
        <p className="line-clamp-2 text-sm break-words text-muted">{row.preview}</p>
        <div role="group" aria-label={INBOX_TEXTS.rowActions(row.name)} className="-ms-3 flex flex-wrap gap-1 pt-1">
          <EnquiryToggleButtons enquiry={row} place={place} variant="ghost" />
          <EnquiryDeleteButton
            enquiry={row}
            place={place}
            variant="ghost"
            confirmHref={enquiriesHref(filter, place.page, { delete: row.id })}
          />
        </div>
      </div>
    </li>
  );
}

export function EnquiriesPagination({ filter, page, pageCount }: { filter: EnquiryFilter; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return <PageLinks texts={INBOX_TEXTS} page={page} pageCount={pageCount} href={(target) => enquiriesHref(filter, target)} />;
}
