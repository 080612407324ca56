import { useTranslations } from "use-intl";
import type { PreviewNotice } from "~/domain/publication";

/**
 * The preview's banner, above the page's heading; the page also tells robots not to index it.
 * Text only (no icon): it is in every detail page's bundle, and visitors never see it.
 */
export function PreviewBanner({ notice }: { notice: PreviewNotice | null }) {
  const t = useTranslations("preview");
  if (!notice) return null;
  return (
    <div role="note" className="space-y-1 rounded-lg border-s-4 border-amber-500 bg-amber-50 p-4 text-amber-950">
      <meta name="robots" content="noindex, nofollow" />
      <p className="font-semibold">{t("banner")}</p>
      {notice.scheduledAt ? <p>{t("scheduled", { time: notice.scheduledAt.slice(0, 16).replace("T", " ") })}</p> : null}
      <p className="text-sm">{t("hint")}</p>
    </div>
  );
}

/** A public route's `headers` export: the preview's headers (no-store, noindex) when its loader set them. */
export function previewHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Headers {
  return loaderHeaders;
}
