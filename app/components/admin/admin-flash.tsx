import { AlertTriangle, CircleCheck } from "lucide-react";
import { useEffect } from "react";
import { toast as showToast, Toaster } from "sonner";
import { cn } from "~/components/ui/cn";
import { useHydrated } from "~/components/ui/use-hydrated";

export type FlashToast = { type: "success" | "error"; title: string; description?: string };

/**
 * The one-time message after a redirect (saved, deleted, signed in). With JavaScript it is a
 * sonner toast; the server also renders it as a status banner, so it is seen without
 * JavaScript, and the banner goes away as soon as the toast can take over: the toast is sent in
 * the same render that removes the banner, so the two never show together.
 */
export function AdminFlash({ toast }: { toast: FlashToast | null }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!toast || !hydrated) return;
    const show = toast.type === "error" ? showToast.error : showToast.success;
    show(toast.title, { description: toast.description });
  }, [toast, hydrated]);

  return (
    <>
      {/* Rendered before the effect above runs, so the toaster is listening when the toast is sent. */}
      <Toaster visibleToasts={3} duration={4000} closeButton position="bottom-center" />
      {toast && !hydrated ? <FlashBanner toast={toast} /> : null}
    </>
  );
}

function FlashBanner({ toast }: { toast: FlashToast }) {
  const error = toast.type === "error";
  const Icon = error ? AlertTriangle : CircleCheck;
  return (
    <div
      role={error ? "alert" : "status"}
      className={cn(
        "mb-6 flex items-start gap-3 rounded-md border p-4 text-sm",
        error ? "border-red-200 bg-red-50 text-red-900" : "border-green-200 bg-green-50 text-green-900",
      )}
    >
      <Icon aria-hidden className={cn("mt-0.5 size-4 shrink-0", error ? "text-red-700" : "text-green-700")} />
      <div className="space-y-1">
        <p className="font-medium">{toast.title}</p>
        {toast.description ? <p>{toast.description}</p> : null}
      </div>
    </div>
  );
}
