// Load figures for `npm run bench`: throughput and latency of a URL at N connections (wrk from
// Debian's packages when installed, autocannon from npm otherwise), and a static server that
// serves fixed bytes (nginx when installed, a bare node:http server otherwise) to compare with.
import { execFile, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort, waitFor } from "./process.js";

function found(command) {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

/** "850.12us", "1.20ms", "2.01s" → milliseconds. */
function wrkMs(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) return null;
  const value = Number(match[1]);
  return { us: value / 1000, ms: value, s: value * 1000, m: value * 60_000 }[match[2]];
}

// Not synchronous: the bench's admin saves while wrk runs (scripts/bench/under-writes.js).
async function runWrk(url, { connections, seconds, headers = {} }) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const { stdout: output } = await promisify(execFile)(
    "wrk",
    ["-t1", `-c${connections}`, `-d${seconds}s`, "--latency", ...headerArgs, url],
    {
      encoding: "utf8",
    },
  );
  const percentile = (p) => {
    const match = new RegExp(`^\\s*${p}%\\s+(\\S+)`, "m").exec(output);
    return match ? wrkMs(match[1]) : null;
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  return {
    tool: "wrk",
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0),
    p50Ms: percentile(50),
    p99Ms: percentile(99),
    errors: (socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0) + non2xx,
  };
}

async function runAutocannon(url, { connections, seconds, headers = {} }) {
  const { default: autocannon } = await import("autocannon");
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    tool: "autocannon",
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export const loadTool = found("wrk") ? "wrk" : "autocannon";

/** Requests per second, p50 and p99 latency (ms) and errors of GET `url` under load (with `headers`, say a session cookie). */
export async function loadTest(url, options = { connections: 50, seconds: 10 }) {
  return loadTool === "wrk" ? runWrk(url, options) : runAutocannon(url, options);
}

/**
 * Serves each body at `/<index>.html` with the same Content-Type as the site, so the site's
 * figures can be read as a share of what serving those bytes costs at all. Returns the URL of
 * each body and `stop()`.
 */
export async function startStaticServer(bodies) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const urls = bodies.map((_, index) => `${base}/${index}.html`);
  if (found("nginx")) {
    const prefix = mkdtempSync(path.join(tmpdir(), "cedar-bench-nginx-"));
    const root = path.join(prefix, "html");
    mkdirSync(root);
    bodies.forEach((body, index) => writeFileSync(path.join(root, `${index}.html`), body));
    const config = path.join(prefix, "nginx.conf");
    writeFileSync(
      config,
      `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  types { text/html html; }
  client_body_temp_path ${prefix}; proxy_temp_path ${prefix}; fastcgi_temp_path ${prefix}; uwsgi_temp_path ${prefix}; scgi_temp_path ${prefix};
  server { listen 127.0.0.1:${port}; root ${root}; charset utf-8; }
}
`,
    );
    const child = spawn("nginx", ["-p", prefix, "-c", config], { stdio: "ignore" });
    await waitFor(urls[0], () => child.exitCode !== null && `nginx exited (see ${prefix}/error.log)`);
    return {
      name: "nginx",
      urls,
      stop: async () => {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGQUIT");
        await exited;
        rmSync(prefix, { recursive: true, force: true });
      },
    };
  }
  const server = http.createServer((request, response) => {
    const body = bodies[Number(/^\/(\d+)\.html$/.exec(request.url ?? "")?.[1] ?? -1)];
    if (!body) return response.writeHead(404).end();
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length }).end(body);
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { name: "node:http", urls, stop: () => new Promise((resolve) => server.close(resolve)) };
}
