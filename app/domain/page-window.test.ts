import { describe, expect, test } from "vitest";
import { pageWindow } from "./page-window";

describe("page window", () => {
  test("lists every page when there are few", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  test("keeps first, last and neighbours of the current page with gaps between", () => {
    expect(pageWindow(10, 120)).toEqual([1, null, 9, 10, 11, null, 120]);
    expect(pageWindow(1, 120)).toEqual([1, 2, null, 120]);
    expect(pageWindow(120, 120)).toEqual([1, null, 119, 120]);
  });

  test("shows a lone hidden page instead of a gap", () => {
    expect(pageWindow(4, 8)).toEqual([1, 2, 3, 4, 5, null, 8]);
  });
});
