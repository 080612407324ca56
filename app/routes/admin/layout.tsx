import { data, Outlet } from "react-router";
import { AdminErrorPage } from "~/components/admin/admin-error";
import { AdminFlash } from "~/components/admin/admin-flash";
import { AdminShell } from "~/components/admin/admin-shell";
import { takeToast } from "~/server/flash.server";
import { countUnreadEnquiries } from "~/server/enquiries.server";
import { requireUser } from "~/server/session.server";
import type { Route } from "./+types/layout";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [unreadCount, { toast, headers }] = await Promise.all([countUnreadEnquiries(), takeToast(request)]);
  return data({ user, unreadCount, toast }, { headers });
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
      <Outlet />
    </AdminShell>
  );
}

/** A screen without its own error boundary that refuses or fails lands here. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminErrorPage error={error} />;
}
