import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, expect, test } from "vitest";
import { AdminNav } from "~/components/admin/admin-nav";
import * as dashboard from "~/routes/admin/dashboard";
import * as layout from "~/routes/admin/layout";
import { addEnquiry } from "~/server/enquiries/enquiries.server";
import { sendDueMails } from "~/server/platform/mail-outbox/outbox.server";
import { addService } from "~/server/catalogue/services.server";
import { startSmtpInbox } from "../smtp-inbox";
import { getRequest, run, seedDestination, seedTour, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";
import { renderScreen, shownText } from "./screen-render";

// The environment is read once per test file: the mail server is there before anything reads it.
const smtp = await startSmtpInbox();
process.env.SMTP_URL = smtp.url;
afterAll(() => smtp.close());

/** The dashboard's Overview and the navigation's unread count, as the server renders them for the stored records. */
describeEachDatabase("the dashboard's figures", () => {
  test("the cards show the real counts, and follow changes to the data; the Enquiries link carries the unread count", async () => {
    const cookie = await signedInCookie("admin");
    await seedDestination({ title: "Bali" }, "bali");
    await seedDestination({ title: "Paris", country: "France" }, "paris");
    await seedTour({ destinationId: "bali" });
    await addService({ title: "Visa Help", description: "Paperwork for consulates handled.", icon: "shield" });
    const enquiry = (name: string) =>
      addEnquiry({ name, email: `${name.toLowerCase()}@example.com`, phone: null, subject: "Other", message: "Hello" }, "s");
    await enquiry("Rania");

    const overview = async () => {
      const loaded = await run(dashboard.loader, getRequest("/admin", cookie));
      return shownText(renderScreen(dashboard, "/admin", { pattern: "", loaderData: loaded.body }));
    };
    expect(dashboard.meta({} as never)).toEqual([{ title: "Dashboard | Cedar Wings Travel admin" }]);
    const before = await overview();
    for (const figure of ["2 destinations", "1 tour", "1 service", "1 user", "1 unread", "Manage admin users and permissions"]) {
      expect(before).toContain(figure);
    }

    await addService({ title: "Car Hire", description: "A car waiting at the airport.", icon: "car" });
    await enquiry("Omar");
    const after = await overview();
    expect(after).toContain("2 services");
    expect(after).toContain("2 unread");

    const { body } = await run(layout.loader, getRequest("/admin", cookie));
    expect(body.unreadCount).toBe(2);
    // Every admin page asks search engines to keep away, in its markup as in its headers.
    expect(renderScreen(layout, "/admin", { pattern: "", loaderData: body })).toContain(
      '<meta name="robots" content="noindex, nofollow"/>',
    );
    expect(layout.headers()).toMatchObject({ "X-Robots-Tag": "noindex, nofollow" });
    const Stub = createRoutesStub([
      { path: "/admin", Component: () => createElement(AdminNav, { role: "admin", unreadCount: body.unreadCount, label: "Admin" }) },
    ]);
    const nav = renderToStaticMarkup(createElement(Stub, { initialEntries: ["/admin"] }));
    const inbox = nav.match(/<a[^>]*href="\/admin\/messages"[^>]*>[\s\S]*?<\/a>/)![0];
    expect(shownText(inbox).trim()).toBe("Enquiries 2 2 unread");
  });

  test("the outbox card says every e-mail has been sent once the mails are out", async () => {
    const cookie = await signedInCookie("admin");
    await addEnquiry(
      { name: "Omar", email: "omar@example.com", phone: null, subject: "General Inquiry", message: "A question about your tours." },
      "s",
      null,
      "en",
    );
    const outbox = async () => {
      const loaded = await run(dashboard.loader, getRequest("/admin", cookie));
      return shownText(renderScreen(dashboard, "/admin", { pattern: "", loaderData: loaded.body }));
    };
    expect(await outbox()).not.toContain("Every e-mail has been sent.");
    expect(await sendDueMails()).toBe(2);
    expect(smtp.messages.map((mail) => mail.to).flat()).toContain("omar@example.com");
    const sent = await outbox();
    expect(sent).toContain("Every e-mail has been sent.");
    expect(sent).not.toContain("SMTP_URL is not set");
  });
});
