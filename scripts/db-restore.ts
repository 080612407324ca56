// npm run db:restore -- BACKUP [--to postgres://…|file:PATH] [--replace]: restores a backup folder
// into the database DATABASE_URL names (or --to), then its photos, then checks the row counts.
import { storageFromEnv } from "~/server/catalogue/photo-storage.server";
import { restoreBackup, restoreTarget } from "~/server/backups/restore.server";
import { getEnv } from "~/server/platform/env.server";
import { commandLine, fail, runCommand } from "./cli-db";

const USAGE = "npm run db:restore -- BACKUP_FOLDER [--to postgres://…|file:PATH] [--replace]";
const { values, positionals } = commandLine(USAGE, { to: { type: "string" }, replace: { type: "boolean" } }, 1);
if (!positionals[0]) fail(`Name the backup folder to restore.\nUsage: ${USAGE}`);

await runCommand(async () => {
  const env = getEnv();
  const target = restoreTarget(values.to ?? env.DATABASE_URL, env.DATA_DIR);
  await restoreBackup(positionals[0]!, target, {
    replace: values.replace ?? false,
    storage: storageFromEnv(env),
    report: (line) => console.log(line),
  });
  console.log("Restore finished.");
});
