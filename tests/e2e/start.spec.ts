import { expect, test } from "@playwright/test";
import { rmSync } from "node:fs";
import { startServer, stopServer } from "./fixtures";

// `npm start` is `node scripts/start.js`: started from a shell that never set NODE_ENV, it must
// still serve React's production build (issue #9: it used to serve the slow development build).
test("npm start without NODE_ENV serves the production build", async () => {
  const { site, process: server, output } = await startServer({ NODE_ENV: undefined });
  try {
    expect(output()).toContain("(production build of React)");
    const response = await fetch(`${site.url}/about`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<h1");
  } finally {
    await stopServer(server);
    rmSync(site.dataDir, { recursive: true, force: true });
  }
});

test("NODE_ENV=development on purpose is respected", async () => {
  const { site, process: server, output } = await startServer({ NODE_ENV: "development" });
  try {
    expect(output()).toContain("(development build of React)");
  } finally {
    await stopServer(server);
    rmSync(site.dataDir, { recursive: true, force: true });
  }
});
