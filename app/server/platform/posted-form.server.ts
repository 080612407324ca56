import { data } from "react-router";
import { problem, type Problem } from "~/content/problem";

/** The bodies a browser's form sends; anything else is not a form post. */
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** The only character sets a form body may declare (browsers send UTF-8 and declare none). */
const CHARSETS = new Set(["utf-8", "utf8", "us-ascii"]);

/**
 * How many bytes a posted body may have (docs/decisions/0019-request-body-limits.md): a
 * sign-in or an admin form is a few kilobytes, so 64 KiB leaves ample room; the catalogue
 * import carries a file of up to 5 MB and its multipart wrapping.
 */
export const BODY_LIMITS = {
  form: 64 * 1024,
  import: 5 * 1024 * 1024 + 64 * 1024,
} as const;

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MB` : `${Math.floor(bytes / 1024)} KB`);

export const FORM_BODY_TEXTS = {
  wrongType: "This form must be sent as a web form (application/x-www-form-urlencoded or multipart/form-data).",
  wrongEncoding: "This form must be sent as UTF-8 text without a content encoding (such as gzip).",
  unreadable: "This form could not be read. Please try again.",
  nulCharacter: "This form contains a NUL character, which no field accepts.",
  tooLarge: (limit: number) => `This form is too large: at most ${sizeText(limit)} can be sent.`,
};

export type FormBodyTexts = typeof FORM_BODY_TEXTS;

type ReadFormOptions = { texts?: FormBodyTexts; maxBytes?: number };

/** A refused body: thrown as a response the route's error boundary shows, never an exception that becomes a 500. */
function refusedBody(status: 400 | 413 | 415, text: string): Response {
  return new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * The body's bytes, counted while they arrive: more than `maxBytes` stops the reading and
 * answers 413, whatever Content-Length says (a chunked body has none, and a declared length
 * is only believed when it already says too much). Null when the stream broke off.
 */
async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | "too-large" | null> {
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > maxBytes) return "too-large";
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      // Not cancelled: on the server that would reset the connection before the 413 is sent.
      // The response closes the connection instead (closeAfterUnreadBody, request-guards.server.ts).
      if (total > maxBytes) return "too-large";
      chunks.push(value);
    }
  } catch {
    return null;
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * The one way an action reads its posted form. A body that is not a web form (or declares a
 * character set other than UTF-8, or a content encoding) answers 415, one larger than
 * `maxBytes` (64 KiB unless the route says otherwise) 413 as soon as that many bytes have
 * arrived, and a broken one (a multipart body without its boundary, cut short, a NUL in a
 * name or value) 400, all thrown as responses the route's error boundary shows, instead of
 * an exception that would become a 500.
 */
export async function readForm(request: Request, options: ReadFormOptions = {}): Promise<FormData> {
  const texts = options.texts ?? FORM_BODY_TEXTS;
  const maxBytes = options.maxBytes ?? BODY_LIMITS.form;
  const contentType = request.headers.get("Content-Type") ?? "";
  const [mediaType = "", ...parameters] = contentType.split(";").map((part) => part.trim().toLowerCase());
  if (!FORM_TYPES.has(mediaType)) throw refusedBody(415, texts.wrongType);
  const charset = parameters.find((parameter) => parameter.startsWith("charset="))?.slice("charset=".length);
  const coding = (request.headers.get("Content-Encoding") ?? "identity").trim().toLowerCase();
  if ((charset !== undefined && !CHARSETS.has(charset.replace(/"/g, ""))) || coding !== "identity") {
    throw refusedBody(415, texts.wrongEncoding);
  }

  const bytes = await readLimited(request, maxBytes);
  if (bytes === "too-large") throw refusedBody(413, texts.tooLarge(maxBytes));
  if (bytes === null) throw refusedBody(400, texts.unreadable);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw refusedBody(400, texts.unreadable);
  }
  // No person types one, and PostgreSQL cannot store or even compare text that holds one.
  for (const [name, value] of form.entries()) {
    if (name.includes("\0") || (typeof value === "string" && value.includes("\0"))) throw refusedBody(400, texts.nulCharacter);
  }
  return form;
}

/** An action's refusal: the problem to show, anything else the screen needs (the typed values), and the status. */
export function refuse<Extra extends object = object>(status: number, description: string, extra?: Extra) {
  return data<{ problem: Problem } & Extra>({ problem: problem(description), ...(extra as Extra) }, { status });
}

/** A posted text field, or "" for none (or a file). */
export function postedText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
