import { expect, test } from "vitest";
import { getDb } from "~/server/platform/db.server";
import { hashPassword } from "~/server/accounts/passwords.server";
import { describeEachDatabase } from "./databases";
import { addUser, newBrowser, PASSWORD, signIn } from "./sign-in-browser";

/**
 * What only the real password-hashing cost can show: the other integration tests hash at a tiny
 * cost (tests/fast-scrypt.ts; vitest.config.ts runs this file in the project that keeps the
 * real one).
 */

test("a new password is hashed with scrypt at N=2^17, r=8, p=1", async () => {
  expect((await hashPassword(PASSWORD)).split("$").slice(0, 4)).toEqual(["scrypt", String(2 ** 17), "8", "1"]);
});

describeEachDatabase("signing in at the real cost", ({ dialect }) => {
  test.runIf(dialect === "sqlite")(
    "an unknown e-mail and a wrong password get the same answer, body and time (within 20% over 30 tries)",
    async () => {
      await addUser();
      const timings = { unknown: [] as number[], wrong: [] as number[] };
      const bodies = new Set<string>();
      const attempt = async (kind: "unknown" | "wrong") => {
        await getDb().deleteFrom("sign_in_attempts").execute();
        const email = kind === "unknown" ? "nobody@example.com" : "rami@example.com";
        const started = performance.now();
        const answer = await signIn(newBrowser(), email, "not the password");
        timings[kind].push(performance.now() - started);
        expect(answer.status).toBe(401);
        bodies.add(JSON.stringify(answer.body).replace(email, "EMAIL"));
      };
      await attempt("unknown"); // the decoy hash is made on first use
      timings.unknown = [];
      for (let index = 0; index < 30; index++) {
        // Interleaved, so a busy moment of the machine falls on both alike.
        await attempt(index % 2 ? "unknown" : "wrong");
        await attempt(index % 2 ? "wrong" : "unknown");
      }
      expect([...bodies]).toEqual([JSON.stringify({ error: "Invalid email or password.", email: "EMAIL" })]);
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      const [unknown, wrong] = [median(timings.unknown), median(timings.wrong)];
      expect(Math.abs(unknown - wrong) / Math.min(unknown, wrong)).toBeLessThan(0.2);
    },
    240_000,
  );

  test("a hash made at the old cost is upgraded on the next sign-in", async () => {
    const user = await addUser();
    const { scryptSync, randomBytes } = await import("node:crypto");
    const salt = randomBytes(16);
    const old = scryptSync(PASSWORD, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    await getDb()
      .updateTable("users")
      .set({ password_hash: ["scrypt", 2 ** 15, 8, 1, salt.toString("base64"), old.toString("base64")].join("$") })
      .where("id", "=", user.id)
      .execute();
    expect((await signIn(newBrowser(), "rami@example.com", PASSWORD)).status).toBe(302);
    const { password_hash } = await getDb().selectFrom("users").select("password_hash").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(password_hash.split("$").slice(0, 4)).toEqual(["scrypt", String(2 ** 17), "8", "1"]);
    expect((await signIn(newBrowser(), "rami@example.com", PASSWORD)).status).toBe(302);
  }, 60_000);
});
