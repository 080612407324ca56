import { rmSync } from "node:fs";
import { startSmtpInbox, type SmtpInbox } from "../smtp-inbox";
import { startServer, stopServer, test as base } from "./fixtures";

/** Where the worker's server sends the agency's e-mails: the general mailbox and the cargo team's. */
export const MAILBOXES = { info: "info@e2e.cedarwings.example", cargo: "cargo@e2e.cedarwings.example" } as const;

/**
 * `test` whose worker's server sends mail: SMTP_URL points at a local SMTP server started for
 * the worker, `smtp`, whose `messages` are every e-mail received, with MAIL_TO and CARGO_MAIL_TO
 * set to MAILBOXES. Specs using it run in workers of their own (the server differs).
 */
export const test = base.extend<object, { smtp: SmtpInbox }>({
  smtp: [
    async ({}, use) => {
      const inbox = await startSmtpInbox();
      await use(inbox);
      await inbox.close();
    },
    { scope: "worker" },
  ],
  site: [
    async ({ smtp }, use) => {
      const { site, process: child } = await startServer({ SMTP_URL: smtp.url, MAIL_TO: MAILBOXES.info, CARGO_MAIL_TO: MAILBOXES.cargo });
      await use(site);
      await stopServer(child);
      rmSync(site.dataDir, { recursive: true, force: true });
    },
    { scope: "worker" },
  ],
});
