import { expect, test } from "vitest";
import * as destinationScreen from "~/routes/admin/catalogue/destination";
import * as tourForm from "~/routes/admin/catalogue/tour-form";
import * as toursList from "~/routes/admin/catalogue/tours";
import { PUBLICATION_TEXTS } from "~/content/publication-admin";
import { getDb } from "~/server/platform/db.server";
import { addDestination, getDestination } from "~/server/catalogue/destinations.server";
import { missingTranslations } from "~/server/catalogue/publication.server";
import { addTour, getTour } from "~/server/catalogue/tours.server";
import { writeTranslations } from "~/server/catalogue/translations.server";
import { destinationInput, tourInput } from "../catalogue-inputs";
import { postRequest, run, signedInCookie } from "./catalogue-helpers";
import { describeEachDatabase } from "./databases";

/*
 * Publish warns when French or Arabic are missing (issue #23): the server asks on the POST,
 * publishes only with `confirmMissing=1`, and publishes at once when all three languages are there.
 */

const publishLogs = async (id: string) =>
  getDb().selectFrom("audit_log").select("action").where("entity_id", "=", id).where("action", "=", "publish").execute();

describeEachDatabase("Publish with missing translations", () => {
  test("a tour without French and Arabic is not published: the answer names both languages, nothing changes", async () => {
    const cookie = await signedInCookie("editor");
    await addDestination(destinationInput(), "bali", "published");
    await addTour(tourInput({ title: "Island Escape" }), "island-escape");
    const before = await getTour("island-escape");
    const answer = await run(
      toursList.action,
      postRequest("/admin/tours", { intent: "publish", id: "island-escape", version: "1" }, { cookie }),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.publishWarning).toEqual({ id: "island-escape", missing: ["fr", "ar"] });
    expect(PUBLICATION_TEXTS.missingLanguages(answer.body.publishWarning.missing)).toBe(
      "French and Arabic are missing: visitors on those pages will see the English text. Publish anyway?",
    );
    expect(await getTour("island-escape")).toEqual(before);
    expect(await publishLogs("island-escape")).toEqual([]);

    // Publish anyway: the same post with confirmMissing=1, under the version rule and logged.
    const stale = await run(
      toursList.action,
      postRequest("/admin/tours", { intent: "publish", id: "island-escape", version: "2", confirmMissing: "1" }, { cookie }),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.problem).toBeDefined();
    const anyway = await run(
      toursList.action,
      postRequest("/admin/tours?q=island", { intent: "publish", id: "island-escape", version: "1", confirmMissing: "1" }, { cookie }),
    );
    expect(anyway).toMatchObject({ status: 302, location: "/admin/tours?q=island" });
    expect(await getTour("island-escape")).toMatchObject({ status: "published", version: 2 });
    expect(await publishLogs("island-escape")).toHaveLength(1);
  });

  test("only the missing language is named, and a description left out in one language counts as missing", async () => {
    const cookie = await signedInCookie("editor");
    await addDestination(destinationInput({ title: "Lisbon" }), "lisbon");
    await writeTranslations("destination", "lisbon", {
      fr: { title: "Lisbonne", description: "Des tramways et du fado." },
      ar: { title: "لشبونة" },
    });
    expect(await missingTranslations("destination", "lisbon")).toEqual(["ar"]);
    const answer = await run(
      destinationScreen.action,
      postRequest("/admin/destinations/lisbon", { intent: "publish", id: "lisbon", version: "1" }, { cookie }),
      { id: "lisbon" },
    );
    expect(answer.status).toBe(200);
    expect(PUBLICATION_TEXTS.missingLanguages(answer.body.publishWarning.missing)).toBe(
      "Arabic is missing: visitors on those pages will see the English text. Publish anyway?",
    );
    expect((await getDestination("lisbon"))?.status).toBe("draft");
  });

  test("a record in all three languages is published at once, from its edit form too, without confirmMissing", async () => {
    const cookie = await signedInCookie("editor");
    await addDestination(destinationInput(), "bali", "published");
    await addTour(tourInput({ title: "Island Escape" }), "island-escape");
    await writeTranslations("tour", "island-escape", {
      fr: { title: "Évasion sur l'île", description: "Huit jours tranquilles sur l'île." },
      ar: { title: "هروب إلى الجزيرة", description: "ثمانية أيام هادئة على الجزيرة." },
    });
    expect(await missingTranslations("tour", "island-escape")).toEqual([]);
    const published = await run(
      tourForm.action,
      postRequest("/admin/tours/edit/island-escape", { intent: "publish", id: "island-escape", version: "1" }, { cookie }),
      { id: "island-escape" },
    );
    expect(published).toMatchObject({ status: 302, location: "/admin/tours/edit/island-escape" });
    expect(await getTour("island-escape")).toMatchObject({ status: "published", version: 2 });
    expect(await publishLogs("island-escape")).toHaveLength(1);
  });

  test("Unpublish never asks", async () => {
    const cookie = await signedInCookie("editor");
    await addDestination(destinationInput(), "bali", "published");
    await addTour(tourInput({ title: "Island Escape" }), "island-escape", "published");
    const answer = await run(
      toursList.action,
      postRequest("/admin/tours", { intent: "unpublish", id: "island-escape", version: "1" }, { cookie }),
    );
    expect(answer.status).toBe(302);
    expect((await getTour("island-escape"))?.status).toBe("draft");
  });
});
