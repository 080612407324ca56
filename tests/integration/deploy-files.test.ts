import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

/**
 * compose.yaml cannot be run here (no container engine: README "Operations"); what can be checked
 * without one is that it keeps up with the settings the README documents.
 */

const REPO = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(REPO, file), "utf8");

/** The variables of the README's Configuration table that an instance reads, without the tests', the bench's and the CLI's own. */
function serverVariables(): string[] {
  const section = read("README.md").split("\n## Configuration\n")[1]!.split("\n## ")[0]!;
  const rows = section.split("\n").filter((line) => line.startsWith("| `") || line.startsWith("| *"));
  const forOthers = /\| (Tests only|Tests and bench only|`npm run [a-z:]+` only)/;
  // The image sets NODE_ENV; BUILD_DIR is where its build already is.
  const setByTheImage = new Set(["NODE_ENV", "BUILD_DIR"]);
  return rows
    .filter((row) => !forOthers.test(row) && !row.startsWith("| *(not a variable)*"))
    .flatMap((row) => [...row.split(" | ")[0]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!))
    .filter((name) => !setByTheImage.has(name));
}

test("compose.yaml gives the instances every setting the README's Configuration table documents", () => {
  const variables = serverVariables();
  expect(variables).toContain("DATABASE_URL");
  expect(variables).not.toContain("TEST_POSTGRES_URL");
  const site = read("compose.yaml").split("\nx-site:")[1]!.split("\nservices:")[0]!;
  const named = new Set([...site.matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]!));
  expect(variables.filter((name) => !named.has(name))).toEqual([]);
});
