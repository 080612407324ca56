/** The About page's stats strip (spec: Stat item icon, value, label). */
export type StatItem = { icon: "map" | "compass" | "award" | "users"; value: string; label: string };

export const STATS: readonly StatItem[] = [
  { icon: "map", value: "20+", label: "Destinations" },
  { icon: "compass", value: "50+", label: "Tours" },
  { icon: "award", value: "13+", label: "Years Experience" },
  { icon: "users", value: "10,000+", label: "Happy Travelers" },
];
