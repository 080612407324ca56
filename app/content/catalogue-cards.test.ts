import { expect, test } from "vitest";
import { CARD_TEXTS } from "./catalogue-cards";

test("cards say 1 day and 2 days", () => {
  expect(CARD_TEXTS.days(1)).toBe("1 day");
  expect(CARD_TEXTS.days(2)).toBe("2 days");
});

test("the hidden activities count is singular for one", () => {
  expect(CARD_TEXTS.moreActivitiesLabel(1)).toBe("and 1 more activity");
  expect(CARD_TEXTS.moreActivitiesLabel(3)).toBe("and 3 more activities");
});
