import { expect, test } from "vitest";
import { listHref, listSearchOf, listSearchQuery, parseListIntent, parseVersion, toFormValues } from "./catalogue-admin";

test("list links change some parameters and keep the others", () => {
  const current = new URLSearchParams("q=bali&sort=rating&dir=desc&page=3");
  expect(listHref("/admin/destinations", current, { page: 4 })).toBe("/admin/destinations?q=bali&sort=rating&dir=desc&page=4");
  expect(listHref("/admin/destinations", current, { sort: "title", dir: "asc", page: null })).toBe(
    "/admin/destinations?q=bali&sort=title&dir=asc",
  );
  expect(listHref("/admin/tours", new URLSearchParams("q="), {})).toBe("/admin/tours");
});

test("a new search keeps the sort, starts at page 1 and drops a pending delete", () => {
  const search = listSearchOf(new URLSearchParams("q=bali&sort=price&dir=desc&page=3&delete=bali"), "bali");
  expect(search).toEqual({ q: "bali", keep: "sort=price&dir=desc" });
  expect(listSearchQuery({ ...search, q: "  santorini sunset " })).toBe("?q=santorini+sunset&sort=price&dir=desc");
  expect(listSearchQuery({ ...search, q: "   " })).toBe("?sort=price&dir=desc");
  expect(listSearchQuery(listSearchOf(new URLSearchParams("page=2&dir="), ""))).toBe("");
  expect(listSearchQuery({ q: "50% & more", keep: "" })).toBe("?q=50%25+%26+more");
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
