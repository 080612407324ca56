import { expect, test } from "vitest";
import { SIGN_IN_LIMITS } from "~/domain/users";
import { getDb } from "~/server/platform/db.server";
import {
  failureDelayMs,
  forgetSignInFailures,
  keepSignInFailure,
  reserveSignInAttempt,
  storedEmailKey,
  type SignInAttempt,
} from "~/server/accounts/sign-in-throttle.server";
import { describeEachDatabase } from "./databases";

const START = new Date("2030-05-01T10:00:00.000Z");
const minutes = (count: number) => new Date(START.getTime() + count * 60_000);

const from = (emailKey: string, addressKey: string, deviceKey: string | null = null): SignInAttempt => ({
  emailKey,
  addressKey,
  deviceKey,
});

/** `times` attempts that each fail (the password was wrong). */
async function fail(times: number, attempt: SignInAttempt, at: (index: number) => Date = () => START) {
  for (let index = 0; index < times; index++) {
    const reservation = await reserveSignInAttempt(attempt, at(index));
    if (!reservation.allowed) throw new Error(`attempt ${index} was refused`);
    await keepSignInFailure(reservation);
  }
}

describeEachDatabase("sign-in throttling", () => {
  test("allows the first failures and refuses after five for one e-mail, for the rest of the window", async () => {
    await fail(4, from("rami@example.com", "address-a"));
    expect(await reserveSignInAttempt(from("rami@example.com", "address-a"), START)).toMatchObject({ allowed: true, failures: 4 });
    // That reservation was a fifth failure.
    expect(await reserveSignInAttempt(from("rami@example.com", "address-a"), minutes(1))).toEqual({
      allowed: false,
      scope: "unknown-devices",
      retryAfterSeconds: 14 * 60,
    });
    // From another address the same e-mail is still refused: the lock is on the account's unknown devices.
    expect((await reserveSignInAttempt(from("rami@example.com", "address-b"), minutes(1))).allowed).toBe(false);
    // Other e-mails from that address go on.
    expect((await reserveSignInAttempt(from("maya@example.com", "address-a"), minutes(1))).allowed).toBe(true);
  });

  test("a refused attempt leaves no row, so a lock-out ends by itself", async () => {
    await fail(5, from("rami@example.com", "address-a"), (index) => minutes(index));
    for (let index = 0; index < 10; index++) await reserveSignInAttempt(from("rami@example.com", "address-a"), minutes(5));
    expect(await getDb().selectFrom("sign_in_attempts").select("id").execute()).toHaveLength(5);
    expect((await reserveSignInAttempt(from("rami@example.com", "address-a"), minutes(14))).allowed).toBe(false);
    expect(await reserveSignInAttempt(from("rami@example.com", "address-a"), minutes(15))).toMatchObject({ allowed: true, failures: 4 });
  });

  test("a browser that signed in before keeps its own allowance while unknown browsers are locked out", async () => {
    await fail(5, from("rami@example.com", "attacker"));
    expect((await reserveSignInAttempt(from("rami@example.com", "attacker"), START)).allowed).toBe(false);
    expect((await reserveSignInAttempt(from("rami@example.com", "someone-else"), START)).allowed).toBe(false);
    // The owner's browser, with its device cookie, is not refused: it has failures of its own only.
    const owner = await reserveSignInAttempt(from("rami@example.com", "owner-office", "device-1"), START);
    expect(owner).toMatchObject({ allowed: true, failures: 0 });
    // Its own typos lock that browser after five, not the others'.
    await fail(4, from("rami@example.com", "owner-office", "device-1"));
    expect(await reserveSignInAttempt(from("rami@example.com", "owner-office", "device-1"), START)).toMatchObject({
      allowed: false,
      scope: "device",
    });
    expect((await reserveSignInAttempt(from("rami@example.com", "owner-home", "device-2"), START)).allowed).toBe(true);
  });

  test("refuses an address after twenty failures over many e-mails, but not a known browser there", async () => {
    for (let index = 0; index < SIGN_IN_LIMITS.perAddress; index++) await fail(1, from(`guess${index}@example.com`, "address-a"));
    expect(await reserveSignInAttempt(from("new@example.com", "address-a"), START)).toMatchObject({ allowed: false, scope: "address" });
    expect((await reserveSignInAttempt(from("new@example.com", "address-b"), START)).allowed).toBe(true);
    expect((await reserveSignInAttempt(from("new@example.com", "address-a", "device-9"), START)).allowed).toBe(true);
  });

  test("a successful sign-in clears its own bucket only", async () => {
    await fail(5, from("maya@example.com", "address-a"));
    await fail(4, from("rami@example.com", "address-a", "device-1"));
    await fail(3, from("rami@example.com", "address-b"));
    const success = await reserveSignInAttempt(from("rami@example.com", "address-a", "device-1"), START);
    if (!success.allowed) throw new Error("refused");
    await forgetSignInFailures(success);
    expect(await reserveSignInAttempt(from("rami@example.com", "address-a", "device-1"), START)).toMatchObject({ failures: 0 });
    expect(await reserveSignInAttempt(from("rami@example.com", "address-c"), START)).toMatchObject({ failures: 3 });
    expect((await reserveSignInAttempt(from("maya@example.com", "address-a"), START)).allowed).toBe(false);
  });

  test("twenty attempts at once for one account get five reservations, and the fifth failure locks", async () => {
    // A race shows up only now and then: several rounds (without the lock, PostgreSQL let 8 through).
    for (let round = 0; round < 5; round++) {
      await getDb().deleteFrom("sign_in_attempts").execute();
      const rush = await Promise.all(Array.from({ length: 20 }, () => reserveSignInAttempt(from("rami@example.com", "address-a"), START)));
      expect(rush.filter((result) => result.allowed)).toHaveLength(SIGN_IN_LIMITS.perEmail);
    }
    await getDb().deleteFrom("sign_in_attempts").execute();
    const results = await Promise.all(Array.from({ length: 20 }, () => reserveSignInAttempt(from("rami@example.com", "address-a"), START)));
    const allowed = results.filter((result) => result.allowed);
    expect(allowed).toHaveLength(SIGN_IN_LIMITS.perEmail);
    expect(allowed.map((result) => result.allowed && result.failures).sort()).toEqual([0, 1, 2, 3, 4]);
    const locked = await Promise.all(allowed.map((reservation) => reservation.allowed && keepSignInFailure(reservation)));
    expect(locked.filter(Boolean)).toHaveLength(1);
  });

  test("recording a failure prunes the failures that left the window", async () => {
    await fail(3, from("old@example.com", "address-a"), () => minutes(-60));
    await fail(1, from("rami@example.com", "address-a"));
    const rows = await getDb().selectFrom("sign_in_attempts").select("email_key").execute();
    expect(rows.map((row) => row.email_key)).toEqual([storedEmailKey("rami@example.com")]);
  });

  test("answers slow down as failures add up, and never beyond two seconds", () => {
    expect([0, 1, 2, 3, 4, 10].map(failureDelayMs)).toEqual([0, 0, 250, 500, 1000, 2000]);
  });

  test("keeps no typed e-mail, only a keyed hash, and no row older than the window (issue #24)", async () => {
    await fail(2, from("typo.rami@example.com", "address-a"));
    const rows = await getDb().selectFrom("sign_in_attempts").select(["email_key", "attempted_at"]).execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.email_key).not.toContain("rami");
      expect(row.email_key).toMatch(/^[\w-]{43}$/);
    }
    // Counting still works through the hash: the same e-mail in another spelling meets its failures.
    expect(await reserveSignInAttempt(from("typo.rami@example.com", "address-b"), START)).toMatchObject({ allowed: true, failures: 2 });
    // Any sign-in after the window has passed removes what it no longer counts, whoever it is for.
    await reserveSignInAttempt(from("someone@example.com", "address-c"), minutes(SIGN_IN_LIMITS.windowMinutes + 1));
    const left = await getDb().selectFrom("sign_in_attempts").select("attempted_at").execute();
    expect(left.map((row) => row.attempted_at)).toEqual([minutes(SIGN_IN_LIMITS.windowMinutes + 1).toISOString()]);
  });
});
