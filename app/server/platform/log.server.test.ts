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

  // The personal fields of the cargo desk (0032), the money ledger and online payments (0035, 0036),
  // the enquiries' dates (0040) and the forms, each by the names the code and the tables give it.
  test.each([
    ["passport_number", "LR1234567"],
    ["passportNumber", "LR1234567"],
    ["passport_expires_on", "2027-03-14"],
    ["passportExpiresOn", "2027-03-14"],
    ["id_number", "ID-77812345"],
    ["idNumber", "ID-77812345"],
    ["national_id", "NAT-5550192"],
    ["document_number", "DOC-4410093"],
    ["nationality", "Lebanese"],
    ["date_of_birth", "1984-07-02"],
    ["dateOfBirth", "1984-07-02"],
    ["birthDate", "1984-07-02"],
    ["dob", "1984-07-02"],
    ["sender_phone", "70123456"],
    ["receiver_phone", "0707070707"],
    ["receiverPhone", "0707070707"],
    ["cel_phone_num", "0707070707"],
    ["cpm_phone_prefixe", "225"],
    ["sender_email", "sami@example.com"],
    ["receiver_email", "awa@example.com"],
    ["customer_email", "rima@example.com"],
    ["sender_name", "Sami Haddad"],
    ["receiver_name", "Awa Kone"],
    ["receiverName", "Awa Kone"],
    ["customer_name", "Rima Khoury"],
    ["address", "12 rue Hamra"],
    ["street", "12 rue Hamra"],
    ["postal_code", "1103"],
    ["to_address", "Rima Khoury <rima-at-example>"],
    ["transaction_id", "TXN-CUSTOM-889911"],
    ["transactionId", "TXN-CUSTOM-889911"],
    ["provider_transaction_id", "TXN-CUSTOM-889911"],
    ["providerTransactionId", "TXN-CUSTOM-889911"],
    ["cpm_trans_id", "TXN-CUSTOM-889911"],
    ["cpm_payid", "PAY-55419983"],
    ["payment_reference", "CHQ-0048812"],
    ["paymentReference", "CHQ-0048812"],
    ["reference_key", "chq-0048812"],
    ["signature", "a1b2c3d4e5f6"],
  ])("redacts the field %s", (name, value) => {
    const { logger, raw, lines } = capture();
    logger.warn({ job: { payload: { [name]: value } } }, "something happened");
    expect(raw.join("")).not.toContain(value);
    expect(lines()[0].job.payload[name]).toBe(REDACTED);
  });

  test.each([
    ["a not-null violation's failing row", { detail: "Failing row contains (s1, CW123, Sami, 70123456, (beirut), x)." }, "70123456"],
    ["a unique violation's key", { detail: "Key (method, reference_key)=(cheque, chq-0048812) already exists." }, "chq-0048812"],
    [
      "a transaction id in a message",
      { note: "no payment for CW-0123456789abcdef0123456789abcdef yet" },
      "0123456789abcdef0123456789abcdef",
    ],
  ])("scrubs %s", (_kind, fields, secret) => {
    const { logger, raw } = capture();
    logger.warn(fields, "something happened");
    expect(raw.join("")).not.toContain(secret);
    expect(raw.join("")).toContain(REDACTED);
  });

  test("redacts an error's own fields by name, and the values its detail quotes", () => {
    const { logger, raw, lines } = capture();
    const error = Object.assign(new Error("duplicate key value violates unique constraint"), {
      detail: "Key (provider_transaction_id)=(TXN-CUSTOM-889911) already exists.",
      constraint: "payments_provider_transaction_id_key",
      payload: { receiver_phone: "0707070707", passport_number: "LR1234567" },
    });
    logger.error({ err: error, reqId: "r-9", route: "/payments/cinetpay/notify" }, "request failed");
    for (const secret of ["TXN-CUSTOM-889911", "0707070707", "LR1234567"]) expect(raw.join("")).not.toContain(secret);
    expect(lines()[0]).toMatchObject({
      reqId: "r-9",
      route: "/payments/cinetpay/notify",
      err: { constraint: "payments_provider_transaction_id_key", payload: { receiver_phone: REDACTED, passport_number: REDACTED } },
    });
  });

  test("keeps what an operator needs beside the redactions", () => {
    const { logger, lines } = capture();
    logger.info({ route: "/:lang?/quote/:token", headers: { cookie: "a=b" }, email: "x@y.example" }, "request");
    expect(lines()[0]).toMatchObject({ route: "/:lang?/quote/:token", headers: { cookie: REDACTED }, email: REDACTED });
    const references = { reqId: "r-2", userId: "u-1", reference: "E-2026-0042", kind: "reminders.send", status: 200, office: "beirut" };
    logger.info(references, "request");
    expect(lines()[1]).toMatchObject(references);
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
