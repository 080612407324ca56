import { AlertTriangle, CircleCheck } from "lucide-react";

/** A message in the page: an error is read out at once (role="alert"), a success politely (role="status"). */
export function Notice({ type, text, id }: { type: "success" | "error"; text: string; id?: string }) {
  const error = type === "error";
  const Icon = error ? AlertTriangle : CircleCheck;
  return (
    <div
      id={id}
      role={error ? "alert" : "status"}
      className={
        error
          ? "flex items-start gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          : "flex items-start gap-3 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900"
      }
    >
      <Icon aria-hidden className={error ? "mt-0.5 size-4 shrink-0 text-red-700" : "mt-0.5 size-4 shrink-0 text-green-700"} />
      <p>{text}</p>
    </div>
  );
}
