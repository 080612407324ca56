import http from "node:http";

export type PostAnswer = { status: number; headers: http.IncomingHttpHeaders; text: string };

function answerOf(outgoing: http.ClientRequest, resolve: (answer: PostAnswer) => void): void {
  outgoing.on("response", (response) => {
    let text = "";
    response.setEncoding("utf8");
    response.on("data", (chunk: string) => (text += chunk));
    response.on("end", () => {
      resolve({ status: response.statusCode!, headers: response.headers, text });
      outgoing.destroy();
    });
  });
}

/**
 * Posts to `base` + `path`: `prefix`, then `offerBytes` in 64 KiB chunks without a Content-Length
 * (chunked), as fast as the server takes them, until the server answers; then stops sending, as
 * an attacker who got the answer would. A web form unless the headers say otherwise.
 */
export function chunkedPost(
  base: string,
  path: string,
  offerBytes: number,
  headers: Record<string, string> = {},
  prefix = "",
): Promise<PostAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(`${base}${path}`, {
      method: "POST",
      agent: false,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, "Transfer-Encoding": "chunked", ...headers },
    });
    let answered = false;
    answerOf(outgoing, (answer) => {
      answered = true;
      resolve(answer);
    });
    // Writes after the server closed its side fail; the answer is what counts.
    outgoing.on("error", (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, "a");
    let offered = 0;
    if (prefix) outgoing.write(prefix);
    const write = () => {
      while (!answered && offered < offerBytes) {
        offered += chunk.length;
        if (!outgoing.write(chunk)) return void outgoing.once("drain", write);
      }
      if (!answered) outgoing.end();
    };
    write();
  });
}

/** One post with a body of known length, on a given agent (a kept-alive connection, say). */
export function postWithLength(
  base: string,
  path: string,
  body: string,
  headers: Record<string, string>,
  agent?: http.Agent,
): Promise<PostAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(`${base}${path}`, {
      method: "POST",
      agent,
      headers: { Origin: base, "Content-Length": String(Buffer.byteLength(body)), ...headers },
    });
    answerOf(outgoing, resolve);
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}
