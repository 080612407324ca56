import { describe, expect, test } from "vitest";
import { catalogueTexts, destinationHasToursMessage, DETAIL_TEXTS, showingRange } from "./catalogue-admin";

describe("catalogue texts", () => {
  test("use the spec's words for each kind", () => {
    const destination = catalogueTexts("destination");
    expect(destination.confirmDelete).toBe("Are you sure you want to delete this destination? This action cannot be undone.");
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

test("detail screens say 1 day and 2 days", () => {
  expect(DETAIL_TEXTS.days(1)).toBe("1 day");
  expect(DETAIL_TEXTS.daysAndPrice(2, "$999")).toBe("2 days - $999");
});
