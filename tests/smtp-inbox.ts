import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on a random local port that keeps every message it is given, for the
 * integration tests of the mail module and the end-to-end tests of what reaches a mailbox. It
 * refuses any recipient at REFUSED_DOMAIN, as a real server refuses an unknown mailbox.
 */
export const REFUSED_DOMAIN = "refused.example";

export type ReceivedMail = {
  /** The envelope: who the server was told it is from and to. */
  from: string;
  to: string[];
  raw: string;
  /** Unfolded headers by lower-case name, encoded words (RFC 2047) decoded. */
  headers: Map<string, string>;
  /** The body, decoded from quoted-printable or base64 when it was sent so, with \n line ends. */
  body: string;
};

export type SmtpInbox = {
  url: string;
  messages: ReceivedMail[];
  close: () => Promise<void>;
};

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith(`@${REFUSED_DOMAIN}`)) {
        return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
          ...parseMail(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, messages, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Quoted-printable bytes (`=E2=86=92`) as UTF-8 text. */
function fromQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** A header's encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) as text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?(.*?)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : fromQuotedPrintable(text.replace(/_/g, " ")),
    );
}

/** Splits a raw message into unfolded, decoded headers and a decoded body. */
export function parseMail(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.indexOf("\r\n\r\n");
  const headers = new Map<string, string>();
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, " ")
    .split("\r\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  let body = raw.slice(split + 4);
  const encoding = headers.get("content-transfer-encoding") ?? "";
  if (/quoted-printable/i.test(encoding)) body = fromQuotedPrintable(body);
  else if (/base64/i.test(encoding)) body = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return { headers, body: body.replace(/\r\n/g, "\n") };
}

/** The parts of a multipart message (text and HTML), each with its own headers and decoded body. */
export function mailParts(mail: Pick<ReceivedMail, "headers" | "raw">): { headers: Map<string, string>; body: string }[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(mail.headers.get("content-type") ?? "")?.[1];
  if (!boundary) return [parseMail(mail.raw)];
  const body = mail.raw.slice(mail.raw.indexOf("\r\n\r\n") + 4);
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith("--"))
    .map((part) => parseMail(part.replace(/^\r\n/, "")));
}

/** A message's part of one type (text/plain, text/html), decoded. */
export function mailPart(mail: Pick<ReceivedMail, "headers" | "raw">, type: "text/plain" | "text/html"): string | undefined {
  return mailParts(mail).find((part) => (part.headers.get("content-type") ?? "").startsWith(type))?.body;
}
