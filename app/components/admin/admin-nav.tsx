import {
  ArrowLeftRight,
  BarChart3,
  Banknote,
  Boxes,
  CalendarDays,
  CircleUser,
  History,
  Inbox,
  LayoutDashboard,
  MapPin,
  Package,
  Plane,
  Receipt,
  ConciergeBell,
  FileText,
  Settings,
  Ticket,
  Users,
  Wallet,
  type LucideIcon,
} from "lucide-react";
import { NavLink } from "react-router";
import { cn } from "~/components/ui/cn";
import { ADMIN_NAV, ADMIN_SHELL_TEXTS, type AdminNavKey } from "~/content/admin";
import { canManageUsers, type Role } from "~/domain/users";

const ICONS: Record<AdminNavKey, LucideIcon> = {
  dashboard: LayoutDashboard,
  destinations: MapPin,
  tours: Plane,
  services: ConciergeBell,
  inbox: Inbox,
  quotes: Receipt,
  bookings: Ticket,
  shipments: Package,
  batches: Boxes,
  payments: Wallet,
  reports: BarChart3,
  calendar: CalendarDays,
  users: Users,
  activity: History,
  settings: Settings,
  siteContent: FileText,
  currencies: Banknote,
  data: ArrowLeftRight,
  account: CircleUser,
};

/** The count of unread messages beside Inbox: the digit is shown, "3 unread" is read out. */
export function AdminUnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      className={cn(
        "ms-auto inline-flex min-w-6 items-center justify-center rounded-full bg-accent-400 px-1.5 text-xs font-semibold text-ink tabular-nums",
        className,
      )}
    >
      <span aria-hidden>{count > 99 ? "99+" : count}</span>
      <span className="sr-only">{ADMIN_SHELL_TEXTS.unread(count)}</span>
    </span>
  );
}

/** The back office's sections; Users only for admins. The current one is marked with aria-current. */
export function AdminNav({
  role,
  unreadCount,
  label,
  onNavigate,
}: {
  role: Role;
  unreadCount: number;
  label: string;
  onNavigate?: () => void;
}) {
  const entries = ADMIN_NAV.filter((entry) => !entry.adminOnly || canManageUsers(role));
  return (
    <nav aria-label={label}>
      <ul className="flex flex-col gap-1">
        {entries.map((entry) => {
          const Icon = ICONS[entry.key];
          return (
            <li key={entry.key}>
              <NavLink
                to={entry.to}
                end={entry.end}
                prefetch="intent"
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors",
                    isActive ? "bg-brand-700 text-white" : "text-ink hover:bg-brand-50 hover:text-brand-800",
                  )
                }
              >
                <Icon aria-hidden className="size-4 shrink-0" />
                <span>{entry.label}</span>
                {entry.key === "inbox" ? <AdminUnreadBadge count={unreadCount} /> : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
