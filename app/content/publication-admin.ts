import type { CatalogueKind } from "~/domain/catalogue";
import type { ToastText } from "~/domain/catalogue-admin";
import type { PublicationState } from "~/domain/publication";

/** The back office's words for drafts, publishing and previews (issue #12; the admin stays English). */
export const PUBLICATION_TEXTS = {
  statusHeader: "Status",
  states: { draft: "Draft", scheduled: "Scheduled", published: "Published" } satisfies Record<PublicationState, string>,
  scheduledFor: (time: string) => `Scheduled for ${time} UTC`,
  publish: "Publish",
  unpublish: "Unpublish",
  preview: "Preview",
  previewLabel: (title: string) => `Preview ${title} (opens the public page)`,
  publishLabel: (title: string) => `Publish ${title}`,
  unpublishLabel: (title: string) => `Unpublish ${title}`,
  filterLabel: "Status",
  filterAll: "All statuses",
  publishAtLabel: "Scheduled publish (UTC, optional)",
  publishAtHint: "A published record stays hidden from visitors until this time. Leave empty to publish as soon as you click Publish.",
  publishAtInvalid: "Enter a date and time, or leave the field empty.",
  unknownIntent: "Unknown action.",
  importBadStatus: 'The status must be "draft" or "published".',
  tourDestinationIsDraft: "This tour cannot be published while its destination is a draft. Publish the destination first, then the tour.",
  changed: (kind: CatalogueKind, title: string, published: boolean): ToastText => ({
    title: published ? `${KIND_NAMES[kind]} published` : `${KIND_NAMES[kind]} unpublished`,
    description: published ? `"${title}" is published.` : `"${title}" is now a draft, hidden from visitors.`,
  }),
};

const KIND_NAMES: Record<CatalogueKind, string> = { destination: "Destination", tour: "Tour", service: "Service" };
