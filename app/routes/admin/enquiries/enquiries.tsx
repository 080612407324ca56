import { RESULTS_ID } from "~/components/ui/page-links";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { EnquiriesPagination, EnquiryFolders, EnquiryList, type EnquiryRow } from "~/components/admin/enquiries-list";
import { EnquiryPendingDelete } from "~/components/admin/enquiry-actions";
import { EnquiryFilterForm, EnquiryStatusTabs } from "~/components/admin/enquiry-filters";
import { adminMeta } from "~/components/admin/admin-page-header";
import { Button } from "~/components/ui/button";
import { parsePage } from "~/domain/sort";
import { relativeTime } from "~/content/audit-history";
import { utcLabel } from "~/domain/audit";
import { signedInUser } from "~/server/accounts/admin-gate.server";
import {
  countEnquiriesByFolder,
  countEnquiriesByStatus,
  getEnquiry,
  listEnquiries,
  type Enquiry,
} from "~/server/enquiries/enquiries.server";
import { officeChoices, staffTimeZone } from "~/server/platform/offices.server";
import { listUsers } from "~/server/accounts/users.server";
import { enquiryDeleteEffects } from "~/server/catalogue/delete-effects.server";
import type { Route } from "./+types/enquiries";
import { enquiriesHref, enquiryFilterQuery, enquiryPreview, formatReceived, parseEnquiryFilter } from "~/domain/enquiries";
import { INBOX_TEXTS } from "~/content/inbox";
import { ENQUIRY_KIND_LABELS, enquiryTopic, formEnquiryOf } from "~/content/enquiry-kinds";
import { PIPELINE_TEXTS } from "~/content/enquiry-pipeline";

// The list only reads; every change is posted to the enquiry's own route (admin/enquiry.tsx).
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const params = new URL(request.url).searchParams;
  const filter = parseEnquiryFilter(params);
  // A page past the end (the last enquiry on it was just archived) shows the last page (searchPage).
  const [page, counts, statusCounts, users, offices, timeZone] = await Promise.all([
    listEnquiries(filter, parsePage(params), user.id),
    countEnquiriesByFolder(),
    countEnquiriesByStatus(filter, user.id),
    listUsers(),
    officeChoices(),
    staffTimeZone(context),
  ]);
  const officeNames = new Map(offices.map((office) => [office.id, office.name]));
  // Without JavaScript the delete button asks for confirmation through the URL (?delete=id).
  const deleteId = params.get("delete");
  const pending = deleteId ? await getEnquiry(deleteId) : null;
  const reference = new Date();
  return {
    filter,
    // The list's own address, posted with each row's buttons so they come back to it.
    listQuery: enquiryFilterQuery(filter, page.page).toString(),
    counts,
    statusCounts,
    me: { id: user.id, name: user.name },
    assignees: users.map((person) => ({ id: person.id, name: person.name })),
    offices: offices.map((office) => ({ id: office.id, name: office.name })),
    page: {
      page: page.page,
      pageCount: page.pageCount,
      total: page.total,
      rows: page.rows.map((row) => toRow(row, reference, timeZone, row.office ? (officeNames.get(row.office) ?? null) : null)),
    },
    pendingDelete: pending ? summary(pending) : null,
    // What else deleting it affects (issue #23): for the page above the list, and for the dialog, which loads it.
    deleteEffects: pending ? await enquiryDeleteEffects(pending.id) : null,
  };
}

function summary(enquiry: Enquiry) {
  return {
    id: enquiry.id,
    name: enquiry.name,
    subject: enquiry.subject,
    read: enquiry.readAt !== null,
    archived: enquiry.archivedAt !== null,
  };
}

/** A row as the list shows it; times in the reader's office zone (issue #23). */
function toRow(enquiry: Enquiry, reference: Date, timeZone: string, office: string | null): EnquiryRow {
  const lastActivity = enquiry.lastActivityAt.toISOString();
  return {
    ...summary(enquiry),
    email: enquiry.email,
    preview: enquiryPreview(enquiry.message),
    receivedAt: enquiry.createdAt.toISOString(),
    receivedLabel: formatReceived(enquiry.createdAt, timeZone),
    kind: ENQUIRY_KIND_LABELS[enquiry.kind],
    language: enquiry.locale === "en" ? null : INBOX_TEXTS.languageNames[enquiry.locale],
    status: enquiry.status,
    assignee: enquiry.assignee?.name ?? null,
    lastActivityAt: lastActivity,
    lastActivityLabel: relativeTime(lastActivity, reference),
    lastActivityUtc: utcLabel(lastActivity, timeZone),
    office,
    // The tour it is about, else a form's route or country.
    about: enquiry.tourTitle ?? topicOf(enquiry),
  };
}

function topicOf(enquiry: Enquiry): string | null {
  const form = formEnquiryOf(enquiry);
  return form ? enquiryTopic(form) : null;
}

export default function EnquiriesScreen({ loaderData }: Route.ComponentProps) {
  const { filter, listQuery, counts, statusCounts, me, assignees, offices, page, pendingDelete } = loaderData;
  const place = { folder: filter.folder, page: page.page, on: "list" as const, list: listQuery };
  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4">
        <div>
          <Button asChild variant="ghost" size="sm" className="-ms-3 text-muted">
            <Link to="/admin">
              <ArrowLeft aria-hidden className="rtl:rotate-180" />
              {INBOX_TEXTS.dashboardLink}
            </Link>
          </Button>
        </div>
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-ink">{INBOX_TEXTS.title}</h1>
          <p className="text-muted">
            {INBOX_TEXTS.subtitle}{" "}
            {counts.unread > 0 ? <strong className="font-semibold text-ink">{INBOX_TEXTS.unreadCount(counts.unread)}</strong> : null}
          </p>
        </div>
      </header>

      <EnquiryFolders filter={filter} counts={counts} />
      <EnquiryStatusTabs filter={filter} counts={statusCounts} />
      <EnquiryFilterForm filter={filter} assignees={assignees} offices={offices} me={me} />
      <p id={RESULTS_ID} role="status" className="scroll-mt-16 text-sm text-muted">
        {PIPELINE_TEXTS.matching(page.total)}
      </p>

      {pendingDelete ? (
        <EnquiryPendingDelete
          enquiry={pendingDelete}
          place={place}
          cancelHref={enquiriesHref(filter, page.page)}
          effects={loaderData.deleteEffects}
        />
      ) : null}

      <EnquiryList filter={filter} rows={page.rows} place={place} />
      <EnquiriesPagination filter={filter} page={page.page} pageCount={page.pageCount} />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  adminMeta(loaderData?.filter.folder === "archived" ? INBOX_TEXTS.folderLabels.archived : INBOX_TEXTS.title);
