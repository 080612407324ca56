import { describe, expect, test } from "vitest";
import {
  catalogueTexts,
  destinationHasToursMessage,
  listHref,
  pageWindow,
  parseListIntent,
  parseVersion,
  showingRange,
  toFormValues,
} from "./catalogue-admin";

describe("catalogue texts", () => {
  test("use the spec's words for each kind", () => {
    const destination = catalogueTexts("destination");
    expect(destination.confirmDelete).toBe(
      "Are you sure you want to delete this destination? This action cannot be undone.",
    );
    expect(destination.empty).toBe("No destinations found. Try a different search or add a new destination.");
    expect(catalogueTexts("tour").empty).toBe("No tours found. Try a different search or add a new tour.");
    expect(catalogueTexts("service").empty).toBe("No services found. Try a different search or add a new service.");
    expect(catalogueTexts("service").addTitle).toBe("Add New Service");
    expect(catalogueTexts("tour").updateButton).toBe("Update Tour");
    expect(catalogueTexts("tour").saveError).toBe("There was an error saving the tour.");
  });

  test("success toasts quote the title", () => {
    expect(catalogueTexts("destination").created("Bali")).toEqual({
      title: "Destination created",
      description: '"Bali" has been successfully added.',
    });
    expect(catalogueTexts("tour").updated("Paris Days")).toEqual({
      title: "Tour updated",
      description: '"Paris Days" has been successfully updated.',
    });
  });

  test("the conflict message names the kind", () => {
    expect(catalogueTexts("service").conflict).toBe(
      "This service was changed by someone else after you opened it. Reload to see the latest version.",
    );
  });
});

test("a refused destination delete says how many tours use it, singular and plural", () => {
  expect(destinationHasToursMessage(1)).toBe(
    "This destination cannot be deleted because 1 tour uses it. Delete or move those tours first.",
  );
  expect(destinationHasToursMessage(2)).toBe(
    "This destination cannot be deleted because 2 tours use it. Delete or move those tours first.",
  );
});

test("showing range counts from one and stops at the total", () => {
  expect(showingRange(1, 25, 6)).toBe("Showing 1–6 of 6");
  expect(showingRange(2, 25, 60)).toBe("Showing 26–50 of 60");
  expect(showingRange(3, 25, 60)).toBe("Showing 51–60 of 60");
  expect(showingRange(1, 25, 0)).toBe("Showing 0 of 0");
});

describe("page window", () => {
  test("lists every page when there are few", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  test("keeps first, last and neighbours of the current page with gaps between", () => {
    expect(pageWindow(10, 120)).toEqual([1, null, 9, 10, 11, null, 120]);
    expect(pageWindow(1, 120)).toEqual([1, 2, null, 120]);
    expect(pageWindow(120, 120)).toEqual([1, null, 119, 120]);
  });

  test("shows a lone hidden page instead of a gap", () => {
    expect(pageWindow(4, 8)).toEqual([1, 2, 3, 4, 5, null, 8]);
  });
});

test("list links change some parameters and keep the others", () => {
  const current = new URLSearchParams("q=bali&sort=rating&dir=desc&page=3");
  expect(listHref("/admin/destinations", current, { page: 4 })).toBe(
    "/admin/destinations?q=bali&sort=rating&dir=desc&page=4",
  );
  expect(listHref("/admin/destinations", current, { sort: "title", dir: "asc", page: null })).toBe(
    "/admin/destinations?q=bali&sort=title&dir=asc",
  );
  expect(listHref("/admin/tours", new URLSearchParams("q="), {})).toBe("/admin/tours");
});

test("a posted version must be a positive whole number", () => {
  expect(parseVersion("3")).toBe(3);
  expect(parseVersion("0")).toBeNull();
  expect(parseVersion("-1")).toBeNull();
  expect(parseVersion("1.5")).toBeNull();
  expect(parseVersion("")).toBeNull();
  expect(parseVersion(null)).toBeNull();
});

test("only the known list intents are accepted", () => {
  expect(parseListIntent("delete")).toBe("delete");
  expect(parseListIntent("toggle-featured")).toBe("toggle-featured");
  expect(parseListIntent("drop-table")).toBeNull();
  expect(parseListIntent(null)).toBeNull();
});

test("form values show numbers as text, lists joined by ', ' and a set switch as 'on'", () => {
  expect(toFormValues({ rating: 4.5, featured: false, duration: 7 })).toEqual({ rating: "4.5", duration: "7" });
  expect(toFormValues({ title: "Bali", activities: ["a", "b"], featured: true, version: 3 })).toEqual({
    title: "Bali",
    activities: "a, b",
    featured: "on",
    version: "3",
  });
});
