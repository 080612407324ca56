import type { NextFunction, Request, Response } from "express";
import { log } from "~/server/platform/log.server";
import { observeRequest } from "~/server/observability/metrics.server";
import type { RequestLog } from "~/server/platform/request-context.server";

/**
 * Express middleware: one JSON line per request when its response is done (decision 0046):
 * time, level, request id, method, route pattern (or the fixed label of what answered), status,
 * duration in milliseconds, the signed-in user's id, and why it was refused. Never the address,
 * the query, a header or the body. A 5xx line is at level error, any other at info. The same
 * route, method, status and duration go to /metrics' request histogram (decision 0064). Mounted
 * by scripts/start.js before the static files and by server/app.ts; the second time it does nothing.
 */
export function requestLogger(req: Request, res: Response, next: NextFunction): void {
  if (res.locals.requestLog) return next();
  const started = process.hrtime.bigint();
  const entry: RequestLog = { route: "unmatched", userId: null, refusal: null };
  res.locals.requestLog = entry;
  let written = false;
  const write = () => {
    if (written) return;
    written = true;
    const status = res.statusCode;
    const line = {
      reqId: res.locals.requestId,
      method: req.method,
      route: entry.route,
      status,
      durationMs: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      userId: entry.userId,
      ...(entry.refusal ? { refusal: entry.refusal } : {}),
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    if (status >= 500) log.error(line, "request");
    else log.info(line, "request");
    observeRequest(line);
  };
  res.once("finish", write);
  res.once("close", write);
  next();
}

/** Names what answers from here on in the request's log line, unless something more precise does later. */
export function routeLabel(label: string) {
  return (_req: Request, res: Response, next: NextFunction): void => {
    if (res.locals.requestLog) res.locals.requestLog.route = label;
    next();
  };
}
