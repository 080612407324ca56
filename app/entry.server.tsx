import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { ERROR_TIMING, ErrorIdContext } from "~/components/site/error-id";
import { prepareDocument } from "~/server/platform/document-scripts.server";
import { log } from "~/server/platform/log.server";
import { requestInfo, requestInfoContext, requestLog, type RequestContext } from "~/server/platform/request-context.server";

const ABORT_DELAY_MS = 5_000;

/**
 * Renders the whole document, then answers with it in one piece. No page waits for deferred
 * data (every loader's data is there before rendering starts), so streaming would only cut it
 * into React's 2 kB chunks, and each chunk costs the response compression a round trip of its
 * own: sending it whole takes a /tours render from about 20 ms to about 12 (issue #9).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // React's inline scripts and React Router's (<Scripts>, <ScrollRestoration>, <Links>) carry it.
  const { cspNonce: nonce, id } = requestInfo(loadContext);
  if (responseStatusCode >= 500) responseHeaders.set("Server-Timing", errorTiming(id));
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const chunks: Buffer[] = [];
    const document = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timeout);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(prepareDocument(Buffer.concat(chunks), nonce), { headers: responseHeaders, status: responseStatusCode }));
        done();
      },
    });

    // An error page names this response's id, which the server log has with the stack (handleError).
    const document_ = (
      <ErrorIdContext value={id}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ErrorIdContext>
    );
    const { pipe, abort } = renderToPipeableStream(document_, {
      nonce,
      onAllReady() {
        shellRendered = true;
        pipe(document);
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) logError(error, loadContext);
      },
    });
    const timeout = setTimeout(abort, ABORT_DELAY_MS + 1000);
  });
}

export const streamTimeout = ABORT_DELAY_MS;

/** Names a failed response's id where the browser can read it (components/site/error-id.tsx). */
function errorTiming(id: string): string {
  return `${ERROR_TIMING};desc="${id}"`;
}

/** A failed `.data` request names its id, as a failed document does. */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  if (response.status < 500) return response;
  const headers = new Headers(response.headers);
  headers.set("Server-Timing", errorTiming(responseId(context)));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

/**
 * The server's side of every fault: one JSON line with the response's id (the one the error
 * page shows), the route's pattern and the stack (decision 0046). Visitors see neither the stack
 * nor the message (React Router sends them "Unexpected Server Error" in production). React
 * Router's own answers below 500 (no page here: 404; a route without an action: 405) are answers,
 * not faults: the request's line says them, and no stack is printed, whoever asks. Neither is
 * a request the visitor gave up on.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status === 405) {
    // React Router's own message names the route's file; the page and .data get the status text.
    // Called before the error is serialised, so the replacement is what leaves.
    Object.assign(error, { data: error.statusText, error: undefined });
    return;
  }
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // React Router's own 500s wrap the Error that says why.
  const cause = isRouteErrorResponse(error) && "error" in error && error.error ? error.error : error;
  logError(cause, context);
};

/** The response's id; missing only when the request failed before the server gave it a context. */
function responseId(context: unknown): string {
  try {
    return (context as RouterContextProvider).get(requestInfoContext).id;
  } catch {
    return "unknown";
  }
}

/** The fault's line: its id, the route's pattern (never the address) and the error with its stack, as one JSON line. */
function logError(error: unknown, context: unknown): void {
  const route = context ? requestLog(context as RequestContext).route : "unknown";
  log.error({ err: error instanceof Error ? error : new Error(String(error)), reqId: responseId(context), route }, "request failed");
}
