import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { nodeVersionProblem } from "../../scripts/lib/node-version.js";

const check = nodeVersionProblem as (version: string, range?: string) => string | null;

describe("the Node.js version check", () => {
  it("accepts the version package.json asks for and anything newer", () => {
    for (const version of ["v24.0.0", "24.21.0", "v25.1.0", "30.0.0"]) expect(check(version)).toBeNull();
  });

  it("refuses an older one, naming the version needed and how to get it", () => {
    const message = check("v20.20.2");
    expect(message).toContain("needs Node.js 24 or newer; this is Node.js 20.20.2");
    expect(message).toContain("npm install --prefix ~/.node24 node@24");
    expect(check("23.11.0")).not.toBeNull();
    expect(check("v24.0.9", ">=24.1")).toContain("Node.js 24.1 or newer");
  });
});

// The machine's own Node (Debian's) is older than 24 here and on CI: the real commands must
// refuse it up front instead of building and dying with "Segmentation fault".
const systemNode = "/usr/bin/node";
const systemVersion = spawnSync(systemNode, ["-p", "process.versions.node"], { encoding: "utf8" }).stdout?.trim() ?? "";
const oldNode = systemVersion !== "" && Number(systemVersion.split(".")[0]) < 24;

describe.skipIf(!oldNode)(`an old Node.js (${systemNode} ${systemVersion})`, () => {
  const root = path.resolve(__dirname, "../..");

  it("npm start refuses to run, saying which version is needed", () => {
    const result = spawnSync(systemNode, ["scripts/start.js"], { cwd: root, encoding: "utf8", env: { ...process.env, PORT: "1" } });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("This site needs Node.js 24 or newer");
    expect(result.stdout).not.toContain("building");
  });

  it("npm install refuses before downloading anything", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "cedar-engines-"));
    try {
      for (const file of ["package.json", "package-lock.json", ".npmrc"]) copyFileSync(path.join(root, file), path.join(folder, file));
      const result = spawnSync("npm", ["ci", "--dry-run", "--ignore-scripts", "--no-audit", "--no-fund"], {
        cwd: folder,
        encoding: "utf8",
        env: { ...process.env, PATH: `${path.dirname(systemNode)}:${process.env.PATH}` },
      });
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain("EBADENGINE");
      expect(result.stderr).toContain('Required: {"node":">=24"}');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
