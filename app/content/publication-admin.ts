import type { CatalogueKind } from "~/domain/catalogue";
import type { ToastText } from "~/domain/catalogue-admin";
import type { PublicationState } from "~/domain/publication";
import type { TranslatedLocale } from "~/domain/translations";

/** The back office's words for drafts, publishing and previews (issue #12; the admin stays English). */
export const PUBLICATION_TEXTS = {
  statusHeader: "Status",
  states: { draft: "Draft", scheduled: "Scheduled", published: "Published" } satisfies Record<PublicationState, string>,
  scheduledFor: (time: string) => `Scheduled for ${time} UTC`,
  publish: "Publish",
  unpublish: "Unpublish",
  preview: "Preview",
  /** Read after the Preview link's name: it opens the public page in a new tab (issue #23). */
  opensInNewTab: "(opens in a new tab)",
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
  /** Publish's question when a language is missing (issue #23). */
  missingTitle: (title: string) => `Publish "${title}"?`,
  missingLanguages: (missing: readonly TranslatedLocale[]) => {
    const names = missing.map((locale) => LANGUAGE_NAMES[locale]);
    const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0];
    return `${list} ${names.length > 1 ? "are" : "is"} missing: visitors on those pages will see the English text. Publish anyway?`;
  },
  publishAnyway: "Publish anyway",
  cancel: "Cancel",
  changed: (kind: CatalogueKind, title: string, published: boolean): ToastText => ({
    title: published ? `${KIND_NAMES[kind]} published` : `${KIND_NAMES[kind]} unpublished`,
    description: published ? `"${title}" is published.` : `"${title}" is now a draft, hidden from visitors.`,
  }),
};

const LANGUAGE_NAMES: Record<TranslatedLocale, string> = { fr: "French", ar: "Arabic" };
const KIND_NAMES: Record<CatalogueKind, string> = { destination: "Destination", tour: "Tour", service: "Service" };
