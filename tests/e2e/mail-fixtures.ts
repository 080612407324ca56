import { rmSync } from "node:fs";
import { startSmtpInbox, type SmtpInbox } from "../smtp-inbox";
import { startServer, stopServer, test as base } from "./fixtures";

/** The worker server's mailboxes: the general one and the cargo team's get enquiries; customers get mail from sales. */
export const MAILBOXES = {
  info: "info@e2e.cedarwings.example",
  cargo: "cargo@e2e.cedarwings.example",
  sales: "sales@e2e.cedarwings.example",
} as const;

/**
 * `test` whose worker's server sends mail: SMTP_URL points at a local SMTP server started for
 * the worker, `smtp`, whose `messages` are every e-mail received, with MAIL_TO, CARGO_MAIL_TO
 * and REPLY_FROM set to MAILBOXES. Specs using it run in workers of their own (the server differs).
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
      const { site, process: child } = await startServer({
        SMTP_URL: smtp.url,
        MAIL_TO: MAILBOXES.info,
        CARGO_MAIL_TO: MAILBOXES.cargo,
        REPLY_FROM: `Cedar Wings Sales <${MAILBOXES.sales}>`,
      });
      await use(site);
      await stopServer(child);
      rmSync(site.dataDir, { recursive: true, force: true });
    },
    { scope: "worker" },
  ],
});
