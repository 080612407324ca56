import { describe, expect, test } from "vitest";
import { BODY_LIMITS, readForm } from "./posted-form.server";

const URL_ = "http://localhost:3000/contact";

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request(URL_, { method: "POST", headers, body, duplex: "half" } as RequestInit);
}

/** A body that arrives in pieces with no Content-Length, as a chunked upload does; counts what was pulled. */
function chunkedBody(chunkBytes: number, chunks: number) {
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= chunkBytes * chunks) return controller.close();
      pulled.bytes += chunkBytes;
      controller.enqueue(new Uint8Array(chunkBytes).fill(0x61));
    },
  });
  return { stream, pulled };
}

async function refusal(request: Request, options?: Parameters<typeof readForm>[1]): Promise<{ status: number; text: string }> {
  try {
    await readForm(request, options);
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, text: await thrown.text() };
    throw thrown;
  }
  throw new Error("the form was read");
}

describe("readForm", () => {
  test("reads a web form, url-encoded or multipart", async () => {
    const encoded = await readForm(post("name=Rania&name=Lina", { "Content-Type": "application/x-www-form-urlencoded" }));
    expect(encoded.getAll("name")).toEqual(["Rania", "Lina"]);
    const multipart = new FormData();
    multipart.set("name", "Rania");
    expect((await readForm(post(multipart))).get("name")).toBe("Rania");
  });

  test("refuses a body that is not a web form with 415", async () => {
    expect((await refusal(post("{}", { "Content-Type": "application/json" }))).status).toBe(415);
    expect((await refusal(post("name=x", { "Content-Type": "text/plain" }))).status).toBe(415);
    expect((await refusal(post(null))).status).toBe(415);
  });

  test("refuses a declared character set other than UTF-8, or a content encoding, with 415 and says why", async () => {
    const latin = await refusal(post("name=x", { "Content-Type": "application/x-www-form-urlencoded; charset=iso-8859-1" }));
    expect(latin).toEqual({ status: 415, text: expect.stringContaining("UTF-8") });
    const gzip = await refusal(post("name=x", { "Content-Type": "application/x-www-form-urlencoded", "Content-Encoding": "gzip" }));
    expect(gzip.status).toBe(415);
    const utf8 = await readForm(post("name=x", { "Content-Type": "application/x-www-form-urlencoded; charset=UTF-8" }));
    expect(utf8.get("name")).toBe("x");
  });

  test("refuses a broken multipart body with 400", async () => {
    expect((await refusal(post("--x\r\nbroken", { "Content-Type": "multipart/form-data" }))).status).toBe(400);
    const cut = '--zzz\r\nContent-Disposition: form-data; name="name"\r\n\r\nRa';
    expect((await refusal(post(cut, { "Content-Type": "multipart/form-data; boundary=zzz" }))).status).toBe(400);
  });

  test("refuses a NUL character in a field's name or value with 400", async () => {
    const form = (body: string) => post(body, { "Content-Type": "application/x-www-form-urlencoded" });
    expect((await refusal(form("email=a%00b"))).status).toBe(400);
    expect((await refusal(form("na%00me=x"))).status).toBe(400);
  });

  test("a chunked body over the limit is refused with 413 after reading little more than the limit", async () => {
    const { stream, pulled } = chunkedBody(16 * 1024, 20 * 64); // 20 MB on offer
    const refused = await refusal(post(stream, { "Content-Type": "application/x-www-form-urlencoded" }));
    expect(refused).toEqual({ status: 413, text: "This form is too large: at most 64 KB can be sent." });
    expect(pulled.bytes).toBeLessThanOrEqual(BODY_LIMITS.form + 3 * 16 * 1024);
  });

  test("a Content-Length that understates the body does not let it through", async () => {
    const { stream } = chunkedBody(16 * 1024, 8);
    const request = post(stream, { "Content-Type": "application/x-www-form-urlencoded" });
    // A Request made in-process keeps whatever Content-Length it was given.
    request.headers.set("Content-Length", "10");
    expect((await refusal(request)).status).toBe(413);
  });

  test("a declared length over the limit is refused before reading; a route may allow more", async () => {
    const { stream, pulled } = chunkedBody(1024, 200);
    const request = post(stream, { "Content-Type": "application/x-www-form-urlencoded" });
    request.headers.set("Content-Length", String(200 * 1024));
    expect((await refusal(request)).status).toBe(413);
    expect(pulled.bytes).toBeLessThanOrEqual(2 * 1024);

    const big = post(`note=${"a".repeat(200 * 1024)}`, { "Content-Type": "application/x-www-form-urlencoded" });
    expect(String((await readForm(big, { maxBytes: BODY_LIMITS.import })).get("note")).length).toBe(200 * 1024);
  });
});
