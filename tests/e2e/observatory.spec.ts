import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer as createHttpsServer, get as httpsGet, type Server } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, freePort, startServer, stopServer, test } from "./fixtures";

/*
 * The MDN HTTP Observatory (its npm package, the scan its website runs) grades the production
 * build served over https: A+, and no test takes points away. The certificate is made here,
 * self-signed for 127.0.0.1, and trusted by the scan's process alone (NODE_EXTRA_CA_CERTS), as
 * a browser would trust a real one; a small https proxy in front of the built server stands for
 * the TLS-terminating proxy of a real deployment.
 */

type ObservatoryTest = { result: string; pass: boolean; scoreModifier: number };
type ObservatoryResult = { scan: { grade: string; score: number; statusCode: number }; tests: Record<string, ObservatoryTest> };

let workDir: string;
let site: ChildProcess;
let proxy: Server;
let origin: string;

/** A self-signed certificate for 127.0.0.1, made with the openssl command. */
function makeCertificate(dir: string): { key: string; cert: string; certFile: string } {
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-addext",
      "basicConstraints=critical,CA:TRUE",
      "-keyout",
      keyFile,
      "-out",
      certFile,
    ],
    { stdio: "pipe" },
  );
  return { key: readFileSync(keyFile, "utf8"), cert: readFileSync(certFile, "utf8"), certFile };
}

function runScan(host: string, certFile: string): Promise<ObservatoryResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.resolve("tests/e2e/support/observatory-scan.mjs"), host], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: certFile },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.stderr.on("data", (chunk) => (err += chunk));
    child.on("exit", (code) => {
      if (code === 0) resolve(JSON.parse(out) as ObservatoryResult);
      else reject(new Error(`the scan failed (exit ${code}):\n${err}${out}`));
    });
  });
}

test.describe("MDN HTTP Observatory", () => {
  let certFile: string;

  test.beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), "cedar-observatory-"));
    const certificate = makeCertificate(workDir);
    certFile = certificate.certFile;
    const proxyPort = await freePort();
    origin = `https://127.0.0.1:${proxyPort}`;
    const started = await startServer({ SITE_URL: origin });
    site = started.process;
    const target = new URL(started.site.url);
    proxy = createHttpsServer({ key: certificate.key, cert: certificate.cert }, (incoming, outgoing) => {
      const forwarded = httpRequest(
        { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: incoming.headers },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
          answer.pipe(outgoing);
        },
      );
      forwarded.on("error", () => outgoing.destroy());
      incoming.pipe(forwarded);
    });
    await new Promise<void>((resolve) => proxy.listen(proxyPort, "127.0.0.1", resolve));
  });

  test.afterAll(async () => {
    await new Promise((resolve) => proxy?.close(resolve));
    if (site) await stopServer(site);
    rmSync(workDir, { recursive: true, force: true });
  });

  test("grades the site A+ with no penalty over https", async () => {
    test.setTimeout(90_000);
    const result = await runScan(new URL(origin).host, certFile);
    const penalties = Object.entries(result.tests)
      .filter(([, outcome]) => outcome.scoreModifier < 0 || !outcome.pass)
      .map(([name, outcome]) => `${name}: ${outcome.result} (${outcome.scoreModifier})`);
    expect(penalties).toEqual([]);
    expect(result.scan.statusCode).toBe(200);
    expect(result.scan.grade).toBe("A+");
    // The CSP is graded, enforced and not merely reported; HSTS is a year with subdomains.
    expect(result.tests["content-security-policy"]!.result).not.toMatch(/not-implemented/);
    expect(result.tests["strict-transport-security"]!.result).toBe("hsts-implemented-max-age-at-least-six-months");
  });

  test("every kind of response over https carries Strict-Transport-Security", async () => {
    const paths = [
      "/",
      "/tours.data",
      "/no-such-page",
      "/robots.txt",
      "/sitemap.xml",
      "/healthz",
      "/readyz",
      "/favicon.svg",
      "/images/hero.svg",
      "/login",
    ];
    for (const target of paths) {
      const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
        httpsGet(new URL(target, origin), { ca: readFileSync(certFile) }, (answer) => {
          answer.resume();
          resolve(answer.headers);
        }).on("error", reject);
      });
      expect(headers["strict-transport-security"], target).toBe("max-age=31536000; includeSubDomains");
      expect(String(headers["content-security-policy"]), target).toContain("upgrade-insecure-requests");
    }
  });
});
