import { createContext, use, useState } from "react";
import { useTranslations } from "use-intl";

/** The id of the response being rendered, given by entry.server.tsx (the server log names it with the stack). */
export const ErrorIdContext = createContext<string | null>(null);

const ELEMENT_ID = "error-id";
/** Sent with a failed response (entry.server.tsx), so the browser can name a failed .data request too. */
export const ERROR_TIMING = "error";

/** The id of the latest failed .data request, from its Server-Timing entry. */
function failedDataRequestId(): string | null {
  if (typeof performance === "undefined") return null;
  const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
  for (const entry of entries.toReversed()) {
    const timing = entry.serverTiming?.find((item) => item.name === ERROR_TIMING);
    if (timing?.description) return timing.description;
  }
  return null;
}

/**
 * "Tell us this error id: …" on an error page: the server's render names its response; after a
 * failed navigation the browser names the failed request, and while hydrating it keeps what
 * the server rendered.
 */
export function ErrorId() {
  const t = useTranslations("error");
  const fromServer = use(ErrorIdContext);
  const [id] = useState(
    () =>
      fromServer ??
      failedDataRequestId() ??
      (typeof document === "undefined" ? null : (document.getElementById(ELEMENT_ID)?.textContent ?? null)),
  );
  if (!id) return null;
  return (
    <p className="text-sm text-muted">
      {t("errorId")} <code id={ELEMENT_ID}>{id}</code>
    </p>
  );
}
