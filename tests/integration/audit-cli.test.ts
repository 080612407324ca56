import SQLite from "better-sqlite3";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";

/** The command-line scripts log their changes as "Command line", one JSON line each, and never a password. */
function runScript(dataDir: string, script: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", AUDIT_STDOUT: "1", ADMIN_EMAIL: "", ADMIN_PASSWORD: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

type Row = { action: string; entity: string; entity_id: string; actor_id: string; actor_name: string; changes: string | null };

describe("the command-line scripts' audit rows", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "cedar-audit-cli-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function rows(): Row[] {
    const db = new SQLite(path.join(dir, "site.db"), { readonly: true });
    try {
      return db.prepare("select * from audit_log where actor_id = 'command-line' order by at, id").all() as Row[];
    } finally {
      db.close();
    }
  }

  test("admin:create and data:import write rows as the command line, printed as JSON lines", async () => {
    const password = "a very long cli password";
    const created = await runScript(dir, "scripts/admin-create.ts", [
      "--email",
      "rima@example.com",
      "--name",
      "Rima",
      "--password",
      password,
    ]);
    expect(created.code, created.output).toBe(0);

    const file = path.join(dir, "catalogue.json");
    writeFileSync(
      file,
      JSON.stringify({
        destinations: [
          {
            id: "bali",
            title: "Bali",
            description: "Emerald rice terraces and a new description.",
            image: "/images/destinations/bali.svg",
            country: "Indonesia",
            continent: "Asia",
            rating: 4.2,
            activities: ["Surfing"],
            featured: true,
            version: 1,
          },
        ],
        tours: [],
        services: [],
      }),
    );
    const imported = await runScript(dir, "scripts/data-import.ts", [file]);
    expect(imported.code, imported.output).toBe(0);

    expect(rows().map((row) => [row.action, row.entity, row.actor_name])).toEqual([
      ["create", "user", "Command line"],
      ["update", "destination", "Command line"],
      ["import", "catalogue", "Command line"],
    ]);
    expect(JSON.parse(rows()[1]!.changes!)).toMatchObject({ rating: [4.8, 4.2], activities: [expect.any(Array), ["Surfing"]] });

    const events = (created.output + imported.output)
      .split("\n")
      .filter((line) => line.startsWith('{"audit":true'))
      .map((line) => JSON.parse(line));
    // The first start also printed the sample catalogue, as the system's.
    expect(events.filter((event) => event.actor_id === "system").length).toBeGreaterThan(0);
    expect(events.filter((event) => event.actor_id === "command-line").map((event) => event.action)).toEqual([
      "create",
      "update",
      "import",
    ]);
    expect(created.output + imported.output).not.toContain(password);
    expect(JSON.stringify(rows())).not.toMatch(/cli password|scrypt/);
  }, 90_000);
});
