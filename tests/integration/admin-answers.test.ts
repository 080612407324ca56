import { expect, test } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { AdminNav } from "~/components/admin/admin-nav";
import * as siteContentScreen from "~/routes/admin/settings/site-content";
import * as usersScreen from "~/routes/admin/accounts/users";
import * as dataScreen from "~/routes/admin/data/data";
import * as enquiryScreen from "~/routes/admin/enquiries/enquiry";
import { addEnquiry, changeEnquiryStatus } from "~/server/enquiries/enquiries.server";
import { enquiryTimeline } from "~/server/enquiries/enquiry-timeline.server";
import { listServices } from "~/server/catalogue/services.server";
import { getUserById, listUsers } from "~/server/accounts/users.server";
import * as destinationForm from "~/routes/admin/catalogue/destination-form";
import * as destinationScreen from "~/routes/admin/catalogue/destination";
import * as tourForm from "~/routes/admin/catalogue/tour-form";
import * as tourScreen from "~/routes/admin/catalogue/tour";
import { deleteDestination, getDestination } from "~/server/catalogue/destinations.server";
import { getTour, listTours, updateTour } from "~/server/catalogue/tours.server";
import { getRequest, ORIGIN, postRequest, run, seedDestination, seedTour, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";
import { inputValue, renderScreen, selectedOption, shownText, textareaValue } from "./screen-render";

/**
 * What the back office's screens show for the server's refusals: each answer is the route's own
 * (its loader or action, run as the router runs it) and is rendered as the server renders the
 * page after the post, so the words, the alert and the typed values are checked without a browser.
 */
describeEachDatabase("the catalogue forms' refusals, as the screen shows them", () => {
  test("an unknown destination or tour is a 404 page naming it, with a way back", async () => {
    const cookie = await signedInCookie();
    for (const [module, path, heading, back] of [
      [destinationForm, "/admin/destinations/edit/no-such-place", "Destination not found", ["Back to destinations", "/admin/destinations"]],
      [destinationScreen, "/admin/destinations/no-such-place", "Destination not found", ["Back to destinations", "/admin/destinations"]],
      [tourScreen, "/admin/tours/no-such-tour", "Tour not found", ["Back to tours", "/admin/tours"]],
    ] as const) {
      const thrown = await run(module.loader, getRequest(path, cookie), { id: path.split("/").at(-1)! });
      expect(thrown.status, path).toBe(404);
      const page = renderScreen(module, path, { pattern: path.replace(/[^/]+$/, ":id").slice("/admin/".length), thrown });
      expect(shownText(page), path).toContain(heading);
      expect(page, path).toMatch(new RegExp(`<a[^>]*href="${back[1]}"[^>]*>[\\s\\S]*?${back[0]}`));
    }
  });

  test("an invalid destination posted without JavaScript: 400, every message beside its field, what was typed kept", async () => {
    const cookie = await signedInCookie();
    const typed = { title: "P", country: "Jordan", continent: "", image: "not a url", rating: "9", description: "", activities: "a, b" };
    const outcome = await run(destinationForm.action, postRequest("/admin/destinations/new", typed, { cookie }));
    expect(outcome.status).toBe(400);
    const loaded = await run(destinationForm.loader, getRequest("/admin/destinations/new", cookie));
    const page = renderScreen(destinationForm, "/admin/destinations/new", {
      pattern: "destinations/new",
      loaderData: loaded.body,
      actionData: outcome.body,
    });
    for (const message of [
      "Title must be at least 2 characters",
      "Continent must be at least 2 characters",
      "Please enter a valid URL for the image",
      "Rating must be between 1 and 5",
      "Description must be at least 10 characters",
    ]) {
      expect(shownText(page)).toContain(message);
    }
    expect(shownText(page)).not.toContain("Country must be at least 2 characters");
    expect([inputValue(page, "title"), inputValue(page, "country"), inputValue(page, "rating")]).toEqual(["P", "Jordan", "9"]);
    expect(inputValue(page, "activities")).toBe("a, b");
    expect(await getDestination("p")).toBeNull();
  });

  test("an invalid tour keeps the chosen destination and Featured; no destination gets its own message", async () => {
    const cookie = await signedInCookie();
    await seedDestination({}, "bali");
    const loaded = await run(tourForm.loader, getRequest("/admin/tours/new", cookie));
    const post = async (fields: Record<string, string>) => {
      const outcome = await run(tourForm.action, postRequest("/admin/tours/new", fields, { cookie }));
      expect(outcome.status).toBe(400);
      return renderScreen(tourForm, "/admin/tours/new", { pattern: "tours/new", loaderData: loaded.body, actionData: outcome.body });
    };
    const bad = {
      title: "",
      destinationId: "bali",
      image: "not a picture",
      duration: "0",
      price: "0",
      groupSize: "0",
      description: "",
      featured: "on",
    };
    const page = await post(bad);
    for (const message of [
      "Title must be at least 2 characters",
      "Please enter a valid URL for the image",
      "Duration must be at least 1",
      "Price must be at least 1",
      "Group size must be at least 1",
      "Description must be at least 10 characters",
    ]) {
      expect(shownText(page)).toContain(message);
    }
    expect(selectedOption(page, "destinationId")).toBe("bali");
    expect(page.match(/<input[^>]*role="switch"[^>]*>/)?.[0]).toContain(' checked=""');
    expect(shownText(await post({ ...bad, destinationId: "" }))).toContain("Please select a destination");
    expect(await listTours()).toEqual([]);
  });

  test("a destination deleted while the tour form was open: 'Selected destination not found', nothing saved, the typing kept", async () => {
    const cookie = await signedInCookie();
    await seedDestination({ title: "Vanishing", country: "Nowhere" }, "vanishing");
    const loaded = await run(tourForm.loader, getRequest("/admin/tours/new", cookie));
    await deleteDestination("vanishing", 1);
    const typed = {
      title: "Vanishing Tour",
      destinationId: "vanishing",
      image: "https://example.com/gone.jpg",
      duration: "3",
      price: "500",
      groupSize: "8",
      rating: "4.5",
      description: "A tour to a place that is about to disappear.",
    };
    const outcome = await run(tourForm.action, postRequest("/admin/tours/new", typed, { cookie }));
    expect(outcome.status).toBe(400);
    const page = renderScreen(tourForm, "/admin/tours/new", { pattern: "tours/new", loaderData: loaded.body, actionData: outcome.body });
    expect(page).toMatch(/role="alert"[\s\S]*Selected destination not found/);
    expect(inputValue(page, "title")).toBe("Vanishing Tour");
    expect(textareaValue(page, "description")).toBe("A tour to a place that is about to disappear.");
    expect(await listTours()).toEqual([]);
  });

  test("a tour saved over another admin's newer save: 409, the conflict message with Reload, the typing and the old version kept", async () => {
    const cookie = await signedInCookie("admin");
    await seedDestination({}, "bali");
    const tour = await seedTour({ title: "Contested Tour" });
    const path = `/admin/tours/edit/${tour.id}`;
    const opened = await run(tourForm.loader, getRequest(path, cookie), { id: tour.id });
    await updateTour(tour.id, { price: 1111 }, 1);

    const mine = {
      title: "Contested Tour, my version",
      destinationId: "bali",
      image: "",
      duration: "5",
      price: "2222",
      groupSize: "10",
      rating: "4.5",
      description: "Five days, my way, whatever the other admin did.",
      version: "1",
    };
    const outcome = await run(tourForm.action, postRequest(path, mine, { cookie }), { id: tour.id });
    expect(outcome.status).toBe(409);
    const page = renderScreen(tourForm, path, { pattern: "tours/edit/:id", loaderData: opened.body, actionData: outcome.body });
    const message = "This tour was changed by someone else after you opened it. Reload to see the latest version.";
    expect(shownText(page)).toContain(message);
    expect(page).toMatch(/role="alert"[\s\S]*<a[^>]*>Reload<\/a>/);
    expect([inputValue(page, "title"), inputValue(page, "price")]).toEqual(["Contested Tour, my version", "2222"]);
    // Saving again still refuses: the form keeps the version it was opened with.
    expect(inputValue(page, "version")).toBe("1");
    expect((await run(tourForm.action, postRequest(path, mine, { cookie }), { id: tour.id })).status).toBe(409);
    expect(await getTour(tour.id)).toMatchObject({ title: "Contested Tour", price: { amountMinor: 111100 } });
  });
});

describeEachDatabase("the admin-only screens' refusals, as the screen shows them", () => {
  async function usersPage(cookie: string, fields: Record<string, string>) {
    const outcome = await run(usersScreen.action, postRequest("/admin/users", fields, { cookie }));
    const loaded = await run(usersScreen.loader, getRequest("/admin/users", cookie));
    const page = renderScreen(usersScreen, "/admin/users", { pattern: "users", loaderData: loaded.body, actionData: outcome.body });
    return { outcome, page };
  }

  test("a short password posted without JavaScript: 400, the message, the typed name and e-mail, and no user", async () => {
    const cookie = await signedInCookie("admin");
    const typed = { intent: "add", name: "Nadia Haddad", email: "nadia@example.com", role: "editor", password: "1234567" };
    const { outcome, page } = await usersPage(cookie, typed);
    expect(outcome.status).toBe(400);
    expect(shownText(page)).toContain("Password must be at least 12 characters");
    expect([inputValue(page, "name"), inputValue(page, "email"), inputValue(page, "password")]).toEqual([
      "Nadia Haddad",
      "nadia@example.com",
      null,
    ]);
    expect((await listUsers()).map((user) => user.email)).toEqual(["admin@example.com"]);
  });

  test("an admin's own account is not deleted, even by a hand-made post, and the last admin is not made an editor", async () => {
    const cookie = await signedInCookie("admin");
    const deleted = await usersPage(cookie, { intent: "delete", id: "user-admin" });
    expect(deleted.outcome.status).toBe(403);
    expect(deleted.page).toMatch(/role="alert"[\s\S]*You cannot delete your own account\./);
    const demoted = await usersPage(cookie, { intent: "change-role", id: "user-admin", role: "editor" });
    expect(demoted.outcome.status).toBe(409);
    expect(demoted.page).toMatch(/role="alert"[\s\S]*The last admin cannot be made an editor\./);
    expect(await getUserById("user-admin")).toMatchObject({ role: "admin" });
  });

  test("an editor is refused the Users and site content screens with a page saying they are for admins, and sees neither link", async () => {
    const editor = await signedInCookie("editor");
    const users = await run(usersScreen.loader, getRequest("/admin/users", editor));
    expect(users.status).toBe(403);
    expect(shownText(renderScreen(usersScreen, "/admin/users", { pattern: "users", thrown: users }))).toContain(
      "Only administrators can use this page.",
    );
    const content = await run(siteContentScreen.loader, getRequest("/admin/settings/content/contact", editor), { section: "contact" });
    expect(content.status).toBe(403);
    const contentPage = renderScreen(siteContentScreen, "/admin/settings/content/contact", {
      pattern: "settings/content/:section",
      thrown: content,
    });
    expect(shownText(contentPage)).toContain("Only administrators can change the site content.");

    const nav = (role: "admin" | "editor") => {
      const Stub = createRoutesStub([
        { path: "/admin", Component: () => createElement(AdminNav, { role, unreadCount: 0, label: "Admin" }) },
      ]);
      return [...renderToStaticMarkup(createElement(Stub, { initialEntries: ["/admin"] })).matchAll(/<a[^>]*href="([^"]+)"/g)].map(
        (link) => link[1],
      );
    };
    expect(nav("admin")).toEqual(expect.arrayContaining(["/admin/users", "/admin/settings/content", "/admin/messages"]));
    expect(nav("editor")).toContain("/admin/messages");
    expect(nav("editor")).not.toContain("/admin/users");
    expect(nav("editor")).not.toContain("/admin/settings/content");
  });

  test("a site content save over someone else's newer save: the conflict alert, and what was typed kept", async () => {
    const cookie = await signedInCookie("admin");
    const path = "/admin/settings/content/social";
    const opened = await run(siteContentScreen.loader, getRequest(path, cookie), { section: "social" });
    const save = (instagram: string) =>
      run(siteContentScreen.action, postRequest(path, { intent: "save", version: "0", instagram }, { cookie }), { section: "social" });
    expect((await save("https://instagram.com/someone-else")).status).toBe(302);
    const refused = await save("https://instagram.com/mine");
    expect(refused.status).toBe(409);
    const page = renderScreen(siteContentScreen, path, {
      pattern: "settings/content/:section",
      loaderData: opened.body,
      actionData: refused.body,
    });
    expect(page).toMatch(/role="alert"[\s\S]*changed by someone else/);
    expect(inputValue(page, "instagram")).toBe("https://instagram.com/mine");
  });

  test("an unknown enquiry is a page saying 'Enquiry not found' with a way back to the enquiries", async () => {
    const editor = await signedInCookie("editor");
    const thrown = await run(enquiryScreen.loader, getRequest("/admin/messages/no-such-message", editor), { id: "no-such-message" });
    expect(thrown.status).toBe(404);
    const page = renderScreen(enquiryScreen, "/admin/messages/no-such-message", { pattern: "messages/:id", thrown });
    expect(shownText(page)).toContain("Enquiry not found");
    expect(page).toMatch(/<a[^>]*href="\/admin\/messages"[^>]*>[\s\S]*?Back to enquiries/);
  });
});

describeEachDatabase("the editors' refusals, as the screen shows them", () => {
  test("a note typed on an enquiry someone else changed since: the conflict alert with a reload link, the note kept, nothing added", async () => {
    const editor = await signedInCookie("editor");
    const enquiry = await addEnquiry(
      { name: "Omar", email: "omar@example.com", phone: null, subject: "General Inquiry", message: "Bonjour" },
      "s",
    );
    const path = `/admin/messages/${enquiry.id}`;
    const opened = await run(enquiryScreen.loader, getRequest(path, editor), { id: enquiry.id });
    await changeEnquiryStatus(enquiry.id, "spam", 1);
    const note = "Spoke to Omar this morning.";
    const refused = await run(enquiryScreen.action, postRequest(path, { intent: "note", note, version: "1" }, { cookie: editor }), {
      id: enquiry.id,
    });
    expect(refused.status).toBe(409);
    const page = renderScreen(enquiryScreen, path, { pattern: "messages/:id", loaderData: opened.body, actionData: refused.body });
    expect(page).toMatch(
      /role="alert"[\s\S]*This enquiry was changed by someone else after you opened it\.[\s\S]*Reload to see the latest version/,
    );
    expect(textareaValue(page, "note")).toBe(note);
    expect((await enquiryTimeline(enquiry.id)).map((entry) => entry.type)).toEqual(["status", "received"]);
  });

  test("an editor's file that changes an exchange rate is refused on the Import screen, naming it; nothing is imported", async () => {
    const editor = await signedInCookie("editor");
    const file = {
      services: [{ title: "Editor's service", description: "Added by an editor's file.", icon: "car" }],
      exchangeRates: [{ currency: "LBP", unitsPerDollar: 1, appliesFrom: "2026-02-01" }],
    };
    const form = new FormData();
    form.append("intent", "preview");
    form.append("file", new File([JSON.stringify(file)], "catalogue.json"));
    const request = new Request(`${ORIGIN}/admin/data`, { method: "POST", headers: { Cookie: editor, Origin: ORIGIN }, body: form });
    const refused = await run(dataScreen.action, request);
    expect(refused.status).toBe(403);
    const page = renderScreen(dataScreen, "/admin/data", { pattern: "data", loaderData: null, actionData: refused.body });
    expect(shownText(page)).toContain(
      "You may import destinations, tours, services, their departures and photos only. This file also changes exchange rates, " +
        "which only an administrator may change. Nothing was imported.",
    );
    expect(shownText(page)).not.toContain("Import all records");
    expect(await listServices()).toEqual([]);
  });
});
