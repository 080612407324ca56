import http from "node:http";
import zlib from "node:zlib";

export type DecodedReply = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * One HTTP request that sends exactly the headers given (fetch adds Accept-Encoding and
 * decodes for itself) and decodes the body by its Content-Encoding with zlib, whose gunzip
 * checks the CRC and the length in the gzip trailer.
 */
export function decodedRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<DecodedReply> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method: options.method ?? "GET", headers: options.headers ?? {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers["content-encoding"];
        const decoded = encoding === "br" ? zlib.brotliDecompressSync(raw) : encoding === "gzip" ? zlib.gunzipSync(raw) : raw;
        resolve({ status: response.statusCode!, headers: response.headers, body: decoded.toString() });
      });
    });
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}
