import { getEnv } from "~/server/platform/env.server";

/*
 * How many photo conversions an instance runs at once (decision 0047). Converting is the one
 * costly step of an upload (a decode and nine encodes, tens of megabytes of pixels each), so
 * at most `slots` run at a time and the others wait their turn. Uploads are admitted before
 * their body is read: at most `slots + waiting` at once; one more is answered 503 with
 * Retry-After straight away, before it costs anything.
 */

/** Seconds a refused upload is told to wait: about one conversion's time on a small machine. */
export const RETRY_AFTER_SECONDS = 10;

export class ConversionQueue {
  /** Uploads admitted and not finished (reading, waiting or converting). */
  private admitted = 0;
  private running = 0;
  private readonly line: (() => void)[] = [];
  /** The most conversions that ever ran at once, and how many ran: what the tests read. */
  peak = 0;
  conversions = 0;

  constructor(
    readonly slots: number,
    readonly waiting: number,
  ) {}

  /** An upload's place, or null when the line is full; call the returned function when the upload is done. */
  admit(): (() => void) | null {
    if (this.admitted >= this.slots + this.waiting) return null;
    this.admitted += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.admitted -= 1;
    };
  }

  /** Runs one conversion when a slot is free, in the order they asked. */
  async convert<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) await new Promise<void>((resolve) => this.line.push(resolve));
    else this.running += 1;
    this.conversions += 1;
    this.peak = Math.max(this.peak, this.running);
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, or becomes free.
      const next = this.line.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

let current: ConversionQueue | undefined;

/**
 * The instance's queue: PHOTO_CONVERSIONS slots, and as many uploads waiting. An upload being
 * read costs about four times its size in memory (the parser holds each part whole), so the
 * line is kept short: ten 10 MB uploads read at once grew an instance by 370 MB (decision 0047).
 */
export function getConversionQueue(): ConversionQueue {
  const slots = getEnv().PHOTO_CONVERSIONS;
  return (current ??= new ConversionQueue(slots, slots));
}

/** Tests set a queue of their own (and undefined to go back to the environment's). */
export function setConversionQueue(queue: ConversionQueue | undefined): void {
  current = queue;
}
