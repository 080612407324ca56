import { ExternalLink, LogOut, Menu } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { ADMIN_SHELL_TEXTS as TEXTS } from "~/content/admin";
import { type Role } from "~/domain/users";
import { ROLE_LABELS } from "~/content/users";
import { AdminNav, AdminUnreadBadge } from "./admin-nav";

export type AdminShellUser = { id: string; name: string; email: string; role: Role };

/**
 * The frame of every admin screen: a sidebar from 1024px up; below that a top bar whose
 * menu is a <details> element, so it opens and closes without JavaScript too.
 */
export function AdminShell({ user, unreadCount, children }: { user: AdminShellUser; unreadCount: number; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-gray-50 lg:flex print:block print:min-h-0 print:bg-white">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {TEXTS.skipToContent}
      </a>
      <AdminTopBar user={user} unreadCount={unreadCount} />
      {/* The banner landmark on wide screens; below 1024px the top bar is the banner instead. */}
      <header className="hidden w-64 shrink-0 flex-col border-e border-gray-200 bg-white lg:sticky lg:top-0 lg:flex lg:h-screen print:hidden">
        <div className="border-b border-gray-200 px-5 py-4">
          <AdminBrand />
        </div>
        <div className="flex-1 overflow-y-auto p-3">
          <AdminNav role={user.role} unreadCount={unreadCount} label={TEXTS.navLabel} />
        </div>
        <div className="space-y-3 border-t border-gray-200 p-3">
          <ViewWebsiteLink />
          <AdminUserCard user={user} />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-10 lg:py-8 print:p-0">
        <div className="mx-auto max-w-6xl print:max-w-none">{children}</div>
      </main>
    </div>
  );
}

function AdminBrand() {
  return (
    <Link to="/admin" className="flex items-baseline gap-2 rounded-sm font-semibold text-brand-800">
      <span>{TEXTS.brand}</span>
      <span className="rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-700">{TEXTS.area}</span>
    </Link>
  );
}

function ViewWebsiteLink() {
  return (
    <a
      href="/"
      className="flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-brand-50 hover:text-brand-800"
    >
      <ExternalLink aria-hidden className="size-4 shrink-0" />
      {TEXTS.viewWebsite}
    </a>
  );
}

/** Who is signed in, and the Sign out button (a POST, so a link or a prefetch cannot sign anyone out). */
function AdminUserCard({ user }: { user: AdminShellUser }) {
  return (
    <div className="flex items-center justify-between gap-2 rounded-md bg-gray-50 p-3">
      <div className="min-w-0">
        <p className="sr-only">{TEXTS.signedInAs}</p>
        <p className="truncate text-sm font-medium text-ink" title={user.email}>
          {user.name}
        </p>
        <p className="text-xs text-muted">{ROLE_LABELS[user.role]}</p>
      </div>
      <SignOutButton />
    </div>
  );
}

export function SignOutButton({ className }: { className?: string }) {
  return (
    <Form method="post" action="/logout" className={className}>
      <Button type="submit" variant="outline" size="sm">
        <LogOut aria-hidden className="rtl:rotate-180" />
        {TEXTS.signOut}
      </Button>
    </Form>
  );
}

/** Below 1024px: brand, unread count and a disclosure menu with the same navigation. */
function AdminTopBar({ user, unreadCount }: { user: AdminShellUser; unreadCount: number }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  // After a client-side navigation the open menu would otherwise stay open over the new screen.
  // Only after one: on the first run (hydration) a menu opened by a tap before the script ran
  // stays open (it closed itself on a slow start, seen in CI).
  const shownAt = useRef(`${location.pathname}${location.search}`);
  useEffect(() => {
    const at = `${location.pathname}${location.search}`;
    if (at === shownAt.current) return;
    shownAt.current = at;
    if (menu.current) menu.current.open = false;
  }, [location.pathname, location.search]);

  return (
    <header className="sticky top-0 z-40 flex items-center justify-between gap-3 border-b border-gray-200 bg-white px-4 py-2 lg:hidden print:hidden">
      <AdminBrand />
      <details ref={menu} className="group">
        <summary className="inline-flex cursor-pointer list-none items-center gap-2 rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium text-ink group-open:bg-gray-100 [&::-webkit-details-marker]:hidden">
          <Menu aria-hidden className="size-4" />
          {TEXTS.menu}
          <AdminUnreadBadge count={unreadCount} className="ms-0" />
        </summary>
        <div className="absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] space-y-3 overflow-y-auto border-b border-gray-200 bg-white p-3 shadow-lg">
          <AdminNav role={user.role} unreadCount={unreadCount} label={TEXTS.navLabel} />
          <ViewWebsiteLink />
          <AdminUserCard user={user} />
        </div>
      </details>
    </header>
  );
}
