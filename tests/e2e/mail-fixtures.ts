import { rmSync } from "node:fs";
import { mailServerEnv, startServer, stopServer, test as base } from "./fixtures";

export { MAILBOXES } from "./fixtures";

/**
 * `test` whose worker's server sends mail (fixtures.ts mailServerEnv): to the worker's local
 * SMTP server, `smtp`, whose `messages` are every e-mail received. The specs that read mail
 * share these workers, whose server differs from the shared one only by its mail.
 */
export const test = base.extend({
  site: [
    async ({ smtp }, use) => {
      const { site, process: child } = await startServer(mailServerEnv(smtp));
      await use(site);
      await stopServer(child);
      rmSync(site.dataDir, { recursive: true, force: true });
    },
    { scope: "worker" },
  ],
});
