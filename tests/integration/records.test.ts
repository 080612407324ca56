import { sql } from "kysely";
import pg from "pg";
import { describe, expect, test } from "vitest";
import { inTransaction } from "~/server/platform/db.server";
import { addDestination, getDestination, searchDestinations } from "~/server/catalogue/destinations.server";
import {
  countRows,
  deleteRecord,
  freeSlug,
  idsStartingWith,
  insertRecord,
  parseList,
  updateRecord,
} from "~/server/platform/records.server";
import { likePattern, pageOf } from "~/server/platform/paging.server";
import { describeEachDatabase, POSTGRES_URL } from "./databases";

describe("record helpers", () => {
  test("parseList reads a JSON list of strings and survives anything else", () => {
    expect(parseList('["Surfing","Temples"]')).toEqual(["Surfing", "Temples"]);
    expect(parseList('["a", 3, null, "b"]')).toEqual(["a", "b"]);
    expect(parseList('{"a":1}')).toEqual([]);
    expect(parseList("not json")).toEqual([]);
    expect(parseList("")).toEqual([]);
  });

  test("likePattern lower-cases the query and escapes LIKE wildcards", () => {
    expect(likePattern("Bali")).toBe("%bali%");
    expect(likePattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });

  test("the write helpers take only the named table's columns, and never the ones they own", () => {
    // Never called: the typecheck is the test (an unused @ts-expect-error fails it).
    const mistakes = [
      // @ts-expect-error "titel" is not a column of destinations
      () => updateRecord("destinations", "bali", { titel: "Bali" }, undefined, getDestination),
      // @ts-expect-error the helper bumps the version itself
      () => updateRecord("destinations", "bali", { version: 7 }, undefined, getDestination),
      // @ts-expect-error "icon" is a column of services, not of tours
      () => updateRecord("tours", "bali-escape", { icon: "globe" }, undefined, async () => null),
      // @ts-expect-error a new service needs its position
      () => insertRecord("services", "visas", { title: "Visas", description: "Help with visas.", icon: "globe" }, async () => null),
      // @ts-expect-error not a catalogue table
      () => deleteRecord("users", "u1", undefined, async () => null),
    ];
    expect(mistakes).toHaveLength(5);
  });

  test("pageOf always has at least one page", () => {
    expect(pageOf([], 0, 1, 25)).toEqual({ rows: [], total: 0, page: 1, pageCount: 1, pageSize: 25 });
    expect(pageOf([1], 51, 3, 25).pageCount).toBe(3);
    expect(pageOf([1], 50, 2, 25).pageCount).toBe(2);
  });
});

describeEachDatabase("record queries", ({ dialect, db }) => {
  const destination = (title: string) =>
    addDestination({
      title,
      description: "A fine place to visit.",
      image: "/images/destinations/paris.svg",
      country: "France",
      continent: "Europe",
      rating: 4.5,
      activities: [],
      featured: false,
    });

  test("freeSlug skips taken ids but not ids that merely start the same way", async () => {
    await destination("Paris");
    await destination("Paris and the Loire");
    expect(await freeSlug("Paris", (prefix) => idsStartingWith(db(), "destinations", prefix))).toBe("paris-2");
    expect(await freeSlug("Lyon", (prefix) => idsStartingWith(db(), "destinations", prefix))).toBe("lyon");
  });

  test("idsStartingWith lists the ids that begin with a slug", async () => {
    await destination("Paris");
    await destination("Paris");
    await destination("Rome");
    expect((await idsStartingWith(db(), "destinations", "paris")).sort()).toEqual(["paris", "paris-2"]);
  });

  test("updateRecord bumps the version and refuses a stale one; deleteRecord likewise", async () => {
    const paris = await destination("Paris");
    const saved = await updateRecord("destinations", paris.id, { title: "Paris by Night" }, paris.version, getDestination);
    expect(saved).toMatchObject({ status: "ok", record: { title: "Paris by Night", version: 2 } });
    expect(await updateRecord("destinations", paris.id, { title: "Stale" }, paris.version, getDestination)).toMatchObject({
      status: "conflict",
      current: { title: "Paris by Night", version: 2 },
    });
    expect(await updateRecord("destinations", "nowhere", { title: "X" }, undefined, getDestination)).toEqual({ status: "not-found" });
    expect(await deleteRecord("destinations", paris.id, 1, getDestination)).toMatchObject({ status: "conflict" });
    expect(await deleteRecord("destinations", paris.id, 2, getDestination)).toEqual({ status: "ok" });
    expect(await deleteRecord("destinations", paris.id, 2, getDestination)).toEqual({ status: "not-found" });
  });

  test("a write inside another transaction commits and rolls back with it", async () => {
    const paris = await destination("Paris");
    await expect(
      inTransaction(async () => {
        await updateRecord("destinations", paris.id, { title: "Gone" }, paris.version, getDestination);
        await destination("Lyon");
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    expect(await getDestination(paris.id)).toMatchObject({ title: "Paris", version: 1 });
    expect(await countRows(db(), "destinations")).toBe(1);
  });

  test("countRows counts a table's rows", async () => {
    expect(await countRows(db(), "destinations")).toBe(0);
    await destination("Paris");
    expect(await countRows(db(), "destinations")).toBe(1);
  });

  test("a search for a wildcard character finds only that character", async () => {
    await destination("Paris");
    await destination("100% Lyon");
    const sort = { column: "title", direction: "asc" } as const;
    expect((await searchDestinations("%", sort, 1)).rows.map((row) => row.title)).toEqual(["100% Lyon"]);
    expect((await searchDestinations("_", sort, 1)).total).toBe(0);
  });

  if (dialect === "postgres") {
    test("connections PostgreSQL drops while idle (a restart) do not stop the process; the next query reconnects", async () => {
      await Promise.all([countRows(db(), "destinations"), countRows(db(), "tours")]);
      const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(db());
      const admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [rows[0]!.name]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await countRows(db(), "destinations")).toBe(0);
    });
  }
});
