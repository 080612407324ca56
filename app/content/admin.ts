import { COMPANY } from "./company";
import { plural, type PluralForms } from "./plural";

/**
 * The words of the back office's frame (navigation, user menu) and of the dashboard
 * (docs/product-spec.md "Admin dashboard", docs/product-decisions.md: real counts plus an Inbox card).
 */

export const ADMIN_SHELL_TEXTS = {
  brand: COMPANY.name,
  area: "Admin",
  skipToContent: "Skip to main content",
  navLabel: "Admin",
  menu: "Menu",
  viewWebsite: "View Website",
  signedInAs: "Signed in as",
  signOut: "Sign out",
  unread: (count: number) => `${count} unread`,
} as const;

export type AdminNavKey =
  | "dashboard"
  | "destinations"
  | "tours"
  | "services"
  | "inbox"
  | "quotes"
  | "bookings"
  | "shipments"
  | "batches"
  | "payments"
  | "reports"
  | "calendar"
  | "users"
  | "activity"
  | "settings"
  | "siteContent"
  | "currencies"
  | "data"
  | "account";

export type AdminNavEntry = { key: AdminNavKey; label: string; to: string; adminOnly?: boolean; end?: boolean };

export const ADMIN_NAV: readonly AdminNavEntry[] = [
  { key: "dashboard", label: "Dashboard", to: "/admin", end: true },
  { key: "destinations", label: "Destinations", to: "/admin/destinations" },
  { key: "tours", label: "Tours", to: "/admin/tours" },
  { key: "services", label: "Services", to: "/admin/services" },
  { key: "inbox", label: "Enquiries", to: "/admin/messages" },
  { key: "quotes", label: "Quotes", to: "/admin/quotes" },
  { key: "bookings", label: "Bookings", to: "/admin/bookings" },
  { key: "shipments", label: "Shipments", to: "/admin/shipments" },
  { key: "batches", label: "Batches", to: "/admin/batches" },
  { key: "payments", label: "Payments", to: "/admin/payments" },
  { key: "reports", label: "Reports", to: "/admin/reports" },
  { key: "calendar", label: "Calendar", to: "/admin/calendar" },
  { key: "users", label: "Users", to: "/admin/users", adminOnly: true },
  { key: "activity", label: "Activity", to: "/admin/activity", adminOnly: true },
  { key: "settings", label: "Settings", to: "/admin/settings", adminOnly: true, end: true },
  { key: "siteContent", label: "Site content", to: "/admin/settings/content", adminOnly: true },
  { key: "currencies", label: "Currencies", to: "/admin/settings/currencies", adminOnly: true },
  { key: "data", label: "Import and export", to: "/admin/data" },
  { key: "account", label: "Your account", to: "/admin/account" },
];

export const DASHBOARD_TEXTS = {
  title: "Dashboard",
  heading: "Admin Dashboard",
  welcome: (name: string) => `Welcome, ${name}. Manage the catalogue, read enquiries and keep the website up to date.`,
  viewWebsite: "View Website",
  overview: "Overview",
  quickActions: "Quick Actions",
  cards: {
    destinations: { title: "Destinations", description: "Manage travel destinations", to: "/admin/destinations" },
    tours: { title: "Tours", description: "Manage tour packages", to: "/admin/tours" },
    services: { title: "Services", description: "Manage travel services", to: "/admin/services" },
    users: { title: "User Management", description: "Manage admin users and permissions", to: "/admin/users" },
    inbox: { title: "Enquiries", description: "Enquiries and contact messages", to: "/admin/messages" },
    newEnquiries: { title: "New this week", description: "Enquiries received in the last 7 days", to: "/admin/messages" },
  },
  /** Open enquiries per assignee (issue #13): active ones (New, Open, Quoted) not archived. */
  openByAssignee: {
    title: "Open enquiries by assignee",
    hint: "New, Open and Quoted enquiries, not archived.",
    unassigned: "Unassigned",
    empty: "No open enquiries.",
    count: (count: number) => plural(count, { one: "# enquiry", other: "# enquiries" }),
  },
  count: (count: number, forms: PluralForms) => plural(count, forms),
  units: {
    destinations: { one: "# destination", other: "# destinations" },
    tours: { one: "# tour", other: "# tours" },
    services: { one: "# service", other: "# services" },
    users: { one: "# user", other: "# users" },
    enquiries: { one: "# enquiry", other: "# enquiries" },
  },
  unread: (count: number) => `${count} unread`,
  manage: (what: string) => `Manage ${what}`,
  actions: [
    { label: "Add New Destination", to: "/admin/destinations/new" },
    { label: "Add New Tour", to: "/admin/tours/new" },
    { label: "Add New Service", to: "/admin/services/new" },
  ],
} as const;

/** What an admin page shows when it cannot be shown (no permission, signed out, missing, broken). */
export const ADMIN_ERROR_TEXTS = {
  forbidden: { title: "Access denied", text: "Only administrators can use this page." },
  signedOut: { title: "Please sign in", text: "Your session has ended. Sign in again to continue." },
  notFound: { title: "Page not found", text: "There is nothing at this address in the admin area." },
  other: { title: "Something went wrong", text: "Sorry, something went wrong on our side. Please try again in a moment." },
  toDashboard: "Back to the dashboard",
  signIn: "Sign in",
  pageTitle: (title: string) => `${title} | ${COMPANY.name} admin`,
} as const;
