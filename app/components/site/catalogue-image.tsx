import { useCallback, useState, type SyntheticEvent } from "react";
import { photoOfPath, photoSrcSet, type PictureSources } from "~/domain/photos";

/** Shown in place of a catalogue picture that fails to load (docs/product-decisions.md "Images"). */
export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

/** A card's picture: a third of a wide screen, half of a tablet's, a phone's whole width. */
export const CARD_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

/** A detail page's cover: the main column, two thirds of a wide page. */
export const DETAIL_IMAGE_SIZES = "(min-width: 1024px) 66vw, 100vw";

/** The sample pictures are 1600×900; any 16:9 picture fills the box without a shift. */
const WIDTH = 1600;
const HEIGHT = 900;

/** A picture that never loaded: complete, no pixels, and actually requested (a lazy image not yet fetched has no currentSrc). */
function isBroken(image: HTMLImageElement): boolean {
  return image.complete && image.naturalWidth === 0 && image.currentSrc !== "";
}

/**
 * How a picture loads: `lazy` when the visitor scrolls near it; `eager` at once (it is in the
 * first screen); `first` at once and before anything else, for the page's first visible
 * picture, its largest contentful paint (React also names it in a preload link in the head).
 */
export type ImageLoading = "lazy" | "eager" | "first";

/** The loading of the n-th card (from 0) of a grid: the first row is in the first screen. */
export function cardImageLoading(index: number, firstRow = 3): ImageLoading {
  if (index === 0) return "first";
  return index < firstRow ? "eager" : "lazy";
}

/** The AVIF and WebP sources of a `<picture>`, best first; its `<img>` carries the JPEG ones. */
export function PhotoSources({ srcSet, sizes }: { srcSet: Pick<PictureSources["srcSet"], "avif" | "webp">; sizes: string }) {
  return (
    <>
      <source type="image/avif" srcSet={srcSet.avif} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet.webp} sizes={sizes} />
    </>
  );
}

/**
 * A destination or tour picture in a 16:9 box with its size known up front (no layout shift),
 * loading as `loading` says. A picture that fails to load is swapped for the neutral placeholder,
 * also when it failed before React hydrated and could attach its onError handler.
 */
export function CatalogueImage({
  src,
  alt,
  loading = "lazy",
  sizes = CARD_SIZES,
  className,
}: {
  src: string;
  alt: string;
  loading?: ImageLoading;
  /** How wide the box is shown, for an uploaded photo's sources (decision 0031). */
  sizes?: string;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // A tour created without a picture yet (issue #23) shows the placeholder.
  const shown = !src.trim() || failedSrc === src ? PLACEHOLDER_IMAGE : src;

  const fail = useCallback(
    (image: HTMLImageElement) => {
      if (image.getAttribute("src") !== PLACEHOLDER_IMAGE) setFailedSrc(src);
    },
    [src],
  );
  const checkAfterHydration = useCallback(
    (image: HTMLImageElement | null) => {
      if (image && isBroken(image)) fail(image);
    },
    [fail],
  );

  // An uploaded photo offers every stored width and format; the placeholder, or any other address, is one file.
  const photo = shown === src ? photoOfPath(src) : null;
  return (
    <div className={`relative aspect-video overflow-hidden bg-gray-100 ${className ?? ""}`}>
      <picture>
        {photo && <PhotoSources srcSet={{ avif: photoSrcSet(photo, "avif"), webp: photoSrcSet(photo, "webp") }} sizes={sizes} />}
        <img
          ref={checkAfterHydration}
          src={shown}
          srcSet={photo ? photoSrcSet(photo, "jpg") : undefined}
          sizes={photo ? sizes : undefined}
          alt={alt}
          width={WIDTH}
          height={HEIGHT}
          loading={loading === "lazy" ? "lazy" : "eager"}
          decoding={loading === "first" ? undefined : "async"}
          fetchPriority={loading === "first" ? "high" : undefined}
          onError={(event: SyntheticEvent<HTMLImageElement>) => fail(event.currentTarget)}
          className="size-full object-cover"
        />
      </picture>
    </div>
  );
}
