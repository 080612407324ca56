import { AlertTriangle } from "lucide-react";
import { useEffect, type ReactNode } from "react";
import { useLocation } from "react-router";
import { toast } from "sonner";
import type { ToastText } from "~/domain/catalogue-admin";

/**
 * An action's error, shown twice: as a toast when JavaScript runs, and inline with
 * role="alert" so it is read out, stays visible, and also works without JavaScript.
 */
export function ProblemAlert({ problem, children }: { problem: ToastText | undefined; children?: ReactNode }) {
  useEffect(() => {
    if (problem) toast.error(problem.title, { description: problem.description });
  }, [problem]);
  if (!problem) return null;
  return (
    <div role="alert" className="flex items-start gap-3 rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-red-700" />
      <div className="space-y-1">
        <p>{problem.description ?? problem.title}</p>
        {children}
      </div>
    </div>
  );
}

/** A refused save's message; when someone else saved first, with a link that reloads the latest version. */
export function SaveProblemAlert({
  problem,
  conflict,
  reloadLabel,
}: {
  problem: ToastText | undefined;
  conflict?: boolean;
  reloadLabel: string;
}) {
  const location = useLocation();
  return (
    <ProblemAlert problem={problem}>
      {conflict ? (
        <a href={location.pathname} className="font-medium underline">
          {reloadLabel}
        </a>
      ) : null}
    </ProblemAlert>
  );
}
