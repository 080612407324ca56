import { data, Outlet } from "react-router";
import { KeptFormNotice } from "~/components/admin/kept-form";
import { UnsavedChangesGuard } from "~/components/admin/unsaved-changes";
import { AdminErrorPage } from "~/components/admin/admin-error";
import { AdminFlash } from "~/components/admin/admin-flash";
import { AdminShell } from "~/components/admin/admin-shell";
import { takeToast } from "~/server/platform/flash.server";
import { countUnreadEnquiries } from "~/server/enquiries/enquiries.server";
import { adminGate, signedInUser } from "~/server/accounts/admin-gate.server";
import { takeKeptForm } from "~/server/platform/kept-forms/kept-forms.server";
import type { Route } from "./+types/layout";

/** Every admin screen, form post and download below this layout passes the gate once per request. */
export const middleware: Route.MiddlewareFunction[] = [adminGate];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = signedInUser(context);
  const [unreadCount, { toast, headers }, taken] = await Promise.all([
    countUnreadEnquiries(),
    takeToast(request),
    // What the user typed when their session ended, back on its screen once (decision 0041).
    takeKeptForm(request, user),
  ]);
  for (const cookie of taken.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return data({ user, unreadCount, toast, kept: taken.kept }, { headers });
}

/** Admin pages are private: never indexed, never kept by a shared cache or the back/forward cache. */
export function headers() {
  return { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "private, no-store" };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { user, unreadCount, toast } = loaderData;
  return (
    <AdminShell user={user} unreadCount={unreadCount}>
      <meta name="robots" content="noindex, nofollow" />
      <AdminFlash toast={toast} />
      <KeptFormNotice />
      <UnsavedChangesGuard />
      <Outlet />
    </AdminShell>
  );
}

/** A screen without its own error boundary that refuses or fails lands here. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
