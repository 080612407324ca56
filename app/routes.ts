import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

// Reads like the spec's route table (docs/product-spec.md §2) plus docs/product-decisions.md.
export default [
  // English at the spec's paths, French and Arabic under /fr and /ar (the layout 404s any other
  // prefix). Static segments rank above `:lang`, so /admin, /login and /sitemap.xml match as before.
  layout("routes/public/layout.tsx", [
    ...prefix(":lang?", [
      index("routes/public/home.tsx"),
      route("about", "routes/public/about.tsx"),
      route("destinations", "routes/public/destinations.tsx"),
      route("destinations/:id", "routes/public/destination.tsx"),
      route("tours", "routes/public/tours.tsx"),
      route("tours/:id", "routes/public/tour.tsx"),
      route("services", "routes/public/services.tsx"),
      route("contact", "routes/public/contact.tsx"),
      // The enquiry forms beside the contact form (issue #13), one per kind the agency sells.
      route("enquire/tour", "routes/public/enquire-tour.tsx"),
      route("enquire/air", "routes/public/enquire-air.tsx"),
      route("enquire/cargo", "routes/public/enquire-cargo.tsx"),
      route("enquire/visa", "routes/public/enquire-visa.tsx"),
      // A customer's quote, by the link e-mailed to them (issue #13): never listed, never indexed.
      route("quote/:token", "routes/public/quote.tsx"),
      // Public tracking (issue #26): the form, and a shipment's page; never listed, never indexed.
      route("track", "routes/public/track.tsx"),
      route("track/:number", "routes/public/track.tsx", { id: "routes/public/track-shipment" }),
      route("*", "routes/public/not-found.tsx"),
    ]),
  ]),

  // A customer's receipt or invoice by its signed link (issue #27): the paper alone, never listed, never indexed.
  route("documents/:token", "routes/public/money-document.tsx"),
  // A staff member's private calendar feed, `/calendar/{secret}.ics` (issue #28): a phone's calendar reads it without a session.
  route("calendar/:file", "routes/calendar-feed.ts"),

  route("login", "routes/auth/login.tsx"),
  route("login/two-factor", "routes/auth/login-two-factor.tsx"),
  route("logout", "routes/auth/logout.tsx"),

  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("destinations", "routes/admin/catalogue/destinations.tsx"),
      route("destinations/new", "routes/admin/catalogue/destination-form.tsx", { id: "admin-destination-new" }),
      route("destinations/edit/:id", "routes/admin/catalogue/destination-form.tsx", { id: "admin-destination-edit" }),
      route("destinations/:id", "routes/admin/catalogue/destination.tsx"),
      route("tours", "routes/admin/catalogue/tours.tsx"),
      route("tours/new", "routes/admin/catalogue/tour-form.tsx", { id: "admin-tour-new" }),
      route("tours/edit/:id", "routes/admin/catalogue/tour-form.tsx", { id: "admin-tour-edit" }),
      route("tours/:id", "routes/admin/catalogue/tour.tsx"),
      route("services", "routes/admin/catalogue/services.tsx"),
      route("services/new", "routes/admin/catalogue/service-form.tsx", { id: "admin-service-new" }),
      route("services/edit/:id", "routes/admin/catalogue/service-form.tsx", { id: "admin-service-edit" }),
      // Enquiries keep the addresses the spec and decisions.md give the Inbox.
      route("messages", "routes/admin/enquiries/enquiries.tsx"),
      route("messages/:id", "routes/admin/enquiries/enquiry.tsx"),
      // The screen's quiet mark-read on opening: a POST that renders nothing (decision 0008).
      route("messages/:id/read", "routes/admin/enquiries/enquiry-read.ts"),
      // Quotes made from an enquiry, and the seats accepted ones hold (issue #13).
      route("messages/:enquiryId/quotes/new", "routes/admin/quotes/quote-form.tsx", { id: "admin-quote-new" }),
      route("quotes", "routes/admin/quotes/quotes.tsx"),
      route("quotes/:id/edit", "routes/admin/quotes/quote-form.tsx", { id: "admin-quote-edit" }),
      route("quotes/:id", "routes/admin/quotes/quote.tsx"),
      route("bookings", "routes/admin/quotes/bookings.tsx"),
      // A download, inside the layout so that the admin gate guards it.
      route("bookings/:departureId/passengers.csv", "routes/admin/quotes/bookings-csv.ts"),
      // The cargo desk (issue #26, decision 0055): shipments, their screens and their paper.
      route("shipments", "routes/admin/cargo/shipments.tsx"),
      route("shipments/new", "routes/admin/cargo/shipment-form.tsx", { id: "admin-shipment-new" }),
      route("shipments/:id/edit", "routes/admin/cargo/shipment-form.tsx", { id: "admin-shipment-edit" }),
      // A download of the list as its filter stands, inside the layout so that the admin gate guards it.
      route("shipments.csv", "routes/admin/cargo/shipments-csv.ts"),
      route("shipments/:id", "routes/admin/cargo/shipment.tsx"),
      route("shipments/:id/labels", "routes/admin/cargo/shipment-labels.tsx"),
      route("shipments/:id/waybill", "routes/admin/cargo/shipment-waybill.tsx"),
      // Batches: shipments leaving together on one flight or vessel, one status for them all.
      // Money (issue #27, decision 0056): an account's payments, refunds and reversals.
      route("payments/new", "routes/admin/money/payment-form.tsx", { id: "admin-payment-new" }),
      route("payments/refund", "routes/admin/money/payment-form.tsx", { id: "admin-payment-refund" }),
      route("payments/:id/reverse", "routes/admin/money/payment-reverse.tsx"),
      // Money's paper (issue #27): receipts, invoices and credit notes, and issuing them.
      route("payments/:id/receipt", "routes/admin/money/payment-receipt.tsx"),
      route("invoices/new", "routes/admin/money/invoice-new.tsx"),
      route("invoices/:id", "routes/admin/money/invoice.tsx"),
      route("invoices/:id/credit-note", "routes/admin/money/invoice-credit-note.tsx"),
      route("batches", "routes/admin/cargo/batches.tsx"),
      route("batches/new", "routes/admin/cargo/batch-form.tsx", { id: "admin-batch-new" }),
      route("batches/:id/edit", "routes/admin/cargo/batch-form.tsx", { id: "admin-batch-edit" }),
      route("batches/:id", "routes/admin/cargo/batch.tsx"),
      // The payments desk (issue #27): the ledger's list, the cash-up, what is owed, the accountant's CSV files.
      route("payments", "routes/admin/money/payments.tsx"),
      route("payments.csv", "routes/admin/money/payments-csv.ts"),
      route("payments/cash-up", "routes/admin/money/cash-up.tsx"),
      route("payments/owed", "routes/admin/money/owed.tsx"),
      route("invoices.csv", "routes/admin/money/invoices-csv.ts"),
      // Reports (issue #28, decision 0059): an index, one screen per question, each table's CSV.
      route("reports", "routes/admin/reports/reports.tsx"),
      route("reports/:report", "routes/admin/reports/report.tsx"),
      route("reports/:report.csv", "routes/admin/reports/report-csv.ts"),
      route("users", "routes/admin/accounts/users.tsx"),
      // Any signed-in user's own sessions and password.
      route("account", "routes/admin/accounts/account.tsx"),
      route("account/two-factor", "routes/admin/accounts/account-two-factor.tsx"),
      // The calendar (issue #28, decision 0061): the month and agenda, and making one's private feed address.
      route("calendar", "routes/admin/calendar/calendar.tsx"),
      route("account/calendar-feed", "routes/admin/accounts/account-calendar-feed.tsx"),
      route("settings", "routes/admin/settings/settings.tsx"),
      // The site's own texts and facts, one screen per section (issue #11); admins only.
      route("settings/content", "routes/admin/settings/site-content-index.tsx"),
      route("settings/content/:section", "routes/admin/settings/site-content.tsx"),
      route("settings/currencies", "routes/admin/settings/settings-currencies.tsx"),
      route("settings/money", "routes/admin/settings/settings-money.tsx"),
      // Reminders on or off and their delays (issue #28), admins only; Done on the dashboard's Today list.
      route("settings/reminders", "routes/admin/settings/settings-reminders.tsx"),
      route("reminders/:id/done", "routes/admin/reminder-done.ts"),
      // The customer e-mails' templates, previewed with sample data (issue #28); admins only.
      route("settings/emails", "routes/admin/settings/settings-emails.tsx"),
      route("settings/emails/:key", "routes/admin/settings/settings-email.tsx"),
      // Cargo rate cards per route and mode, dated, with their history (issue #26); admins only.
      route("settings/cargo-rates", "routes/admin/cargo/cargo-rates.tsx"),
      route("settings/cargo-rates/:from/:to/:mode", "routes/admin/cargo/cargo-rate-route.tsx"),
      route("users/:id", "routes/admin/accounts/user.tsx"),
      route("activity", "routes/admin/accounts/activity.tsx"),
      // The photo posts of the tour and destination screens (issue #12, decision 0031).
      route("photos", "routes/admin/catalogue/photos.tsx"),
      route("data", "routes/admin/data/data.tsx"),
      // A download, not a screen: inside the layout only so that the admin gate guards it too.
      route("data/export", "routes/admin/data/data-export.ts"),
    ]),
  ]),

  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  // The currency switcher's GET form: remembers the choice, goes back (issue #11).
  route("currency", "routes/resources/currency.ts"),
  // CinetPay's notification of a payment (issue #27, decision 0057): a machine's post, signed.
  route("payments/cinetpay/notify", "routes/payments/cinetpay-notify.ts"),
  // Uploaded photos, by the name the server gave each file (decision 0031).
  route("media/:name", "routes/resources/media.ts"),
] satisfies RouteConfig;
