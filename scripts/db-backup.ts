// npm run db:backup [-- --to FOLDER]: a backup of the database (SQLite or PostgreSQL) and of the
// photos new since the last one, in FOLDER (default $DATA_DIR/backups); decision 0065.
import path from "node:path";
import { defaultBackupsFolder, takeBackup } from "~/server/backups/backup.server";
import { getEnv } from "~/server/platform/env.server";
import { commandLine, runCommand } from "./cli-db";

const { values } = commandLine("npm run db:backup [-- --to FOLDER]", { to: { type: "string" } }, 0);

await runCommand(async () => {
  const env = getEnv();
  const root = path.resolve(values.to ?? defaultBackupsFolder(env));
  const folder = await takeBackup(env, root, (line) => console.log(line));
  console.log(`Backup written to ${folder}.`);
});
