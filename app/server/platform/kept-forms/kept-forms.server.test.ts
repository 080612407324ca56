import { describe, expect, test } from "vitest";
import { keepableValues, screenPath } from "./kept-forms.server";

describe("what a kept form holds", () => {
  const form = (entries: [string, string | File][]) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  };

  test("text fields by their full path, without passwords, codes, secrets, tokens or files", () => {
    const values = keepableValues(
      form([
        ["title", "Bali"],
        ["days[0].title", "Arrival"],
        ["passengers", "2"],
        ["tripCode", "BAL-7"],
        ["password", "hunter2hunter2"],
        ["currentPassword", "old one"],
        ["code", "123456"],
        ["recoveryCode", "abcd-efgh"],
        ["csrf", "x"],
        ["apiToken", "y"],
        ["clientSecret", "z"],
        ["photos", new File(["bytes"], "cove.jpg", { type: "image/jpeg" })],
      ]),
    );
    expect(values).toEqual({ title: "Bali", days: [{ title: "Arrival" }], passengers: "2", tripCode: "BAL-7" });
  });

  test("nothing when only bookkeeping fields were posted, or more than a form's worth", () => {
    expect(
      keepableValues(
        form([
          ["intent", "publish"],
          ["id", "bali"],
          ["version", "3"],
        ]),
      ),
    ).toBeNull();
    expect(keepableValues(form([["description", "x".repeat(70 * 1024)]]))).toBeNull();
  });

  test("the screen's path leaves out React Router's data suffix and parameters", () => {
    expect(screenPath(new URL("http://localhost/admin/tours/bali.data?_routes=routes%2Fadmin%2Ftour"))).toBe("/admin/tours/bali");
    expect(screenPath(new URL("http://localhost/admin/tours/bali?index&departure=d1"))).toBe("/admin/tours/bali?departure=d1");
  });
});
