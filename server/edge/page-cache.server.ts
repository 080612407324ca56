import type { NextFunction, Request, Response } from "express";
import { agencyToday } from "~/domain/departures";
import { visitorSignals } from "~/domain/visitor";
import { isLocalRaise, onContentVersionBumped, type ContentChange } from "~/server/platform/content-version.server";
import { pageChangedBy, type PageScope } from "~/server/platform/page-scopes.server";
import { hasEncoding, pageChunks, precompressPage, type Encoding, type PrecompressedPage } from "./precompressed-page.server";
import { log } from "~/server/platform/log.server";
import { countPageCache } from "~/server/observability/metrics.server";

/*
 * The rendered-page cache (docs/decisions/0016-rendered-page-cache.md). Public pages asked for
 * by anonymous visitors are kept, compressed, by their URL and the visitor's currency (the
 * cw_currency cookie, issue #11: prices differ, decision 0025); the next anonymous visitor gets a
 * copy without a render or a compression, with a fresh CSP nonce spliced in. Every write a
 * visitor would see raises the content version in the database; this process hears of its
 * own writes at once, with the pages each can change, and drops those alone (decision 0049);
 * it reads the version twice a second for other instances' writes, and drops every page it
 * kept when the version moves without its knowing why.
 */

/**
 * Public pages: browsers ask again every time (and get a 304 when nothing changed), while a
 * CDN or proxy may answer for a minute and then serve the old copy for up to five more while
 * it fetches a new one in the background.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
/** Anything for a signed-in person, unless the route says otherwise. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

const POLL_INTERVAL_MS = 500;
/**
 * A kept page is rendered again after this long even when no save moved the content version:
 * a page may show something that changes with time alone (the footer's year).
 */
const MAX_PAGE_AGE_MS = 60 * 60 * 1000;
/** A larger page is sent as rendered, never kept. */
const MAX_PAGE_BYTES = 4 * 1024 * 1024;
/** The scoped drops remembered for renders in flight; a render begun before older ones is not kept. */
const RECENT_DROPS = 64;
const CACHEABLE_STATUSES = new Set([200, 404]);
const CACHEABLE_TYPES = /^\s*(text\/html|text\/plain|application\/xml|text\/xml)\s*(;|$)/i;
/**
 * Every cookie the site sets starts with cw_ (session, flash, the contact form's marker), with
 * the __Host- prefix on https (decision 0020). The device cookie alone (cw_device: "this browser
 * has signed in before") is not a session, so such a browser still gets public pages from the cache;
 * nor is the currency cookie (cw_currency), which is part of the key instead, nor the visit's
 * source (cw_source, decision 0060), which only the enquiry forms read.
 */
const SITE_COOKIE = /(?:^|;)\s*(?:__Host-)?cw_(?!device=|currency=|source=)/;
/** Set by the cache on each answer, never replayed from the render. */
const OWN_HEADERS = new Set([
  "cache-control",
  "connection",
  "content-encoding",
  "content-length",
  "date",
  "etag",
  "keep-alive",
  "set-cookie",
  "transfer-encoding",
  "vary",
  "x-cache",
]);

type CachedPage = {
  status: number;
  /** The headers the render set (content type, robots…), replayed on every answer. */
  headers: [string, string | string[]][];
  cacheControl: string;
  vary: string;
  etag: string;
  page: PrecompressedPage;
  bytes: number;
  /** When it was kept (Date.now()). */
  keptAt: number;
  /** The agency's day it was rendered on: past departures leave the pages at its midnight (issue #12). */
  day: string;
};

export type PageCacheOptions = {
  /** The most the kept pages may hold in memory; 0 turns the cache off. */
  maxBytes: number;
  /** The committed content version. */
  readVersion: () => Promise<number>;
  /**
   * When the pages next go out of date with no write (a scheduled publish, decision 0028), in ms
   * since the epoch, or null: read with each new content version, since only a write can move it.
   */
  readNextChange?: () => Promise<number | null>;
  pollIntervalMs?: number;
  /** Hear this process's own writes at once, without waiting for the next read (default true). */
  followLocalWrites?: boolean;
};

type Render = { waiting: ((page: CachedPage | null) => void)[] };

export type PageCacheStats = { hits: number; misses: number; pages: number; bytes: number };

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;
  private maxBytes = 0;
  /** The content version the kept pages were rendered at; null while unknown (nothing is served or kept). */
  private version: number | null = null;
  /** Moves whenever every kept page is dropped, so a render begun before that is not kept. */
  private epoch = 0;
  /** Counts the drops of some pages (a write of this process); the latest are remembered. */
  private scopedDrops = 0;
  private recentDrops: { drop: number; pages: readonly PageScope[] }[] = [];
  /** Moves whenever the version the kept pages stand for moves: a read begun before is stale. */
  private versionMoves = 0;
  private readVersion?: () => Promise<number>;
  private readNextChange?: () => Promise<number | null>;
  /** The kept pages are dropped at this time (Date.now()): a scheduled publish comes due. */
  private nextChangeAt: number | null = null;
  private timer?: NodeJS.Timeout;
  private timerPolling = false;
  private unsubscribe?: () => void;
  private followsLocalWrites = false;
  private failureLogged = false;
  private hits = 0;
  private misses = 0;
  /**
   * The page renders in progress, by key, with the visitors waiting for each: a dropped page
   * asked for by many at once is rendered once, not once per visitor (issue #24).
   */
  private readonly rendering = new Map<string, Render>();

  /** Reads the content version and starts following it; with maxBytes 0 the cache stays off. */
  async start(options: PageCacheOptions): Promise<void> {
    this.stop();
    if (options.maxBytes <= 0) return;
    this.maxBytes = options.maxBytes;
    this.readVersion = options.readVersion;
    this.readNextChange = options.readNextChange;
    this.followsLocalWrites = options.followLocalWrites !== false;
    if (this.followsLocalWrites) this.unsubscribe = onContentVersionBumped((change) => this.wrote(change));
    await this.poll();
    this.timer = setInterval(() => void this.pollOnTimer(), options.pollIntervalMs ?? POLL_INTERVAL_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.maxBytes = 0;
    this.version = null;
    this.nextChangeAt = null;
    this.dropAll();
  }

  /** A page answered from the cache, or rendered to be kept: here and in the operator's metrics. */
  private count(result: "hit" | "miss"): void {
    if (result === "hit") this.hits++;
    else this.misses++;
    countPageCache(result);
  }

  stats(): PageCacheStats {
    return { hits: this.hits, misses: this.misses, pages: this.pages.size, bytes: this.bytes };
  }

  /**
   * Mounted before compression: answers an anonymous GET from a kept page, so the request
   * reaches neither compression nor React Router.
   */
  readonly serve = (req: Request, res: Response, next: NextFunction): void => {
    if (this.version === null || req.method !== "GET" || isSignedInOrFlashed(req)) return next();
    if (this.comesDue()) return next();
    const key = pageKey(req);
    const cached = this.pages.get(key);
    if (!cached) {
      const render = this.rendering.get(key);
      if (!render) return next();
      // Answered from the page being rendered once it is kept; rendered itself if it is not.
      render.waiting.push((page) => {
        if (!page) return next();
        if (res.destroyed) return;
        this.count("hit");
        answer(req, res, page, "HIT");
      });
      return;
    }
    if (Date.now() - cached.keptAt > MAX_PAGE_AGE_MS || cached.day !== agencyToday()) {
      this.forget(key, cached);
      return next();
    }
    // Most recently used last: eviction takes from the front.
    this.pages.delete(key);
    this.pages.set(key, cached);
    this.count("hit");
    answer(req, res, cached, "HIT");
  };

  /**
   * Mounted after compression, just before React Router: holds back an anonymous GET's
   * response until it is complete, keeps it if it may be kept, and answers from the kept copy.
   * Responses for signed-in people get PRIVATE_CACHE_CONTROL unless their route set one.
   */
  readonly capture = (req: Request, res: Response, next: NextFunction): void => {
    if (isSignedInOrFlashed(req)) {
      keepPrivate(res);
      return next();
    }
    if (this.version === null || req.method !== "GET") return next();
    const epoch = this.epoch;
    const drops = this.scopedDrops;
    const key = pageKey(req);
    // The first render of a page leads; visitors who ask meanwhile wait for it in `serve`.
    let render: Render | undefined;
    if (!this.rendering.has(key)) {
      const leading: Render = { waiting: [] };
      render = leading;
      this.rendering.set(key, leading);
      res.once("close", () => this.rendered(key, leading, null));
    }
    const before = res.getHeaders();
    const chunks: Buffer[] = [];
    let size = 0;
    type Call = (...args: unknown[]) => unknown;
    const write = res.write as Call;
    const end = res.end as Call;
    const release = () => {
      res.write = write as Response["write"];
      res.end = end as Response["end"];
    };
    // Decided at the first write, when the status and headers are set: anything that may not
    // be kept (a redirect, an error, a .data response, a stream) goes out as it comes.
    let holding: boolean | undefined;
    const holds = () => {
      holding ??= cacheableAs(res) !== null;
      if (!holding && render) this.rendered(key, render, null);
      return holding;
    };
    res.write = ((...args: unknown[]) => {
      if (!holds()) {
        release();
        return write.apply(res, args);
      }
      const buffer = toBuffer(args[0], args[1]);
      chunks.push(buffer);
      size += buffer.length;
      if (size > MAX_PAGE_BYTES) {
        // Too large to keep: what came so far goes out, and the rest after it.
        release();
        for (const chunk of chunks.splice(0)) write.call(res, chunk);
      }
      const done = args.findLast((arg) => typeof arg === "function");
      if (done) process.nextTick(done as () => void);
      return true;
    }) as Response["write"];
    res.end = ((...args: unknown[]) => {
      release();
      if (!holds()) return end.apply(res, args);
      if (args[0] !== undefined && typeof args[0] !== "function") chunks.push(toBuffer(args[0], args[1]));
      void this.finish(req, res, Buffer.concat(chunks), before, { epoch, drops, render }, end as (chunk?: Buffer) => Response);
      return res;
    }) as Response["end"];
    next();
  };

  private async finish(
    req: Request,
    res: Response,
    body: Buffer,
    before: Record<string, unknown>,
    begun: { epoch: number; drops: number; render: Render | undefined },
    end: (chunk?: Buffer) => Response,
  ): Promise<void> {
    const cacheControl = body.length <= MAX_PAGE_BYTES ? cacheableAs(res) : null;
    let cached: CachedPage | null = null;
    if (cacheControl) {
      try {
        cached = await this.keepable(res, body, before, cacheControl);
      } catch (error) {
        log.error({ err: error }, "Page cache: a page could not be compressed; it is sent as rendered.");
      }
    }
    if (!cached) {
      if (begun.render) this.rendered(pageKey(req), begun.render, null);
      end.call(res, body);
      return;
    }
    // Kept only if nothing it shows changed while it rendered and compressed.
    const changed = begun.epoch !== this.epoch || this.droppedSince(begun.drops, req.originalUrl);
    const kept = !changed && this.version !== null && !this.comesDue();
    if (kept) this.keep(pageKey(req), cached);
    if (begun.render) this.rendered(pageKey(req), begun.render, kept ? cached : null);
    this.count("miss");
    if (!res.destroyed) answer(req, res, cached, "MISS");
  }

  private async keepable(res: Response, body: Buffer, before: Record<string, unknown>, cacheControl: string): Promise<CachedPage | null> {
    const page = await precompressPage(body, res.locals.cspNonce);
    if (!page) return null;
    const headers = Object.entries(res.getHeaders())
      .filter(([name, value]) => !OWN_HEADERS.has(name) && value !== undefined && String(before[name]) !== String(value))
      .map(([name, value]) => [name, Array.isArray(value) ? value : String(value)] as [string, string | string[]]);
    const renderVary = res.getHeader("vary");
    // Cookie: the currency cookie changes the page, so a shared cache must not mix visitors' copies.
    const vary = renderVary ? `${String(renderVary)}, ${PAGE_VARY}` : PAGE_VARY;
    const bytes = page.bytes + JSON.stringify(headers).length * 2 + 256;
    return {
      status: res.statusCode,
      headers,
      cacheControl,
      vary,
      etag: `W/"${page.hash}"`,
      page,
      bytes,
      keptAt: Date.now(),
      day: agencyToday(),
    };
  }

  private keep(key: string, cached: CachedPage): void {
    const bytes = cached.bytes + key.length * 2;
    if (bytes > this.maxBytes) return;
    const previous = this.pages.get(key);
    if (previous) this.forget(key, previous);
    this.pages.set(key, { ...cached, bytes });
    this.bytes += bytes;
    for (const [oldestKey, oldest] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(oldestKey, oldest);
    }
  }

  /** A leading render is done: its waiting visitors get the page it kept, or render it themselves. */
  private rendered(key: string, render: Render, page: CachedPage | null): void {
    if (this.rendering.get(key) !== render) return;
    this.rendering.delete(key);
    for (const waiter of render.waiting.splice(0)) waiter(page);
  }

  private forget(key: string, cached: CachedPage): void {
    this.pages.delete(key);
    this.bytes -= cached.bytes;
  }

  private dropAll(): void {
    this.pages.clear();
    this.bytes = 0;
    this.epoch++;
    this.versionMoves++;
    this.recentDrops = [];
  }

  /** Drops the kept pages a write of this process may have changed, in every currency. */
  private dropPages(pages: readonly PageScope[]): void {
    for (const [key, cached] of this.pages) {
      if (pageChangedBy(key.slice(key.indexOf(" ") + 1), pages)) this.forget(key, cached);
    }
    this.scopedDrops++;
    this.recentDrops.push({ drop: this.scopedDrops, pages });
    if (this.recentDrops.length > RECENT_DROPS) this.recentDrops.shift();
  }

  /** Whether a scoped drop since the `drops`th may have concerned the page at `path` (too old to tell: yes). */
  private droppedSince(drops: number, path: string): boolean {
    if (drops === this.scopedDrops) return false;
    const oldest = this.recentDrops[0]?.drop ?? Infinity;
    if (drops + 1 < oldest) return true;
    return this.recentDrops.some((recent) => recent.drop > drops && pageChangedBy(path, recent.pages));
  }

  /**
   * Whether a scheduled change has come due: then the kept pages (and any render begun before)
   * are dropped, and nothing is served or kept until the version and the next change are read again.
   */
  private comesDue(): boolean {
    if (this.nextChangeAt === null || Date.now() < this.nextChangeAt) return false;
    this.nextChangeAt = null;
    void this.contentChanged();
    return true;
  }

  /**
   * This process committed a visible change (start() follows them). A write that says which
   * pages it can change, and whose version follows the one the kept pages stand for, drops
   * those pages alone; otherwise (another instance wrote too, or it says "all") every page goes.
   */
  async wrote(change: ContentChange): Promise<void> {
    if (this.maxBytes === 0) return;
    // A read of the version since the commit already dropped every page.
    if (this.version !== null && change.version <= this.version) return;
    if (change.pages !== "all" && this.version !== null && change.version === this.version + 1) {
      this.version = change.version;
      this.versionMoves++;
      this.dropPages(change.pages);
      await this.followNextChange(change.version);
      return;
    }
    await this.contentChanged();
  }

  /** Every page goes: nothing kept is served until the new version is read. */
  private async contentChanged(): Promise<void> {
    if (this.maxBytes === 0) return;
    this.version = null;
    this.dropAll();
    await this.poll();
  }

  /** After a scoped change: the write may have scheduled a publish (the earlier of the two times holds). */
  private async followNextChange(version: number): Promise<void> {
    if (!this.readNextChange) return;
    try {
      const nextChangeAt = await this.readNextChange();
      if (this.version === version && nextChangeAt !== null) this.nextChangeAt = Math.min(this.nextChangeAt ?? Infinity, nextChangeAt);
    } catch {
      // Unknown: every page goes, and the version and the next change are read again.
      await this.contentChanged();
    }
  }

  private async pollOnTimer(): Promise<void> {
    if (this.timerPolling) return;
    this.timerPolling = true;
    try {
      await this.poll();
    } finally {
      this.timerPolling = false;
    }
  }

  private async poll(): Promise<void> {
    const moves = this.versionMoves;
    let version: number | null;
    let nextChangeAt: number | null = null;
    try {
      version = await this.readVersion!();
      if (version !== this.version) nextChangeAt = (await this.readNextChange?.()) ?? null;
      this.failureLogged = false;
    } catch (error) {
      // Neither is known: a version without its next change could keep a page past it.
      version = null;
      if (!this.failureLogged) {
        this.failureLogged = true;
        log.warn(
          `Page cache: the content version cannot be read (${error instanceof Error ? error.message : String(error)}); pages are rendered until it can.`,
        );
      }
    }
    // A read begun before the pages were dropped may predate the change that dropped them.
    if (moves !== this.versionMoves || this.maxBytes === 0 || version === this.version) return;
    // This process's own write, read between its commit and its listener: the listener says what it changed.
    if (this.followsLocalWrites && version !== null && this.version !== null && version === this.version + 1 && isLocalRaise(version))
      return;
    this.version = version;
    this.nextChangeAt = nextChangeAt;
    this.dropAll();
  }
}

/** The process's page cache; server/app.ts starts it at startup and mounts its two middlewares. */
export const pageCache = new PageCache();

const PAGE_VARY = "Accept-Encoding, Cookie";

/**
 * A page is kept per URL and currency, read as the render's visitor is (visitorSignals, decision
 * 0052): no cookie and an unknown one are dollars; the language and a preview's ask are in the URL.
 */
function pageKey(req: Request): string {
  return `${visitorSignals(req.originalUrl, req.headers.cookie).currency} ${req.originalUrl}`;
}

function isSignedInOrFlashed(req: Request): boolean {
  const cookie = req.headers.cookie;
  return cookie !== undefined && SITE_COOKIE.test(cookie);
}

/** The Cache-Control a response is kept under, or null when it must not be kept. */
function cacheableAs(res: Response): string | null {
  if (!CACHEABLE_STATUSES.has(res.statusCode)) return null;
  if (res.hasHeader("set-cookie") || res.hasHeader("content-encoding")) return null;
  if (!CACHEABLE_TYPES.test(String(res.getHeader("content-type") ?? ""))) return null;
  const routeCacheControl = res.getHeader("cache-control");
  if (routeCacheControl === undefined) return PUBLIC_CACHE_CONTROL;
  const value = [routeCacheControl].flat().join(", ");
  return /\b(private|no-store|no-cache)\b/i.test(value) ? null : value;
}

function answer(req: Request, res: Response, cached: CachedPage, label: "HIT" | "MISS"): void {
  res.statusCode = cached.status;
  for (const [name, value] of cached.headers) res.setHeader(name, value);
  res.setHeader("Cache-Control", cached.cacheControl);
  res.setHeader("Vary", cached.vary);
  res.setHeader("ETag", cached.etag);
  res.setHeader("X-Cache", label);
  if (cached.status === 200 && matchesEtag(req.headers["if-none-match"], cached.etag)) {
    res.statusCode = 304;
    res.removeHeader("Content-Type");
    // The visitor keeps the copy it has, with that copy's nonce: a policy naming this
    // response's nonce would block its scripts.
    res.removeHeader("Content-Security-Policy");
    res.end();
    return;
  }
  const encoding = chooseEncoding(req.headers["accept-encoding"], cached.page);
  const chunks = pageChunks(cached.page, encoding, res.locals.cspNonce);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader(
    "Content-Length",
    chunks.reduce((length, chunk) => length + chunk.length, 0),
  );
  // Headers and chunks leave in one write.
  res.cork();
  for (const chunk of chunks) res.write(chunk);
  res.end();
  res.uncork();
}

/** Weak comparison (RFC 9110 §8.8.3.2): W/"x" matches "x". */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === opaque;
  });
}

const acceptedCodings = new Map<string, { br: number; gzip: number }>();

/** The q-values of brotli and gzip in an Accept-Encoding header; a few distinct headers are remembered. */
function codingWeights(header: string): { br: number; gzip: number } {
  const known = acceptedCodings.get(header);
  if (known) return known;
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const any = weights.get("*") ?? 0;
  const result = { br: weights.get("br") ?? any, gzip: weights.get("gzip") ?? weights.get("x-gzip") ?? any };
  if (acceptedCodings.size < 64) acceptedCodings.set(header, result);
  return result;
}

function chooseEncoding(header: string | undefined, page: PrecompressedPage): Encoding {
  if (!header) return "identity";
  const { br, gzip } = codingWeights(header);
  const usable = (encoding: Encoding, weight: number) => weight > 0 && hasEncoding(page, encoding);
  if (usable("br", br) && !(usable("gzip", gzip) && gzip > br)) return "br";
  if (usable("gzip", gzip)) return "gzip";
  return "identity";
}

/** Cache-Control: private, no-store on the way out, unless the route chose one. */
function keepPrivate(res: Response): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    if (!this.hasHeader("cache-control")) this.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
    return writeHead.apply(this, args);
  } as Response["writeHead"];
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
}
