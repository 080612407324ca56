// Development server: Vite in middleware mode (HMR) in front of the same Express app production uses.
// NODE_ENV=development also makes the site's JSON log lines readable (pino-pretty; decision 0046).
import express from "express";

const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || "127.0.0.1";
process.env.NODE_ENV ??= "development";

const vite = await import("vite").then(({ createServer }) => createServer({ server: { middlewareMode: true }, appType: "custom" }));
const server = express();
server.use(vite.middlewares);

let started;
server.use(async (req, res, next) => {
  try {
    const site = await vite.ssrLoadModule("./server/app.ts");
    started ??= site.startup();
    await started;
    return site.app(req, res, next);
  } catch (error) {
    if (error instanceof Error) vite.ssrFixStacktrace(error);
    next(error);
  }
});

const listener = server.listen(port, host, () => console.log(`Development server on http://${host}:${port}`));
// A CONNECT never reaches Express (see scripts/start.js); the site's answer is a 405.
listener.on("connect", async (req, socket) => (await vite.ssrLoadModule("./server/app.ts")).answerConnect(req, socket));
