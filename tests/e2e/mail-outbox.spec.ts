import { randomBytes } from "node:crypto";
import { mailPart } from "../smtp-inbox";
import { deleteEnquiriesFrom, expect, hydrated } from "./fixtures";
import { MAILBOXES, test } from "./mail-fixtures";

/**
 * The mail outbox (issue #23) in Chromium, against a server that sends to a local SMTP server
 * (mail-fixtures.ts): what a visitor's message sets off reaches their mailbox, in their language.
 */
const MAIL_DOMAIN = "outbox-e2e.example";

test.beforeEach(({ site }) => deleteEnquiriesFrom(site, MAIL_DOMAIN));
test.afterEach(({ site }) => deleteEnquiriesFrom(site, MAIL_DOMAIN));

test("a visitor writes in French and gets the French acknowledgement with a reference to quote", async ({ page, smtp }) => {
  const word = randomBytes(3).toString("hex");
  const visitor = { name: `Amélie ${word}`, email: `amelie.${word}@${MAIL_DOMAIN}` };
  await page.goto("/fr/contact");
  await hydrated(page);
  const form = page.getByRole("region", { name: "Envoyez-nous un message" });
  await form.getByLabel("Nom complet").fill(visitor.name);
  await form.getByLabel("Adresse e-mail").fill(visitor.email);
  await form.getByLabel("Objet").selectOption({ label: "Réservation d’un circuit" });
  await form.getByLabel("Message").fill("Bonjour, deux places pour le circuit au Maroc en mai ?");
  await form.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(form.getByRole("status")).toHaveText("Merci ! Votre message a bien été envoyé. Nous vous répondrons rapidement.");

  // The acknowledgement arrives at the visitor's mailbox, from the agency's reply address, in French.
  await expect.poll(() => smtp.messages.filter((mail) => mail.to.includes(visitor.email)).length).toBe(1);
  const mail = smtp.messages.find((received) => received.to.includes(visitor.email))!;
  expect(mail.from).toBe(MAILBOXES.sales);
  const subject = mail.headers.get("subject")!;
  const reference = /^Nous avons bien reçu votre message \((E-\d{4}-\d{4})\)$/.exec(subject)?.[1];
  expect(reference, subject).toBeTruthy();
  expect(mail.headers.get("content-language")).toBe("fr");
  const text = mailPart(mail, "text/plain")!;
  expect(text).toContain(`Bonjour ${visitor.name},`);
  expect(text).toContain("« Réservation d’un circuit »");
  expect(text).toContain(`Votre référence est ${reference} : merci de la rappeler`);
  const html = mailPart(mail, "text/html")!;
  expect(html).toContain('<html lang="fr" dir="ltr">');
  expect(html).toContain(reference!);

  // The agency's mailbox is told too, with the same reference.
  await expect
    .poll(() => smtp.messages.filter((received) => received.to.includes(MAILBOXES.info) && received.body.includes(visitor.email)).length)
    .toBe(1);
  const notification = smtp.messages.find((received) => received.to.includes(MAILBOXES.info) && received.body.includes(visitor.email))!;
  expect(notification.body).toContain(`Reference given to the customer: ${reference}`);
});
