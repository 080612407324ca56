import { createHash, randomBytes } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { log } from "~/server/platform/log.server";

/*
 * A rendered page kept compressed once, with a hole wherever the response's CSP nonce goes,
 * so that every response can carry a fresh nonce without compressing again
 * (docs/decisions/0016-rendered-page-cache.md).
 *
 * The page is compressed as ONE gzip (raw deflate) stream and ONE brotli stream over its
 * parts: the text between nonces, and in each nonce's place a placeholder P of the nonce's
 * length made of bytes that never occur in the page. Each part ends with a flush, so each
 * part's compressed bytes form their own byte-aligned piece. To answer a request, P's pieces
 * are replaced by hand-made uncompressed blocks holding the new nonce: a stored block in
 * deflate, an uncompressed meta-block in brotli. The text after a nonce may copy from text
 * before it (the distances stay right, since the nonce is as long as P), but never from P,
 * whose bytes it does not contain. Brotli also chooses Huffman codes by the two bytes before
 * each literal; literal context modelling is turned off so that those bytes do not matter,
 * and P is made of distinct bytes so that its own meta-block holds literals only and leaves
 * the distance cache as it was. Every page is checked at store time by decoding it with a
 * random nonce; an encoding that fails the check is not offered for that page.
 */

export type Encoding = "br" | "gzip" | "identity";

export type PrecompressedPage = {
  /** The page's text between nonces (one part when it has none). */
  segments: Buffer[];
  /** Deflate pieces, gzip header before the first, between which a stored block with the nonce goes. */
  gzip: Buffer[] | null;
  /** Brotli pieces, between which an uncompressed meta-block with the nonce goes. */
  br: Buffer[] | null;
  nonceLength: number;
  /** The CRC-32 of the page with P in every hole, and how a nonce's CRC changes it (see gzipTrailer). */
  crc: { withPlaceholder: number; ofPlaceholder: number; shift: Uint32Array };
  /** The uncompressed length of any response. */
  length: number;
  /** Identifies the content, whatever the nonce and the encoding. */
  hash: string;
  /** What the page holds in memory. */
  bytes: number;
};

/** Bytes that never occur in a page: control characters other than tab and newlines, and bytes UTF-8 never uses. */
const PLACEHOLDER_BYTES = [...range(0x01, 0x08), 0x0b, 0x0c, ...range(0x0e, 0x1f), 0x7f, 0xc0, 0xc1, ...range(0xf5, 0xff)];

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0x03]);
const BROTLI_QUALITY = 6;

const gunzip = promisify(zlib.gunzip);
const brotliDecompress = promisify(zlib.brotliDecompress);

let verificationFailureLogged = false;

/**
 * Compresses a page in both encodings, leaving holes where `nonce` occurs. Null when no
 * placeholder fits (the page holds nearly every byte that never occurs in text).
 */
export async function precompressPage(body: Buffer, nonce: string | undefined): Promise<PrecompressedPage | null> {
  const nonceBytes = nonce ? Buffer.from(nonce) : Buffer.alloc(0);
  const segments = nonceBytes.length > 0 ? splitAt(body, nonceBytes) : [body];
  const placeholder = segments.length > 1 ? placeholderFor(body, nonceBytes.length) : Buffer.alloc(0);
  if (!placeholder) return null;
  const parts = segments.flatMap((segment, index) => (index === 0 ? [segment] : [placeholder, segment]));
  const withPlaceholder = Buffer.concat(parts);

  const [deflatePieces, brotliPieces] = await Promise.all([
    compressInPieces(zlib.createDeflateRaw(), zlib.constants.Z_SYNC_FLUSH, parts),
    compressInPieces(
      zlib.createBrotliCompress({
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_DISABLE_LITERAL_CONTEXT_MODELING]: 1,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      zlib.constants.BROTLI_OPERATION_FLUSH,
      parts,
    ),
  ]);
  const page: PrecompressedPage = {
    segments,
    gzip: withHoles(deflatePieces, GZIP_HEADER),
    br: withHoles(brotliPieces),
    nonceLength: nonceBytes.length,
    crc: {
      withPlaceholder: zlib.crc32(withPlaceholder),
      ofPlaceholder: zlib.crc32(placeholder),
      shift: crcShiftAfterHoles(segments, nonceBytes.length),
    },
    length: body.length,
    hash: createHash("sha256").update(withPlaceholder).digest("base64url").slice(0, 22),
    bytes: 0,
  };
  await dropEncodingsThatFailToDecode(page);
  page.bytes = [...page.segments, ...(page.gzip ?? []), ...(page.br ?? [])].reduce((sum, piece) => sum + piece.length, 256);
  return page;
}

/**
 * The response body in an encoding the page has, with `nonce` in every hole, as the chunks to
 * write one after the other (a page of 100 kB is not copied into one buffer for each response).
 */
export function pageChunks(page: PrecompressedPage, encoding: Encoding, nonce: string): Buffer[] {
  const nonceBytes = Buffer.from(nonce);
  if (nonceBytes.length !== page.nonceLength && page.segments.length > 1) throw new Error("the nonce's length changed");
  if (encoding === "gzip" && page.gzip) return around(page.gzip, storedBlock(nonceBytes), gzipTrailer(page, nonceBytes));
  if (encoding === "br" && page.br) return around(page.br, uncompressedMetaBlock(nonceBytes));
  return around(page.segments, nonceBytes);
}

/** The same body in one buffer. */
export function pageBody(page: PrecompressedPage, encoding: Encoding, nonce: string): Buffer {
  return Buffer.concat(pageChunks(page, encoding, nonce));
}

/** Whether the page can be sent in this encoding. */
export function hasEncoding(page: PrecompressedPage, encoding: Encoding): boolean {
  return encoding === "identity" || (encoding === "gzip" ? page.gzip : page.br) !== null;
}

function splitAt(body: Buffer, separator: Buffer): Buffer[] {
  const segments: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, start)) {
    segments.push(body.subarray(start, at));
    start = at + separator.length;
  }
  segments.push(body.subarray(start));
  return segments;
}

function placeholderFor(body: Buffer, length: number): Buffer | null {
  const free: number[] = [];
  for (const byte of PLACEHOLDER_BYTES) {
    if (free.length === length) break;
    if (!body.includes(byte)) free.push(byte);
  }
  return free.length === length ? Buffer.from(free) : null;
}

/**
 * Compresses `parts` in one stream, flushing after each; returns each part's compressed piece
 * and, last, what ending the stream added. A flush's callback runs once its output has been
 * pushed, emitted or still buffered, so the bytes produced so far are both together.
 */
function compressInPieces(stream: zlib.DeflateRaw | zlib.BrotliCompress, flush: number, parts: Buffer[]): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let emitted = 0;
    const ends: number[] = [];
    stream.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      emitted += chunk.length;
    });
    stream.on("error", reject);
    stream.on("end", () => {
      const all = Buffer.concat(chunks);
      const starts = [0, ...ends];
      resolve([...ends, all.length].map((end, index) => all.subarray(starts[index], end)));
    });
    const writePart = (index: number) => {
      if (index === parts.length) return stream.end();
      stream.write(parts[index]);
      stream.flush(flush, () => {
        ends.push(emitted + stream.readableLength);
        writePart(index + 1);
      });
    };
    writePart(0);
  });
}

/**
 * From [piece(segment 0), piece(P), piece(segment 1), …, piece(segment n), ending] to the
 * pieces between holes: [prefix + piece(segment 0), piece(segment 1), …, piece(segment n) + ending].
 */
function withHoles(pieces: Buffer[], prefix?: Buffer): Buffer[] {
  const ending = pieces.at(-1)!;
  const segmentPieces = pieces.slice(0, -1).filter((_, index) => index % 2 === 0);
  const last = segmentPieces.length - 1;
  return segmentPieces.map((piece, index) =>
    Buffer.concat([...(index === 0 && prefix ? [prefix] : []), piece, ...(index === last ? [ending] : [])]),
  );
}

function around(pieces: Buffer[], hole: Buffer, trailer?: Buffer): Buffer[] {
  const chunks: Buffer[] = [];
  pieces.forEach((piece, index) => {
    if (index > 0) chunks.push(hole);
    chunks.push(piece);
  });
  if (trailer) chunks.push(trailer);
  return chunks;
}

/** A deflate stored block (not the last): header bits 000 padded to a byte, LEN, NLEN, the bytes. */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/** A brotli uncompressed meta-block (RFC 7932 §9.2): ISLAST 0, MNIBBLES 4, MLEN-1, ISUNCOMPRESSED 1, zero fill. */
function uncompressedMetaBlock(bytes: Buffer): Buffer {
  const bits = ((bytes.length - 1) << 3) | (1 << 19);
  return Buffer.concat([Buffer.from([bits & 0xff, (bits >>> 8) & 0xff, bits >>> 16]), bytes]);
}

/*
 * The gzip trailer needs the CRC-32 of the page with this response's nonce. CRC-32 is linear:
 * for two texts of one length, crc(A) ^ crc(B) is the CRC without its initial and final
 * inversion of A ^ B. That text is zero but for (P ^ nonce) in every hole, so the change is
 * that CRC of (P ^ nonce), i.e. crc(P) ^ crc(nonce), carried through the zero bytes that follow
 * each hole: a linear map of 32 bits, summed over the holes once at store time.
 */
function gzipTrailer(page: PrecompressedPage, nonce: Buffer): Buffer {
  let crc = page.crc.withPlaceholder;
  if (page.segments.length > 1) crc ^= applyMatrix(page.crc.shift, (page.crc.ofPlaceholder ^ zlib.crc32(nonce)) >>> 0);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(page.length >>> 0, 4);
  return trailer;
}

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, byte) => {
  let value = byte;
  for (let bit = 0; bit < 8; bit++) value = value & 1 ? (value >>> 1) ^ 0xedb88320 : value >>> 1;
  return value;
});

/** The map that carries a CRC register through one zero byte, as 32 columns. */
const ONE_ZERO_BYTE = Uint32Array.from({ length: 32 }, (_, bit) => {
  const register = 1 << bit;
  return ((register >>> 8) ^ CRC_TABLE[register & 0xff]!) >>> 0;
});

function applyMatrix(matrix: Uint32Array, vector: number): number {
  let sum = 0;
  for (let bit = 0; vector !== 0; bit++, vector >>>= 1) if (vector & 1) sum ^= matrix[bit]!;
  return sum >>> 0;
}

function multiply(a: Uint32Array, b: Uint32Array): Uint32Array {
  return b.map((column) => applyMatrix(a, column));
}

/** The maps through 1, 2, 4, … 2^31 zero bytes, each the square of the one before. */
const THROUGH_POWERS_OF_TWO: Uint32Array[] = [ONE_ZERO_BYTE];
for (let power = 1; power < 32; power++) {
  const half = THROUGH_POWERS_OF_TWO[power - 1]!;
  THROUGH_POWERS_OF_TWO.push(multiply(half, half));
}

/** The map through `count` zero bytes: the product of the powers of two that make up `count`. */
function throughZeroBytes(count: number): Uint32Array {
  let result: Uint32Array = Uint32Array.from({ length: 32 }, (_, bit) => (1 << bit) >>> 0);
  for (let power = 0, rest = count; rest > 0; power++, rest = Math.floor(rest / 2)) {
    if (rest % 2 === 1) result = multiply(THROUGH_POWERS_OF_TWO[power]!, result);
  }
  return result;
}

/** The sum, over the holes, of the map through the bytes that follow each (text and later holes). */
function crcShiftAfterHoles(segments: Buffer[], holeLength: number): Uint32Array {
  const sum = new Uint32Array(32);
  let after = 0;
  for (let index = segments.length - 1; index > 0; index--) {
    after += segments[index]!.length;
    const map = throughZeroBytes(after);
    for (let bit = 0; bit < 32; bit++) sum[bit] = sum[bit]! ^ map[bit]!;
    after += holeLength;
  }
  return sum;
}

/** Decodes each encoding with a random nonce; one that does not give the page back is not offered. */
async function dropEncodingsThatFailToDecode(page: PrecompressedPage): Promise<void> {
  const nonce = randomBytes(page.nonceLength).toString("base64").slice(0, page.nonceLength);
  const expected = pageBody(page, "identity", nonce);
  const checks = [["gzip", gunzip] as const, ["br", brotliDecompress] as const].map(async ([encoding, decode]) => {
    const decoded = await decode(pageBody(page, encoding, nonce)).catch(() => null);
    if (decoded?.equals(expected)) return;
    page[encoding] = null;
    if (!verificationFailureLogged) {
      verificationFailureLogged = true;
      log.warn(
        `Page cache: a page did not decode after the nonce was spliced into its ${encoding} form; it is served without ${encoding}.`,
      );
    }
  });
  await Promise.all(checks);
}

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}
