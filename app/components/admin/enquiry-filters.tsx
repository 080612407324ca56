import { Search, UserCheck } from "lucide-react";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Input } from "~/components/ui/input";
import { FilterDayRange, FilterField } from "./filter-field";
import { Select } from "~/components/ui/select";
import { OFFICE_TEXTS } from "~/content/offices-admin";
import { PIPELINE_TEXTS as TEXTS } from "~/content/enquiry-pipeline";
import { ENQUIRY_KIND_LABELS, ENQUIRY_KIND_TEXTS } from "~/content/enquiry-kinds";
import { ENQUIRY_KINDS } from "~/domain/enquiry-kinds";
import { enquiriesHref, isFiltered, SEARCH_MAX, type EnquiryFilter, type EnquiryStatusFilter } from "~/domain/enquiries";
import { ENQUIRY_STATUSES, type EnquiryStatus } from "~/domain/enquiry-pipeline";

export type StatusCounts = Record<EnquiryStatus | "all" | "active", number>;

const TABS: (EnquiryStatusFilter | "all")[] = ["all", "active", ...ENQUIRY_STATUSES];

function tabLabel(tab: EnquiryStatusFilter | "all"): string {
  if (tab === "all") return TEXTS.allStatuses;
  if (tab === "active") return TEXTS.active;
  return TEXTS.statusLabels[tab];
}

/**
 * The statuses as links, each with how many enquiries the rest of the filter finds in it; the
 * other filters stay as they are. Plain links: they work without JavaScript and can be shared.
 */
export function EnquiryStatusTabs({ filter, counts }: { filter: EnquiryFilter; counts: StatusCounts }) {
  const current = filter.status ?? "all";
  return (
    <nav aria-label={TEXTS.statusFilter}>
      <ul className="flex flex-wrap gap-2">
        {TABS.map((tab) => {
          const selected = tab === current;
          return (
            <li key={tab}>
              <Link
                to={enquiriesHref({ ...filter, status: tab === "all" ? undefined : tab })}
                aria-current={selected ? "page" : undefined}
                title={tab === "active" ? TEXTS.activeHint : undefined}
                className={cn(
                  "inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium",
                  selected ? "border-brand-700 bg-brand-700 text-white" : "border-gray-300 bg-white text-ink hover:border-brand-600",
                )}
              >
                {tabLabel(tab)}
                <span aria-hidden className="tabular-nums">
                  {counts[tab]}
                </span>
                <span className="sr-only">, {TEXTS.statusCount(counts[tab])}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * Search, kind, assignee and the days received, as a GET form: the filter lives in the URL, so a
 * filtered list can be bookmarked, and it works without JavaScript. "Assigned to me" is a link
 * that switches that filter on and off.
 */
export function EnquiryFilterForm({
  filter,
  assignees,
  offices,
  me,
}: {
  filter: EnquiryFilter;
  assignees: { id: string; name: string }[];
  offices: { id: string; name: string }[];
  me: { id: string; name: string };
}) {
  const mine = filter.assignee === "me";
  return (
    <Form
      method="get"
      aria-label={TEXTS.filters}
      // A new filter starts again from its first page.
      key={enquiriesHref(filter)}
      className="grid gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-7 lg:items-end"
    >
      {filter.folder === "archived" ? <input type="hidden" name="folder" value="archived" /> : null}
      {filter.status ? <input type="hidden" name="status" value={filter.status} /> : null}
      <FilterField id="enquiries-q" label={TEXTS.search} className="lg:col-span-2">
        <Input
          id="enquiries-q"
          name="q"
          type="search"
          placeholder={TEXTS.searchHint}
          maxLength={SEARCH_MAX}
          defaultValue={filter.q ?? ""}
        />
      </FilterField>
      <FilterField id="enquiries-kind" label={ENQUIRY_KIND_TEXTS.kind}>
        <Select id="enquiries-kind" name="kind" defaultValue={filter.kind ?? ""}>
          <option value="">{ENQUIRY_KIND_TEXTS.allKinds}</option>
          {ENQUIRY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {ENQUIRY_KIND_LABELS[kind]}
            </option>
          ))}
        </Select>
      </FilterField>
      <FilterField id="enquiries-assignee" label={TEXTS.assignee}>
        <Select id="enquiries-assignee" name="assignee" defaultValue={filter.assignee ?? ""}>
          <option value="">{TEXTS.anyone}</option>
          <option value="me">{TEXTS.me(me.name)}</option>
          <option value="none">{TEXTS.unassigned}</option>
          {assignees
            .filter((person) => person.id !== me.id)
            .map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
        </Select>
      </FilterField>
      <FilterField id="enquiries-office" label={OFFICE_TEXTS.officeFilter}>
        <Select id="enquiries-office" name="office" defaultValue={filter.office ?? ""}>
          <option value="">{OFFICE_TEXTS.anyOffice}</option>
          {offices.map((office) => (
            <option key={office.id} value={office.id}>
              {office.name}
            </option>
          ))}
          <option value="none">{OFFICE_TEXTS.noOffice}</option>
        </Select>
      </FilterField>
      <FilterDayRange idPrefix="enquiries" labels={{ from: TEXTS.receivedFrom, to: TEXTS.receivedTo }} from={filter.from} to={filter.to} />
      <div className="flex flex-wrap items-center gap-2 sm:col-span-2 lg:col-span-7">
        <Button type="submit">
          <Search aria-hidden />
          {TEXTS.apply}
        </Button>
        {isFiltered(filter) ? (
          <Button asChild variant="ghost">
            <Link to={enquiriesHref({ folder: filter.folder })}>{TEXTS.clear}</Link>
          </Button>
        ) : null}
        <Button asChild variant={mine ? "default" : "outline"} className="ms-auto">
          <Link to={enquiriesHref({ ...filter, assignee: mine ? undefined : "me" })} aria-current={mine ? "page" : undefined}>
            <UserCheck aria-hidden />
            {TEXTS.assignedToMe}
          </Link>
        </Button>
      </div>
    </Form>
  );
}
