import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Express } from "express";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll } from "vitest";
import type { Db, DbDialect } from "~/server/platform/db.server";
import type * as DbModule from "~/server/platform/db.server";
import type * as PasswordsModule from "~/server/accounts/passwords.server";
import { fastScrypt } from "../fast-scrypt";

/*
 * The real site (server/app.ts: Express, React Router, every route, rendering) loaded through
 * Vite as `npm run dev` loads it, in the test's own process. Its modules are Vite's instances,
 * not the test's: `site.db.setDb(...)` hands it the test's database, and `site.load(...)` reaches
 * any other module of the site as the site itself sees it.
 */
export type InProcessSite = {
  app: Express;
  db: typeof DbModule;
  passwords: typeof PasswordsModule;
  /** One of the site's own modules, by its path from the project root ("/app/server/….ts"). */
  load: <Module>(file: string) => Promise<Module>;
  close: () => Promise<void>;
};

/** Loads the site (slow the first time: Vite transforms every module; give beforeAll a minute). */
export async function loadInProcessSite(): Promise<InProcessSite> {
  const vite: ViteDevServer = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: "custom",
    logLevel: "warn",
    // What such tests check is not password hashing.
    plugins: [fastScrypt],
  });
  const load = async <Module>(file: string) => (await vite.ssrLoadModule(file)) as Module;
  return {
    app: (await load<{ app: Express }>("./server/app.ts")).app,
    db: await load<typeof DbModule>("/app/server/platform/db.server.ts"),
    passwords: await load<typeof PasswordsModule>("/app/server/accounts/passwords.server.ts"),
    load,
    close: () => vite.close(),
  };
}

export type Listening = { base: string; close: () => Promise<void> };

/** The app listening on a random local port, and its address ("http://127.0.0.1:port"). */
export async function listenLocally(app: Express): Promise<Listening> {
  const server = http.createServer(app).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Loads the site before a test file's tests and closes it after them; the getter gives it meanwhile. */
export function inProcessSiteForFile(): () => InProcessSite {
  let site: InProcessSite | undefined;
  beforeAll(async () => {
    site = await loadInProcessSite();
  }, 120_000);
  afterAll(async () => {
    await site?.close();
  });
  return () => site!;
}

/**
 * Inside a `describeEachDatabase` suite: the site on that suite's database, listening while the
 * suite runs; the getter gives its address.
 */
export function listenOnSuiteDatabase(site: () => InProcessSite, { dialect, db }: { dialect: DbDialect; db: () => Db }): () => string {
  let server: Listening | undefined;
  beforeAll(async () => {
    site().db.setDb(db(), dialect);
    server = await listenLocally(site().app);
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => server!.base;
}
