// npm run db:restore-drill [-- BACKUP] [--photos N|all] [--keep]: restores the latest backup (or
// BACKUP, a backup folder or a folder of backups) into a scratch database and checks it; exits 1
// on any mismatch. Short output, for an operator's cron mail (decision 0065).
import path from "node:path";
import { defaultBackupsFolder } from "~/server/backups/backup.server";
import { BackupError, chooseBackup } from "~/server/backups/manifest.server";
import { runDrill } from "~/server/backups/restore.server";
import { getEnv, isPostgresUrl } from "~/server/platform/env.server";
import { commandLine, runCommand } from "./cli-db";

const { values, positionals } = commandLine(
  "npm run db:restore-drill [-- BACKUP_FOLDER] [--photos N|all] [--keep]",
  { photos: { type: "string", default: "20" }, keep: { type: "boolean" } },
  1,
);

await runCommand(async () => {
  const env = getEnv();
  const photoSample = values.photos === "all" ? Infinity : Number(values.photos);
  if (!(photoSample >= 0 && (Number.isInteger(photoSample) || photoSample === Infinity)))
    throw new BackupError(`--photos must be a whole number or 'all', not '${values.photos}'.`);
  const backup = await chooseBackup(path.resolve(positionals[0] ?? defaultBackupsFolder(env)));
  const serverUrl = env.DRILL_DATABASE_URL ?? env.DATABASE_URL;
  const { problems } = await runDrill(backup, {
    postgresServerUrl: isPostgresUrl(serverUrl) ? serverUrl : undefined,
    photoSample,
    keep: values.keep ?? false,
    report: (line) => console.log(line),
  });
  if (problems.length > 0) throw new BackupError(`the drill FAILED:\n  ${problems.join("\n  ")}`);
  console.log("Drill passed.");
});
