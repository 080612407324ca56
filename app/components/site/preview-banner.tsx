import { EyeOff } from "lucide-react";
import { useTranslations } from "use-intl";
import type { PreviewNotice } from "~/domain/publication";

/** The preview's banner, above the page's heading; the page also tells robots not to index it. */
export function PreviewBanner({ notice }: { notice: PreviewNotice | null }) {
  const t = useTranslations("preview");
  if (!notice) return null;
  return (
    <div role="note" className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <meta name="robots" content="noindex, nofollow" />
      <EyeOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="space-y-1">
        <p className="font-semibold">{t("banner")}</p>
        {notice.scheduledAt ? <p>{t("scheduled", { time: notice.scheduledAt.slice(0, 16).replace("T", " ") })}</p> : null}
        <p className="text-sm">{t("hint")}</p>
      </div>
    </div>
  );
}

/** A public route's `headers` export: the preview's headers (no-store, noindex) when its loader set them. */
export function previewHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Headers {
  return loaderHeaders;
}
