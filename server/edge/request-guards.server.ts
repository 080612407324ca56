import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import type { RequestHandler } from "express";

/*
 * Express middleware that keeps malformed requests from reaching the routes or from holding
 * a connection (docs/decisions/0019-request-body-limits.md).
 */

export const NUL_IN_ADDRESS_TEXT = "This address contains a NUL character (%00), which no page accepts.";

/**
 * A NUL in the path or the query (`%00`) is refused with 400 before any route sees it: no
 * page uses one, and PostgreSQL refuses text that holds one, so a lookup by such an id or a
 * search for it would otherwise fail with a 500.
 */
export const refuseNulInAddress: RequestHandler = (req, res, next) => {
  if (/%00|\0/i.test(req.originalUrl)) {
    res.status(400).type("text/plain").send(NUL_IN_ADDRESS_TEXT);
    return;
  }
  next();
};

/** How long, and how much, a closing connection still takes (and drops) of what its client sends; see lingerBeforeClosing. */
const LINGER = { ms: 2000, bytes: 1024 * 1024 } as const;

/**
 * Express: a response sent before its request's body was read to the end (a 413, a refusal
 * that never looked at the body) says `Connection: close` and closes the connection, so a
 * client does not send its next request behind bytes nobody will read.
 */
export const closeAfterUnreadBody: RequestHandler = (req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
    if (hasUnreadBody(req)) {
      this.shouldKeepAlive = false;
      lingerBeforeClosing(req);
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
};

/**
 * Whether the request came with a body that was not read to the end. A request without one
 * (a GET, say) is not `complete` until someone reads its empty stream, and closing those
 * connections would cost every page a new TCP connection (issue #9's throughput fell five-fold).
 */
function hasUnreadBody(req: IncomingMessage): boolean {
  if (req.complete) return false;
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length.trim() !== "0");
}

/**
 * Closing a connection whose client is still sending makes the system reset it, and the
 * client may then lose the answer it was already sent. So, like Apache's and nginx's
 * "lingering close", the connection first ends its own side and reads and drops whatever
 * still arrives, up to 1 MiB; after that it stops reading (the client's writes wait, which
 * costs the server no memory) and the connection is closed 2 seconds after the answer. Closing
 * at 1 MiB lost answers: on a fast link it arrives within a millisecond, before a busy client
 * has read its 413 (ten parallel 20 MB posts, in CI).
 */
function lingerBeforeClosing(req: IncomingMessage): void {
  const socket = req.socket as Socket & { destroySoon?: () => void };
  socket.destroySoon = () => {
    let dropped = 0;
    req.removeAllListeners("data");
    const dropping = (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped <= LINGER.bytes) return;
      // Stop reading: the request stream paused, the socket is no longer read either.
      req.off("data", dropping);
      req.pause();
    };
    req.on("data", dropping);
    req.resume();
    socket.end();
    setTimeout(() => socket.destroy(), LINGER.ms).unref();
  };
}
