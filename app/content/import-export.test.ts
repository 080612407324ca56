import { expect, test } from "vitest";
import { IMPORT_EXPORT_TEXTS as TEXTS } from "./import-export";

test("a refused record names its kind, place, title and id, then the reason", () => {
  expect(TEXTS.problem({ kind: "tour", position: 2, title: "Paris Days", id: "paris-days", reason: "Price must be a number" })).toBe(
    'tour #2 "Paris Days" (id paris-days): Price must be a number',
  );
  expect(TEXTS.problem({ kind: "service", position: 1, title: null, id: null, reason: "Please choose an icon" })).toBe(
    "service #1: Please choose an icon",
  );
});

test("the refused-records heading is singular for one", () => {
  expect(TEXTS.preview.invalidRecords(1)).toBe("1 invalid record: fix the file and check it again");
  expect(TEXTS.preview.invalidRecords(4)).toBe("4 invalid records: fix the file and check it again");
});

test("an editor's refused import names the parts only an administrator may change, as a list", () => {
  const start = "You may import destinations, tours, services, their departures and photos only. This file also changes ";
  const end = ", which only an administrator may change. Nothing was imported.";
  expect(TEXTS.errors.forbidden(["exchange-rates"])).toBe(`${start}exchange rates${end}`);
  expect(TEXTS.errors.forbidden(["company-name", "hero"])).toBe(`${start}the company name and the home page hero${end}`);
  expect(TEXTS.errors.forbidden(["company-name", "contact", "exchange-rates"])).toBe(
    `${start}the company name, contact details and exchange rates${end}`,
  );
});
