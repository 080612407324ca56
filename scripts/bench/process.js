// Starting and stopping what `npm run bench` measures: the built site (scripts/start.js, as
// `npm start` runs it) on a free port with a database of its own.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (address && typeof address === "object" ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Polls `url` until it answers 2xx; `failed()` returns a reason to give up early, or false. */
export async function waitFor(url, failed, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = failed();
    if (reason) throw new Error(reason);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function newDataDir() {
  return mkdtempSync(path.join(tmpdir(), "cedar-bench-"));
}

/**
 * Starts `node scripts/start.js` (production build, NODE_ENV left as `npm start` sets it) on a
 * free port; `dataDir` defaults to a fresh folder (SQLite with the sample catalogue), removed
 * again by `stop()`.
 */
export async function startSite({ dataDir = newDataDir(), env = {} } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["scripts/start.js"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, SITE_URL: url, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  await waitFor(`${url}/readyz`, () => child.exitCode !== null && `the server exited early:\n${output}`);
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, pid: child.pid, stop };
}
