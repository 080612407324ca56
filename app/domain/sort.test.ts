import { describe, expect, test } from "vitest";
import { compareValues, nextSort, PAGE_SIZE, parsePage, parseSort, sortRecords, type SortState } from "./sort";

const COLUMNS = ["title", "country", "rating"] as const;
type Column = (typeof COLUMNS)[number];
const params = (query: string) => new URLSearchParams(query);

describe("parseSort", () => {
  test("defaults to title ascending", () => {
    expect(parseSort(params(""), COLUMNS, "title")).toEqual({ column: "title", direction: "asc" });
  });

  test("reads a known column and a descending direction from the URL", () => {
    expect(parseSort(params("sort=rating&dir=desc"), COLUMNS, "title")).toEqual({ column: "rating", direction: "desc" });
  });

  test("an unknown column or direction falls back instead of failing", () => {
    expect(parseSort(params("sort=password&dir=sideways"), COLUMNS, "title")).toEqual({ column: "title", direction: "asc" });
    expect(parseSort(params("sort=RATING"), COLUMNS, "title").column).toBe("title");
  });
});

describe("nextSort", () => {
  test("clicking another column sorts by it ascending", () => {
    expect(nextSort<Column>({ column: "title", direction: "desc" }, "rating")).toEqual({ column: "rating", direction: "asc" });
  });

  test("clicking the same column again flips the direction, and again flips it back", () => {
    const once = nextSort<Column>({ column: "title", direction: "asc" }, "title");
    expect(once).toEqual({ column: "title", direction: "desc" });
    expect(nextSort(once, "title")).toEqual({ column: "title", direction: "asc" });
  });
});

describe("compareValues", () => {
  test("numbers compare numerically, not as text", () => {
    expect(compareValues(9, 10)).toBeLessThan(0);
    expect(compareValues(899, 1299)).toBeLessThan(0);
    expect(compareValues(4.9, 4.5)).toBeGreaterThan(0);
    expect(compareValues(7, 7)).toBe(0);
  });

  test("text compares ignoring case and accents", () => {
    expect(compareValues("bali", "Paris")).toBeLessThan(0);
    expect(compareValues("Paris", "paris")).toBe(0);
    expect(compareValues("Zürich", "zurich")).toBe(0);
  });

  test("digits inside text compare by their value", () => {
    expect(compareValues("Day 9", "Day 10")).toBeLessThan(0);
  });
});

describe("sortRecords", () => {
  const rows = [
    { title: "paris", rating: 4.7 },
    { title: "Bali", rating: 4.8 },
    { title: "New York", rating: 10 },
    { title: "santorini", rating: 4.9 },
  ];
  const valueOf = (row: (typeof rows)[number], column: "title" | "rating") => row[column];

  test("sorts text columns alphabetically ignoring case", () => {
    const sorted = sortRecords(rows, { column: "title", direction: "asc" }, valueOf);
    expect(sorted.map((row) => row.title)).toEqual(["Bali", "New York", "paris", "santorini"]);
  });

  test("sorts number columns numerically, descending when asked", () => {
    const sort: SortState<"title" | "rating"> = { column: "rating", direction: "desc" };
    expect(sortRecords(rows, sort, valueOf).map((row) => row.rating)).toEqual([10, 4.9, 4.8, 4.7]);
  });

  test("leaves the input list as it was", () => {
    const before = rows.map((row) => row.title);
    sortRecords(rows, { column: "rating", direction: "asc" }, valueOf);
    expect(rows.map((row) => row.title)).toEqual(before);
  });
});

describe("parsePage", () => {
  test("page 1 unless the URL names a whole page number above 1", () => {
    expect(parsePage(params(""))).toBe(1);
    expect(parsePage(params("page=3"))).toBe(3);
    expect(parsePage(params("page=0"))).toBe(1);
    expect(parsePage(params("page=-2"))).toBe(1);
    expect(parsePage(params("page=2.5"))).toBe(1);
    expect(parsePage(params("page=two"))).toBe(1);
  });

  test("caps absurd page numbers", () => {
    expect(parsePage(params("page=1e12"))).toBe(100_000);
  });

  test("a page holds 25 rows", () => {
    expect(PAGE_SIZE).toBe(25);
  });
});
