/** Texts of the destination and tour cards, apart from the pages' texts so the home page ships only these. */

export const CARD_TEXTS = {
  days: (count: number) => `${count} days`,
  maxGroup: (count: number) => `Max ${count}`,
  /** docs/product-spec.md §9: at most 3 activities on a card, then '+N more'. */
  moreActivities: (count: number) => `+${count} more`,
  moreActivitiesLabel: (count: number) => `and ${count} more ${count === 1 ? "activity" : "activities"}`,
  activitiesLabel: "Activities",
  viewDetails: "View Details",
  pricePrefix: "Price",
  durationLabel: "Duration",
  groupLabel: "Group size",
} as const;

/** How many activities a destination card lists before '+N more'. */
export const CARD_ACTIVITY_LIMIT = 3;
