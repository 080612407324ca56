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
 * A destination or tour picture in a 16:9 box with its size known up front (no layout shift),
 * lazy unless `eager`. A picture that fails to load is swapped for the neutral placeholder,
 * also when it failed before React hydrated and could attach its onError handler.
 */
export function CatalogueImage({ src, alt, eager = false, className }: { src: string; alt: string; eager?: boolean; className?: string }) {
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
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={eager ? "high" : undefined}
        onError={(event: SyntheticEvent<HTMLImageElement>) => fail(event.currentTarget)}
        className="size-full object-cover"
      />
    </div>
  );
}
