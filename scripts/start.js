// Production entry: builds once if there is no build yet, then serves it.
// preflight comes first: it refuses an old Node.js and sets NODE_ENV before anything reads it.
import "./preflight.js";
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import express from "express";
import { staticFiles } from "./lib/static-files.js";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
if (!existsSync(path.join(buildDir, "server/index.js"))) {
  console.log("No build found: building the site first (npm run build)…");
  execSync("npm run build", { stdio: "inherit" });
}

const {
  app: siteApp,
  securityHeaders,
  requestLogger,
  routeLabel,
  answerConnect,
  answerClientError,
  log,
  startup,
  shutdown,
} = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);

try {
  await startup();
} catch (error) {
  log.fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || "0.0.0.0";
const server = express();
server.disable("x-powered-by");
// Every response, static files and pictures included, carries the site's security headers and
// has its JSON log line (decision 0046).
server.use(securityHeaders);
server.use(requestLogger);
// Static files go out as their precompressed copies (scripts/precompress.js); the site app
// compresses its own responses. Hashed assets never change, so browsers keep them for a year.
server.use(routeLabel("static"));
server.use("/assets", staticFiles(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
server.use(staticFiles(path.join(buildDir, "client"), { maxAge: "1h" }));
server.use(routeLabel("unmatched"));
server.use(siteApp);

const listener = server.listen(port, host, () => {
  log.info(`Site running on http://${host === "0.0.0.0" ? "localhost" : host}:${port} (${process.env.NODE_ENV} build of React)`);
});
// A CONNECT never reaches Express: without this, Node would drop the connection unanswered.
listener.on("connect", answerConnect);
// A method Node does not know (`FOO /`) never reaches Express either: it is a 405 too.
listener.on("clientError", answerClientError);

// SIGTERM: stop taking connections, let in-flight requests finish, then close the database.
let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal} received: draining requests…`);
  const timeout = setTimeout(
    () => {
      log.error("Drain timed out; closing anyway.");
      listener.closeAllConnections();
    },
    Number(process.env.SHUTDOWN_TIMEOUT_MS || 10000),
  );
  timeout.unref();
  listener.close(async () => {
    await shutdown();
    log.info("Stopped cleanly.");
    process.exit(0);
  });
  listener.closeIdleConnections();
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
