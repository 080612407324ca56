import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PhotoStorage } from "~/server/catalogue/photo-storage.server";
import { migrate, openDb } from "~/server/platform/db.server";
import { isPostgresUrl, sqlitePath } from "~/server/platform/env.server";
import { backupName, BackupError, DATABASE_FILES, mediaFolderOf, readManifest, type DatabaseKind, type Manifest } from "./manifest.server";
import { checkPhotos, restorePhotos, samplePhotos } from "./photo-copies.server";
import { createScratchDatabase, restorePostgres, safeUrl, withPostgres } from "./postgres-dumps.server";
import { countSqliteRows, restoreSqlite } from "./sqlite-copies.server";
import { countDifferences, countRows, totalRows } from "./table-counts.server";

/** Where a restore writes: a SQLite file or a PostgreSQL database. */
export type RestoreTarget = { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };

/** The target a `--to` value (or DATABASE_URL) names: postgres://… or file:PATH, or DATA_DIR/site.db when neither is given. */
export function restoreTarget(url: string | undefined, dataDir: string): RestoreTarget {
  if (isPostgresUrl(url)) return { kind: "postgres", url: url! };
  if (url && !/^(file|sqlite):/.test(url)) throw new BackupError(`${url} is not a database address: give postgres://… or file:PATH.`);
  return { kind: "sqlite", file: sqlitePath({ DATABASE_URL: url, DATA_DIR: dataDir }) };
}

function describeTarget(target: RestoreTarget): string {
  return target.kind === "sqlite" ? `the SQLite file ${target.file}` : `the PostgreSQL database ${safeUrl(target.url)}`;
}

const KIND_NAMES: Record<DatabaseKind, string> = { sqlite: "SQLite", postgres: "PostgreSQL" };

function countTarget(target: RestoreTarget): Promise<Record<string, number>> {
  return target.kind === "sqlite" ? countSqliteRows(target.file) : withPostgres(target.url, countRows);
}

/** The backup's manifest and database file, checked to fit `target`. */
async function openBackup(backupDir: string, target: RestoreTarget): Promise<{ manifest: Manifest; databaseFile: string }> {
  const manifest = await readManifest(backupDir);
  if (manifest.kind !== target.kind) {
    throw new BackupError(`the backup is of ${KIND_NAMES[manifest.kind]} and cannot be restored into ${describeTarget(target)}.`);
  }
  const databaseFile = path.join(backupDir, DATABASE_FILES[manifest.kind]);
  if (!existsSync(databaseFile)) throw new BackupError(`${backupDir} has a manifest but no ${DATABASE_FILES[manifest.kind]}.`);
  return { manifest, databaseFile };
}

/**
 * Restores the database copy into `target`, which must hold no rows unless `replace`: a
 * SQLite file in use is moved aside (never deleted), a PostgreSQL database is replaced object
 * by object in one transaction (restorePostgres). Answers the table counts' differences from the
 * manifest (none when the restore is whole).
 */
async function restoreDatabase(
  databaseFile: string,
  manifest: Manifest,
  target: RestoreTarget,
  replace: boolean,
  report: (line: string) => void,
): Promise<string[]> {
  const before = await countTarget(target);
  const rows = totalRows(before);
  if (rows > 0 && !replace) {
    throw new BackupError(
      `${describeTarget(target)} is not empty (${rows} rows): restore into an empty database, or pass --replace to replace what it holds${target.kind === "sqlite" ? " (the old file is kept beside it)" : ""}.`,
    );
  }
  if (target.kind === "sqlite") {
    await mkdir(path.dirname(path.resolve(target.file)), { recursive: true });
    const movedAside = rows > 0 ? `${target.file}.before-restore-${backupName(new Date())}` : undefined;
    await restoreSqlite(databaseFile, target.file, movedAside);
    if (movedAside) report(`The database that was there is kept as ${movedAside}.`);
  } else {
    await restorePostgres(databaseFile, target.url);
  }
  return countDifferences(manifest.tables, await countTarget(target));
}

/** `npm run db:restore`: the database, then the photos the storage lacks, then the row counts checked. */
export async function restoreBackup(
  backupDir: string,
  target: RestoreTarget,
  options: { replace: boolean; storage: PhotoStorage; report: (line: string) => void },
): Promise<void> {
  const { report } = options;
  const { manifest, databaseFile } = await openBackup(backupDir, target);
  const differences = await restoreDatabase(databaseFile, manifest, target, options.replace, report);
  report(`Database restored into ${describeTarget(target)} (migration ${manifest.migration_head ?? "none"}).`);
  const restored = await restorePhotos(mediaFolderOf(backupDir), manifest.photos.all, options.storage);
  report(
    `Photos: ${restored} put into ${options.storage.location} (each checked against its SHA-256 first), ${manifest.photos.all.length - restored} were there already.`,
  );
  if (differences.length > 0) throw new BackupError(`the restored rows differ from the manifest:\n  ${differences.join("\n  ")}`);
  report(`Row counts match the manifest: ${Object.keys(manifest.tables).length} tables, ${totalRows(manifest.tables)} rows.`);
}

export type DrillOptions = {
  /** For a PostgreSQL backup: a server where the drill may create (and drop) its scratch database. */
  postgresServerUrl: string | undefined;
  /** How many photos to check, at random; Infinity for all. */
  photoSample: number;
  /** Keep the scratch database (its address is printed) rather than remove it. */
  keep: boolean;
  report: (line: string) => void;
};

/**
 * `npm run db:restore-drill`: restores the backup into a scratch database, runs the migrations
 * expecting nothing to do, compares the rows with the manifest and checks a sample of photos.
 * Answers the problems found (none when the drill passed) and where the scratch database is.
 */
export async function runDrill(backupDir: string, options: DrillOptions): Promise<{ problems: string[]; scratch: RestoreTarget }> {
  const { report } = options;
  const manifest = await readManifest(backupDir);
  const ageMinutes = Math.round((Date.now() - Date.parse(manifest.finished_at)) / 60_000);
  report(`Drill of ${backupDir} (${KIND_NAMES[manifest.kind]}, finished ${manifest.finished_at}, ${formatAge(ageMinutes)} old).`);

  const stamp = backupName(new Date()).replace(/\W/g, "").toLowerCase();
  let scratch: RestoreTarget;
  let removeScratch: () => Promise<void>;
  if (manifest.kind === "sqlite") {
    const dir = await mkdtemp(path.join(tmpdir(), "cedar-drill-"));
    scratch = { kind: "sqlite", file: path.join(dir, "site.db") };
    removeScratch = () => rm(dir, { recursive: true, force: true });
  } else {
    if (!options.postgresServerUrl) {
      throw new BackupError(
        "a PostgreSQL backup's drill needs a server for its scratch database: set DRILL_DATABASE_URL (or DATABASE_URL) to a postgres:// address.",
      );
    }
    const database = await createScratchDatabase(options.postgresServerUrl, `drill_${stamp}`);
    scratch = { kind: "postgres", url: database.url };
    removeScratch = database.drop;
  }

  const problems: string[] = [];
  try {
    const { databaseFile } = await openBackup(backupDir, scratch);
    const started = performance.now();
    const differences = await restoreDatabase(databaseFile, manifest, scratch, false, report);
    const seconds = (performance.now() - started) / 1000;
    report(`Restored in ${seconds.toFixed(1)} s into ${describeTarget(scratch)}.`);
    problems.push(...differences);
    if (differences.length === 0)
      report(`Rows: ${Object.keys(manifest.tables).length} tables, ${totalRows(manifest.tables)} rows, as the manifest counted.`);

    const migrationProblems = await checkMigrations(scratch);
    problems.push(...migrationProblems);
    if (migrationProblems.length === 0) report(`Migrations: none pending (head ${manifest.migration_head ?? "none"}).`);

    const sample = samplePhotos(manifest.photos.all, options.photoSample);
    const photoProblems = await checkPhotos(mediaFolderOf(backupDir), sample);
    problems.push(...photoProblems);
    report(
      `Photos: ${sample.length} of ${manifest.photos.all.length} checked, ${photoProblems.length === 0 ? "every SHA-256 matches" : `${photoProblems.length} missing or damaged`}.`,
    );
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    problems.push(error.message);
  } finally {
    if (options.keep) report(`Kept the scratch database: ${describeTarget(scratch)}.`);
    else await removeScratch();
  }
  return { problems, scratch };
}

/** The migrations the restored copy lacked, as problems: a backup the code at hand does not start on unchanged. */
async function checkMigrations(target: RestoreTarget): Promise<string[]> {
  const { db } = target.kind === "sqlite" ? openDb({ sqliteFile: target.file }) : openDb({ url: target.url, poolSize: 1 });
  try {
    const applied = await migrate(db);
    return applied.length === 0
      ? []
      : [`migrations were pending on the restored copy: ${applied.join(", ")} (the backup is older than this code's schema)`];
  } catch (error) {
    return [`the migrations failed on the restored copy: ${(error as Error).message}`];
  } finally {
    await db.destroy();
  }
}

function formatAge(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
  return `${Math.floor(minutes / 1440)} days`;
}
