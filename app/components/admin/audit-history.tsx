import { Link } from "react-router";
import { AUDIT_TEXTS } from "~/content/audit";
import type { AuditItem } from "~/domain/audit";
import type { AuditThumbnail } from "~/domain/audit-changes";
import { AdminSection } from "./catalogue-detail";

/** "Price $1,299 → $1,399 by Rima, 2 hours ago": a record's changes, newest first, on its detail screen. */
export function AuditHistory({
  items,
  title = AUDIT_TEXTS.history.title,
  showAllLink,
}: {
  items: AuditItem[];
  title?: string;
  showAllLink?: string | null;
}) {
  return (
    <AdminSection title={title}>
      {items.length === 0 ? (
        <p className="text-sm text-muted">{AUDIT_TEXTS.history.empty}</p>
      ) : (
        <ol className="space-y-4 text-sm" aria-label={title}>
          {items.map((item) => (
            <li key={item.id} className="border-s-2 border-brand-100 ps-3">
              <p className="font-medium text-ink">
                {item.actionLabel}
                {item.subject ? <span className="font-normal text-muted"> · {item.subject}</span> : null}
              </p>
              {item.lines.length > 0 ? (
                <ul className="mt-1 space-y-0.5 break-words text-ink">
                  {item.lines.map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
                </ul>
              ) : null}
              <AuditThumbnails thumbnails={item.thumbnails} />
              <p className="mt-1 text-muted">
                {AUDIT_TEXTS.by(item.actor)}
                <AuditTime item={item} />
              </p>
            </li>
          ))}
        </ol>
      )}
      {showAllLink ? (
        <p className="mt-4 text-sm">
          <Link to={showAllLink} className="text-brand-700 hover:underline">
            {AUDIT_TEXTS.history.allActivity}
          </Link>
        </p>
      ) : null}
    </AdminSection>
  );
}

/** The photos a change added, removed or replaced: small pictures, each captioned with what happened to it. */
export function AuditThumbnails({ thumbnails }: { thumbnails: AuditThumbnail[] }) {
  if (thumbnails.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {thumbnails.map((thumbnail, index) => (
        <li key={index}>
          <figure className="w-20">
            <img
              src={thumbnail.src}
              alt=""
              width={80}
              height={60}
              loading="lazy"
              className="h-15 w-20 rounded border border-gray-200 object-cover"
            />
            <figcaption className="mt-0.5 text-xs text-muted">{thumbnail.label}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** The relative time, with the absolute UTC time in the element's datetime and title. */
export function AuditTime({ item }: { item: Pick<AuditItem, "at" | "utc" | "when"> }) {
  return (
    <time dateTime={item.at} title={item.utc}>
      {item.when}
    </time>
  );
}
