import { expect, test } from "vitest";
import { SIGN_IN_LIMITS } from "~/domain/users";
import { getDb } from "~/server/db.server";
import { checkSignInThrottle, clearSignInFailures, failureDelayMs, recordSignInFailure } from "~/server/sign-in-throttle.server";
import { describeEachDatabase } from "./databases";

const START = new Date("2030-05-01T10:00:00.000Z");
const minutes = (count: number) => new Date(START.getTime() + count * 60_000);

async function fail(times: number, email: string, address: string, at: (index: number) => Date = () => START) {
  for (let index = 0; index < times; index++) await recordSignInFailure(email, address, at(index));
}

describeEachDatabase("sign-in throttling", () => {
  test("allows the first failures and refuses after five for one e-mail, for the rest of the window", async () => {
    await fail(4, "rami@example.com", "address-a");
    expect(await checkSignInThrottle("rami@example.com", "address-a", START)).toEqual({ allowed: true, failures: 4 });

    await fail(1, "rami@example.com", "address-a");
    expect(await checkSignInThrottle("rami@example.com", "address-a", minutes(1))).toEqual({
      allowed: false,
      retryAfterSeconds: 14 * 60,
    });
    // From another address the same e-mail is still refused: the lock is on the account.
    expect((await checkSignInThrottle("rami@example.com", "address-b", minutes(1))).allowed).toBe(false);
    // Other e-mails from that address go on.
    expect((await checkSignInThrottle("maya@example.com", "address-a", minutes(1))).allowed).toBe(true);
  });

  test("the window slides: a lock-out ends once the failures are old enough", async () => {
    // Five failures a minute apart: the first leaves the window at 15 minutes.
    await fail(5, "rami@example.com", "address-a", (index) => minutes(index));
    expect((await checkSignInThrottle("rami@example.com", "address-a", minutes(14))).allowed).toBe(false);
    expect(await checkSignInThrottle("rami@example.com", "address-a", minutes(15))).toEqual({ allowed: true, failures: 4 });
    // One more failure brings back the lock, until the oldest counted failure ages out.
    await recordSignInFailure("rami@example.com", "address-a", minutes(15));
    expect(await checkSignInThrottle("rami@example.com", "address-a", minutes(15))).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
  });

  test("refuses an address after twenty failures over many e-mails", async () => {
    for (let index = 0; index < SIGN_IN_LIMITS.perAddress - 1; index++) {
      await recordSignInFailure(`guess${index}@example.com`, "address-a", START);
    }
    expect((await checkSignInThrottle("new@example.com", "address-a", START)).allowed).toBe(true);
    await recordSignInFailure("guess-last@example.com", "address-a", START);
    expect((await checkSignInThrottle("new@example.com", "address-a", START)).allowed).toBe(false);
    expect((await checkSignInThrottle("new@example.com", "address-b", START)).allowed).toBe(true);
  });

  test("a successful sign-in clears that e-mail's failures but not other e-mails'", async () => {
    await fail(5, "rami@example.com", "address-a");
    await fail(5, "maya@example.com", "address-a");
    await clearSignInFailures("rami@example.com");
    expect(await checkSignInThrottle("rami@example.com", "address-a", START)).toEqual({ allowed: true, failures: 0 });
    expect((await checkSignInThrottle("maya@example.com", "address-a", START)).allowed).toBe(false);
  });

  test("recording a failure prunes the failures that left the window", async () => {
    await fail(3, "old@example.com", "address-a", () => minutes(-60));
    await recordSignInFailure("rami@example.com", "address-a", START);
    const rows = await getDb().selectFrom("sign_in_attempts").select("email_key").execute();
    expect(rows.map((row) => row.email_key)).toEqual(["rami@example.com"]);
  });

  test("answers slow down as failures add up, and never beyond two seconds", () => {
    expect([0, 1, 2, 3, 4, 10].map(failureDelayMs)).toEqual([0, 0, 250, 500, 1000, 2000]);
  });
});
