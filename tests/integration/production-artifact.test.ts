import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import {
  chmodSync,
  chownSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { freePort } from "../e2e/server";

/**
 * The artifact the Dockerfile builds, built and started as its image would start it, since no
 * container engine runs here (README "Operations", decision 0066): a clean folder of the
 * project's files, `npm ci`, `npm run build`, `npm ci --omit=dev`, then `npm start` as an
 * unprivileged user from that folder made read-only, with only DATA_DIR writable. These are the
 * steps of the README's "Running from a clean clone". Built once, from scratch, as the image's
 * build stage does: reusing the repository's own node_modules or build would not show what a
 * clean install lacks (it once lacked a module the server imports). About two minutes on two cores.
 */

const REPO = path.resolve(import.meta.dirname, "../..");
/** nobody:nogroup, when the tests run as root (CI does); otherwise the tests' own user is the unprivileged one. */
const UNPRIVILEGED = 65534;
const asRoot = process.getuid?.() === 0;

const made: string[] = [];
let site: ChildProcess | undefined;

afterAll(async () => {
  // A failed assertion left it running: npm and the server under it, in their own process group.
  if (site?.pid) {
    try {
      process.kill(-site.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  for (const dir of made) {
    // The read-only folder must be made writable again to be removed.
    execFileSync("chmod", ["-R", "u+w", dir]);
    rmSync(dir, { recursive: true, force: true });
  }
});

/** A new folder others may enter (mkdtemp makes it 0700, which nobody could read). */
function folder(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  made.push(dir);
  return dir;
}

/** The environment of a build: none of the tests' own settings (vitest's NODE_ENV=test would change what npm installs). */
function buildEnv(): NodeJS.ProcessEnv {
  const kept = Object.entries(process.env).filter(([name]) => /^(PATH|HOME|TMPDIR|npm_config_.*|NPM_CONFIG_.*)$/.test(name));
  return Object.fromEntries(kept);
}

function run(command: string, args: string[], cwd: string): void {
  execFileSync(command, args, { cwd, env: buildEnv(), stdio: ["ignore", "pipe", "pipe"], maxBuffer: 64 * 1024 * 1024 });
}

/** The project's files as a clone of this working tree has them (tracked, and new ones not ignored), copied into `dir`. */
function copyProject(dir: string): void {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: REPO, encoding: "utf8" });
  for (const file of listed.split("\0").filter(Boolean)) {
    const from = path.join(REPO, file);
    if (!existsSync(from)) continue; // deleted in the working tree, not yet committed
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(from, path.join(dir, file));
    chmodSync(path.join(dir, file), statSync(from).mode & 0o755);
  }
}

/**
 * Node and npm where the official Node image has them (/usr/local/bin, /usr/local/lib/node_modules/npm),
 * under `dir`: the ones running the tests may sit in root's home, which other users cannot read.
 */
function installNode(dir: string): string {
  const bin = path.join(dir, "bin");
  mkdirSync(bin);
  copyFileSync(process.execPath, path.join(bin, "node"));
  chmodSync(path.join(bin, "node"), 0o755);
  const npmCli = realpathSync(execFileSync("sh", ["-c", "command -v npm"], { encoding: "utf8" }).trim());
  const npmPackage = path.dirname(path.dirname(npmCli));
  cpSync(npmPackage, path.join(dir, "lib/node_modules/npm"), { recursive: true });
  symlinkSync("../lib/node_modules/npm/bin/npm-cli.js", path.join(bin, "npm"));
  return bin;
}

async function answers(url: string): Promise<Response | undefined> {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(2000) });
  } catch {
    return undefined;
  }
}

test(
  "a clean clone, built and pruned as the Dockerfile does, serves the site as an unprivileged user from a read-only folder",
  { timeout: 300_000 },
  async () => {
    const app = folder("cedar-artifact-");
    copyProject(app);
    run("npm", ["ci", "--prefer-offline", "--no-audit", "--no-fund"], app);
    run("npm", ["run", "build"], app);
    run("npm", ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund"], app);
    expect(existsSync(path.join(app, "node_modules/vite")), "the dev tools are gone").toBe(false);
    expect(existsSync(path.join(app, "build/server/index.js")), "the build stays").toBe(true);
    execFileSync("chmod", ["-R", "a-w", app]);

    const runtime = folder("cedar-runtime-");
    const bin = installNode(runtime);
    const dataDir = path.join(runtime, "data");
    mkdirSync(dataDir);
    if (asRoot) chownSync(dataDir, UNPRIVILEGED, UNPRIVILEGED);

    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const asUser = asRoot ? ["setpriv", `--reuid=${UNPRIVILEGED}`, `--regid=${UNPRIVILEGED}`, "--clear-groups"] : [];
    const [command, ...args] = [...asUser, path.join(bin, "npm"), "start"];
    site = spawn(command!, args, {
      cwd: app,
      // As the image's environment: no home to write in, the data volume, the defaults otherwise.
      env: {
        PATH: `${bin}:/usr/bin:/bin`,
        HOME: "/nonexistent",
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        AUDIT_STDOUT: "0",
        NPM_CONFIG_UPDATE_NOTIFIER: "false",
      },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let output = "";
    site.stdout!.on("data", (chunk) => (output += chunk));
    site.stderr!.on("data", (chunk) => (output += chunk));

    // Waits for what the orchestrator waits for; a start that fails ends the wait at once.
    let ready: Response | undefined;
    const deadline = Date.now() + 120_000;
    while (!ready?.ok && site.exitCode === null && site.signalCode === null && Date.now() < deadline) {
      ready = await answers(`${origin}/readyz`);
      if (!ready?.ok) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(ready?.status, `the site did not become ready:\n${output}`).toBe(200);

    const tours = await fetch(`${origin}/tours`);
    expect(tours.status).toBe(200);
    expect(await tours.text()).toContain("Bali Island Escape");
    const photo = await fetch(
      `${origin}${(await (await fetch(`${origin}/tours/bali-island-escape`)).text()).match(/\/media\/[\w-]+\.(?:jpg|webp|avif)/)![0]}`,
    );
    expect(photo.status, "a sample photo, copied into DATA_DIR at the first start").toBe(200);

    // What the start wrote is the unprivileged user's, in DATA_DIR only.
    const database = statSync(path.join(dataDir, "site.db"));
    expect(database.uid).toBe(asRoot ? UNPRIVILEGED : process.getuid!());

    // SIGTERM to npm reaches the server, which drains and stops cleanly, as `docker stop` would have it
    // (the start script execs node: a shell between them would die of it and leave the server running).
    const exited = new Promise((resolve) => site!.once("exit", (code, signal) => resolve(signal ?? code)));
    site.kill("SIGTERM");
    expect(await exited, output).toBe(0);
    expect(output).toContain("Stopped cleanly.");
  },
);
