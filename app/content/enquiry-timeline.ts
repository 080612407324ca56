import { utcLabel } from "~/domain/audit";
import { isEnquiryStatus, type EnquiryStatus } from "~/domain/enquiry-pipeline";
import type { EnquiryEvent, TimelineEntry } from "~/domain/enquiry-timeline";
import { relativeTime } from "./audit-history";
import { PIPELINE_TEXTS } from "./enquiry-pipeline";
import { OFFICE_TEXTS } from "./offices-admin";

/** An enquiry's events (domain/enquiry-timeline) in the words the enquiry screen shows. */

const { events: EVENT_TEXTS } = PIPELINE_TEXTS;

function text(data: Record<string, unknown> | null, key: string): string {
  const value = data?.[key];
  return typeof value === "string" ? value : "";
}

function statusName(value: unknown): string {
  return isEnquiryStatus(value) ? PIPELINE_TEXTS.statusLabels[value as EnquiryStatus] : String(value ?? "");
}

function personName(value: unknown): string | null {
  if (typeof value === "object" && value !== null && typeof (value as { name?: unknown }).name === "string") {
    return (value as { name: string }).name;
  }
  return null;
}

function deliveryResult(data: Record<string, unknown> | null): TimelineEntry["result"] {
  switch (data?.outcome) {
    case "sent":
      return { tone: "success", text: PIPELINE_TEXTS.delivery.sent };
    case "failed":
      return { tone: "error", text: PIPELINE_TEXTS.delivery.failed(text(data, "reason")) };
    case "queued":
      return { tone: "pending", text: PIPELINE_TEXTS.delivery.queued(text(data, "reason")) };
    default:
      return { tone: "pending", text: PIPELINE_TEXTS.delivery.sending };
  }
}

/** The summary, details and result of an event, from its type and data. */
export function describeEvent(type: string, data: Record<string, unknown> | null): Pick<TimelineEntry, "summary" | "details" | "result"> {
  switch (type) {
    case "received":
      return { summary: EVENT_TEXTS.received };
    case "status":
      return { summary: EVENT_TEXTS.status(statusName(data?.from), statusName(data?.to)) };
    case "assigned": {
      const to = personName(data?.to);
      return { summary: to ? EVENT_TEXTS.assigned(to) : EVENT_TEXTS.unassigned(personName(data?.from) ?? PIPELINE_TEXTS.nobody) };
    }
    case "routed": {
      const to = personName(data?.to);
      return {
        summary: to ? OFFICE_TEXTS.events.routed(to) : OFFICE_TEXTS.events.unrouted(personName(data?.from) ?? OFFICE_TEXTS.noOffice),
      };
    }
    case "note":
      return { summary: EVENT_TEXTS.note, details: [text(data, "text")] };
    case "email":
      return {
        summary: EVENT_TEXTS.email(text(data, "to")),
        details: [EVENT_TEXTS.emailSubject(text(data, "subject")), text(data, "text")],
        result: deliveryResult(data),
      };
    case "archived":
      return { summary: EVENT_TEXTS.archived };
    case "unarchived":
      return { summary: EVENT_TEXTS.unarchived };
    default: {
      const summary = text(data, "summary");
      const details = data?.details;
      return {
        summary: summary || type.charAt(0).toUpperCase() + type.slice(1).replace(/-/g, " "),
        ...(Array.isArray(details) ? { details: details.filter((line): line is string => typeof line === "string") } : {}),
      };
    }
  }
}

/** An event as the timeline shows it; `reference` is "now" for the relative time. */
export function toTimelineEntry(event: EnquiryEvent, reference: Date, timeZone = "UTC"): TimelineEntry {
  return {
    id: event.id,
    at: event.at,
    utc: utcLabel(event.at, timeZone),
    when: relativeTime(event.at, reference),
    type: event.type,
    actor: event.actor?.name ?? PIPELINE_TEXTS.system,
    ...describeEvent(event.type, event.data),
  };
}
