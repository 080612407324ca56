import { expect, test } from "vitest";
import { visitorSignals } from "~/domain/visitor";
import { loader as aboutLoader } from "~/routes/public/about";
import { loader as layoutLoader } from "~/routes/public/layout";
import { readVisitor } from "~/server/platform/visitor.server";
import { getRequest, run, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";

/*
 * One visitor per public request (decision 0052): its language from the path's prefix, its
 * currency from the cookie, its day on the agency's calendar, and a preview only for staff on a
 * page that shows drafts. The page cache reads address and cookie with the same function.
 */

describeEachDatabase("a public request's visitor", () => {
  test("speaks the language of the path's prefix and pays in the cookie's currency", async () => {
    expect(await readVisitor(getRequest("/tours"))).toMatchObject({ locale: "en", currency: "USD", preview: false });
    expect(await readVisitor(getRequest("/fr/tours?q=bali", "cw_currency=XOF"))).toMatchObject({ locale: "fr", currency: "XOF" });
    expect(await readVisitor(getRequest("/ar", "cw_device=1; __Host-cw_currency=lbp"))).toMatchObject({ locale: "ar", currency: "LBP" });
    // Not a language prefix, or a currency the site does not offer: English and dollars.
    expect(await readVisitor(getRequest("/en/tours", "cw_currency=EUR"))).toMatchObject({ locale: "en", currency: "USD" });
    expect(await readVisitor(getRequest("/tours/fr"))).toMatchObject({ locale: "en" });
  });

  test("lives on the agency's calendar: just after midnight in Beirut is the next day", async () => {
    const lateInUtc = new Date("2026-01-15T22:30:00Z");
    expect((await readVisitor(getRequest("/"), { now: lateInUtc })).today).toBe("2026-01-16");
    expect((await readVisitor(getRequest("/"), { now: new Date("2026-01-15T12:00:00Z") })).today).toBe("2026-01-15");
  });

  test("previews drafts only when staff ask for it, signed in, on a page that shows drafts", async () => {
    const staff = await signedInCookie();
    const draftPage = { showsDrafts: true };
    expect((await readVisitor(getRequest("/tours/bali?preview=1", staff), draftPage)).preview).toBe(true);
    expect((await readVisitor(getRequest("/services?preview=svc-1", staff), draftPage)).preview).toBe(true);
    // Staff without `?preview` see what visitors see; a page without drafts ignores the ask.
    expect((await readVisitor(getRequest("/tours/bali", staff), draftPage)).preview).toBe(false);
    expect((await readVisitor(getRequest("/about?preview=1", staff))).preview).toBe(false);
    // Anyone else asking on a draft page is sent to sign in, and comes back to the same address.
    const refused: unknown = await readVisitor(getRequest("/fr/tours/bali?preview=1"), draftPage).catch((thrown: unknown) => thrown);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent("/fr/tours/bali?preview=1")}`);
  });

  test("reaches the loaders through the public layout's middleware", async () => {
    const layout = await run(layoutLoader, getRequest("/ar/tours", "cw_currency=LRD"));
    expect(layout.body.currencySwitcher.current).toBe("LRD");
    expect(layout.body.currencySwitcher.label).not.toBe((await run(layoutLoader, getRequest("/tours"))).body.currencySwitcher.label);
    // A page that shows no drafts answers an anonymous `?preview` as it always did: the page itself.
    const about = await run(aboutLoader, getRequest("/fr/about?preview=1"));
    expect(about.status).toBe(200);
  });
});

test("the page cache reads the address and cookie as the visitor does", () => {
  expect(visitorSignals("/fr/tours?preview=1", "cw_currency=xof")).toEqual({ locale: "fr", currency: "XOF", previewAsked: true });
  expect(visitorSignals("/ar/tours/bali?month=2026-03#dates", undefined)).toEqual({ locale: "ar", currency: "USD", previewAsked: false });
  expect(visitorSignals("/services?previewed=1", "cw_session=x; cw_currency=LBP")).toMatchObject({ currency: "LBP", previewAsked: false });
});
