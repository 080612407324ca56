import { describe, expect, test } from "vitest";
import { ConversionQueue } from "./photo-queue.server";

/** A conversion the test finishes when it wants. */
function deferred() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { done, finish };
}

describe("the photo conversion queue", () => {
  test("runs at most its slots at once; the others wait and start in the order they asked", async () => {
    const queue = new ConversionQueue(2, 8);
    const jobs = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const finished = jobs.map((job, index) =>
      queue.convert(async () => {
        started.push(index);
        most = Math.max(most, ++running);
        await job.done;
        running -= 1;
        return index;
      }),
    );
    await expect.poll(() => started).toEqual([0, 1]);
    jobs[1]!.finish();
    await expect.poll(() => started).toEqual([0, 1, 2]);
    jobs[0]!.finish();
    await expect.poll(() => started).toEqual([0, 1, 2, 3]);
    for (const job of jobs) job.finish();
    expect(await Promise.all(finished)).toEqual([0, 1, 2, 3, 4]);
    expect([most, queue.peak, queue.conversions]).toEqual([2, 2, 5]);
  });

  test("a failed conversion frees its slot", async () => {
    const queue = new ConversionQueue(1, 1);
    await expect(queue.convert(() => Promise.reject(new Error("unreadable")))).rejects.toThrow("unreadable");
    expect(await queue.convert(async () => "next")).toBe("next");
  });

  test("admits slots + waiting uploads; one more is refused until one is done", () => {
    const queue = new ConversionQueue(2, 1);
    const places = [queue.admit(), queue.admit(), queue.admit()];
    expect(places.every((release) => typeof release === "function")).toBe(true);
    expect(queue.admit()).toBeNull();
    places[0]!();
    places[0]!(); // Twice is once.
    const again = queue.admit();
    expect(again).not.toBeNull();
    expect(queue.admit()).toBeNull();
  });
});
