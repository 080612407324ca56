import { useCallback, useState, type SyntheticEvent } from "react";

/** Shown in place of a catalogue picture that fails to load (docs/product-decisions.md "Images"). */
export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

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

/**
 * A destination or tour picture in a 16:9 box with its size known up front (no layout shift),
 * loading as `loading` says. A picture that fails to load is swapped for the neutral placeholder,
 * also when it failed before React hydrated and could attach its onError handler.
 */
export function CatalogueImage({
  src,
  alt,
  loading = "lazy",
  className,
}: {
  src: string;
  alt: string;
  loading?: ImageLoading;
  className?: string;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === src ? PLACEHOLDER_IMAGE : src;

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

  return (
    <div className={`relative aspect-video overflow-hidden bg-gray-100 ${className ?? ""}`}>
      <img
        ref={checkAfterHydration}
        src={shown}
        alt={alt}
        width={WIDTH}
        height={HEIGHT}
        loading={loading === "lazy" ? "lazy" : "eager"}
        decoding={loading === "first" ? undefined : "async"}
        fetchPriority={loading === "first" ? "high" : undefined}
        onError={(event: SyntheticEvent<HTMLImageElement>) => fail(event.currentTarget)}
        className="size-full object-cover"
      />
    </div>
  );
}
