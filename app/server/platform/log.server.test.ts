import { Writable } from "node:stream";
import { afterEach, describe, expect, test } from "vitest";
import { createLogger, REDACTED, scrubText, type LogLevel } from "./log.server";

/** A logger whose lines are kept, parsed, in `lines`. */
function capture(level?: LogLevel) {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(chunk.toString());
      done();
    },
  });
  const logger = createLogger(stream as never, level);
  return {
    logger,
    raw,
    lines: () =>
      raw
        .join("")
        .trimEnd()
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
  };
}

describe("the operator's log", () => {
  afterEach(() => {
    delete process.env.LOG_LEVEL;
  });

  test("writes one JSON line per call, with its time as ISO 8601 and its level by name", () => {
    const { logger, raw, lines } = capture();
    logger.info({ reqId: "r-1", route: "/:lang?/tours", status: 200 }, "request");
    logger.error({ err: new Error("boom\nsecond line") }, "request failed");
    expect(raw.join("").split("\n").filter(Boolean)).toHaveLength(2);
    const [request, failure] = lines();
    expect(request).toEqual({
      level: "info",
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      reqId: "r-1",
      route: "/:lang?/tours",
      status: 200,
      msg: "request",
    });
    // A stack stays inside its line: newlines escaped.
    expect(failure.level).toBe("error");
    expect(failure.err.stack).toMatch(/boom\nsecond line\n\s+at /);
  });

  test.each([
    ["a cookie", { headers: { cookie: "cw_session=s3cr3t-cookie" } }, "s3cr3t-cookie"],
    ["an authorization header", { headers: { authorization: "Basic dXNlcjpzM2NyM3Q=" } }, "dXNlcjpzM2NyM3Q="],
    ["an authorization in a message", { note: "sent Authorization: Bearer abc.def-ghi" }, "abc.def-ghi"],
    ["a password", { form: { password: "correct-horse-battery" } }, "correct-horse-battery"],
    ["a token field", { token: "tok_9f8e7d6c5b4a" }, "tok_9f8e7d6c5b4a"],
    ["a quote's token in a path", { url: "https://cedar.example/fr/quote/Zx9_Qw-Er7Ty8Ui9Op0" }, "Zx9_Qw-Er7Ty8Ui9Op0"],
    ["a phone field", { person: { phone: "+961 3 123 456" } }, "123 456"],
    ["a phone in a message", { note: "call back on +961 3 123 456 or 03 123 456" }, "123 456"],
    ["an e-mail field", { person: { email: "rima@example.com" } }, "rima@example.com"],
    ["an e-mail in an error's message and stack", { err: new Error("duplicate key rima@example.com") }, "rima@example.com"],
  ])("redacts %s", (_kind, fields, secret) => {
    const { logger, raw, lines } = capture();
    logger.warn(fields, "something happened");
    expect(raw.join("")).not.toContain(secret);
    expect(lines()).toHaveLength(1);
  });

  test("keeps what an operator needs beside the redactions", () => {
    const { logger, lines } = capture();
    logger.info({ route: "/:lang?/quote/:token", headers: { cookie: "a=b" }, email: "x@y.example" }, "request");
    expect(lines()[0]).toMatchObject({ route: "/:lang?/quote/:token", headers: { cookie: REDACTED }, email: REDACTED });
    expect(scrubText("on 2026-11-26 at 12:30:01 from 192.168.100.200, 1234 ms")).toBe(
      "on 2026-11-26 at 12:30:01 from 192.168.100.200, 1234 ms",
    );
  });

  test("LOG_LEVEL sets the level: at warn, requests are left out and faults kept", () => {
    process.env.LOG_LEVEL = "warn";
    const { logger, lines } = capture();
    logger.info({ status: 200 }, "request");
    logger.debug("detail");
    logger.error({ status: 500 }, "request failed");
    expect(lines().map((line) => line.msg)).toEqual(["request failed"]);
    process.env.LOG_LEVEL = "debug";
    const verbose = capture();
    verbose.logger.debug("detail");
    expect(verbose.lines().map((line) => line.msg)).toEqual(["detail"]);
  });
});
