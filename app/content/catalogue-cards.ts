import { plural } from "./plural";

/** Texts of the destination and tour cards, apart from the pages' texts so the home page ships only these. */

export const CARD_TEXTS = {
  days: (count: number) => plural(count, { one: "# day", other: "# days" }),
  maxGroup: (count: number) => `Max ${count}`,
  /** docs/product-spec.md §9: at most 3 activities on a card, then '+N more'. */
  moreActivities: (count: number) => `+${count} more`,
  moreActivitiesLabel: (count: number) => plural(count, { one: "and # more activity", other: "and # more activities" }),
  activitiesLabel: "Activities",
  viewDetails: "View Details",
  pricePrefix: "Price",
  durationLabel: "Duration",
  groupLabel: "Group size",
  /** The accessible name of a star rating; the rating comes formatted ("4.8", "5"). */
  ratingLabel: (rating: string) => `Rated ${rating} out of 5`,
} as const;

/** How many activities a destination card lists before '+N more'. */
export const CARD_ACTIVITY_LIMIT = 3;
