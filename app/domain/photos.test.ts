import { describe, expect, test } from "vitest";
import {
  heightAt,
  isPhotoHash,
  mediaName,
  mediaNames,
  parseMediaName,
  photoHashOfPath,
  photoPath,
  photoSrcSet,
  variantWidths,
} from "./photos";
import { readExportedGallery } from "./photo-transfer";

const HASH = "0123456789abcdef0123456789abcdef";

describe("photo file names", () => {
  test("are the content hash, the width and the format, and read back to the same parts", () => {
    expect(mediaName(HASH, 960, "webp")).toBe(`${HASH}-960.webp`);
    expect(parseMediaName(`${HASH}-960.webp`)).toEqual({ hash: HASH, width: 960, ext: "webp" });
  });

  test("refuse anything the server does not give out", () => {
    for (const name of [
      `${HASH}-960.png`,
      `${HASH.toUpperCase()}-960.jpg`,
      `${HASH}-0960.jpg`,
      `${HASH}-960.jpg.partial`,
      "../site.db",
      `.${HASH}-960.jpg`,
    ]) {
      expect(parseMediaName(name), name).toBeNull();
    }
    expect(isPhotoHash(HASH)).toBe(true);
    expect(isPhotoHash(HASH.slice(1))).toBe(false);
  });

  test("an image field's uploaded photo is found from its path; other addresses are not photos", () => {
    expect(photoPath({ hash: HASH, width: 4000 })).toBe(`/media/${HASH}-1600.jpg`);
    expect(photoHashOfPath(`/media/${HASH}-1600.jpg`)).toBe(HASH);
    expect(photoHashOfPath("/images/tours/bali.svg")).toBeNull();
    expect(photoHashOfPath(`https://example.com/media/${HASH}-1600.jpg`)).toBeNull();
  });
});

describe("widths", () => {
  test("never enlarge: a narrow photo keeps its own width as the largest", () => {
    expect(variantWidths(4000)).toEqual([480, 960, 1600]);
    expect(variantWidths(1600)).toEqual([480, 960, 1600]);
    expect(variantWidths(1200)).toEqual([480, 960, 1200]);
    expect(variantWidths(700)).toEqual([480, 700]);
    expect(variantWidths(480)).toEqual([480]);
    expect(variantWidths(120)).toEqual([120]);
    expect(mediaNames({ hash: HASH, width: 700 })).toHaveLength(6);
  });

  test("heights keep the proportions", () => {
    expect(heightAt({ width: 2000, height: 1000 }, 960)).toBe(480);
    expect(heightAt({ width: 3, height: 1 }, 1)).toBe(1);
  });
});

describe("srcset", () => {
  test("lists every stored width of one format with its real width", () => {
    expect(photoSrcSet({ hash: HASH, width: 1200 }, "avif")).toBe(
      `/media/${HASH}-480.avif 480w, /media/${HASH}-960.avif 960w, /media/${HASH}-1200.avif 1200w`,
    );
    expect(photoSrcSet({ hash: HASH, width: 300 }, "jpg")).toBe(`/media/${HASH}-300.jpg 300w`);
  });
});

describe("galleries in the catalogue file", () => {
  test("keep well-formed entries, drop the rest, and read a file without galleries as none", () => {
    expect(readExportedGallery(undefined)).toBeNull();
    const read = readExportedGallery({
      photos: [
        { hash: HASH, width: 800, height: 600 },
        { hash: "nope", width: 1, height: 1 },
        { hash: HASH, width: -1, height: 5 },
      ],
      tours: { bali: [{ photo: HASH, alt: { en: "Beach\nat dusk", fr: 3 } }, { photo: HASH }, { photo: "x" }, null] },
      destinations: "wrong",
    });
    expect(read).toEqual({
      photos: [{ hash: HASH, width: 800, height: 600 }],
      tours: { bali: [{ photo: HASH, alt: { en: "Beach at dusk", fr: "", ar: "" } }] },
      destinations: {},
    });
  });
});
