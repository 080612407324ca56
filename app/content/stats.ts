/** The About page's stats strip (spec: Stat item icon, value, label). */
export type StatItem = {
  icon: "map" | "compass" | "award" | "users";
  value: string;
  /** Its message key (app/messages, `about`). */
  label: "statDestinations" | "statTours" | "statYears" | "statTravelers";
};

export const STATS: readonly StatItem[] = [
  { icon: "map", value: "20+", label: "statDestinations" },
  { icon: "compass", value: "50+", label: "statTours" },
  { icon: "award", value: "13+", label: "statYears" },
  { icon: "users", value: "10,000+", label: "statTravelers" },
];
