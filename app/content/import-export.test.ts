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
