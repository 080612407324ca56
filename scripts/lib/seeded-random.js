// mulberry32: a small seeded random generator. The same seed gives the same numbers every time,
// so generated pictures, catalogues and benchmark URLs are the same from run to run.

/** A function returning numbers in [0, 1), seeded. */
export function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
