import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The page's accessibility violations under the WCAG 2.2 AA and best-practice rules, one line each (rule, help, elements). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}
