import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useTranslations } from "use-intl";
import type { GalleryPhoto, PictureSources } from "~/domain/photos";
import { DetailSection } from "./catalogue-detail-parts";
import { PhotoSources, type ImageLoading } from "./catalogue-image";

/** A gallery thumbnail: a quarter of a wide page's main column, a third of a tablet's, half a phone's. */
const GALLERY_SIZES = "(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw";

/**
 * A tour's or destination's gallery (issue #12): a server-rendered grid of pictures, loaded
 * lazily as the visitor scrolls to it, each a link to its full-size JPEG. With JavaScript, a
 * click opens the lightbox instead (issue #23, app/components/site/gallery-lightbox.ts, loaded
 * on the first click): its dialog's markup and texts are rendered here, in a `<template>`, so
 * the page's script carries neither. Only where the page is rendered on the server as HTML (the
 * tour page, decision 0032) and installs useGalleryLightbox.
 */
export function TourGallery({ photos, title, lightbox = false }: { photos: GalleryPhoto[]; title: string; lightbox?: boolean }) {
  const t = useTranslations("gallery");
  if (photos.length === 0) return null;
  return (
    <DetailSection id="gallery" title={t("title")}>
      <div data-gallery="">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((photo, index) => (
            <li key={photo.hash}>
              <a
                href={photo.sources.src}
                data-lightbox-label={t("lightboxLabel", { number: index + 1, count: photos.length })}
                className="block overflow-hidden rounded-lg bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <Picture
                  sources={photo.sources}
                  alt={photo.alt || t("photoAlt", { number: index + 1, title })}
                  sizes={GALLERY_SIZES}
                  className="aspect-[4/3] h-auto w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
        {lightbox ? <LightboxTemplate /> : null}
      </div>
    </DetailSection>
  );
}

const LIGHTBOX_BUTTON =
  "inline-flex size-11 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

/**
 * The lightbox's dialog, inert until the script clones it: the picture goes in `[data-lightbox-figure]`
 * and its alternative text in the caption. "Next" is at the inline end, so it points left in Arabic.
 */
function LightboxTemplate() {
  const t = useTranslations("gallery");
  return (
    <template data-lightbox-template="">
      <dialog aria-modal="true" className="m-0 h-dvh max-h-none w-screen max-w-none bg-black p-0 text-white backdrop:bg-black">
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-3 p-3">
            <p data-lightbox-position="" className="text-sm font-semibold" aria-hidden="true"></p>
            <button type="button" data-lightbox-close="" className={LIGHTBOX_BUTTON}>
              <X aria-hidden="true" className="size-6" />
              <span className="sr-only">{t("close")}</span>
            </button>
          </div>
          <figure className="relative flex min-h-0 flex-1 flex-col items-center justify-center gap-3 px-2 pb-4">
            <div data-lightbox-figure="" className="flex min-h-0 w-full flex-1 touch-pan-y items-center justify-center select-none"></div>
            <figcaption data-lightbox-caption="" dir="auto" className="max-w-prose px-14 text-center text-sm"></figcaption>
            <button type="button" data-lightbox-previous="" className={`${LIGHTBOX_BUTTON} absolute start-2 top-1/2 -translate-y-1/2`}>
              <ChevronLeft aria-hidden="true" className="size-7 rtl:rotate-180" />
              <span className="sr-only">{t("previous")}</span>
            </button>
            <button type="button" data-lightbox-next="" className={`${LIGHTBOX_BUTTON} absolute end-2 top-1/2 -translate-y-1/2`}>
              <ChevronRight aria-hidden="true" className="size-7 rtl:rotate-180" />
              <span className="sr-only">{t("next")}</span>
            </button>
          </figure>
        </div>
      </dialog>
    </template>
  );
}

/**
 * An uploaded photo as a `<picture>` (decision 0031): AVIF, then WebP, then JPEG, each at
 * every stored width, so the browser fetches the smallest file that is sharp enough for
 * `sizes`. Its width and height are the largest stored file's, so the page keeps its space
 * before it loads (no layout shift). The sources come worked out from the server.
 */
function Picture({
  sources,
  alt,
  sizes,
  loading = "lazy",
  className,
}: {
  sources: PictureSources;
  alt: string;
  sizes: string;
  loading?: ImageLoading;
  className?: string;
}) {
  return (
    <picture>
      <PhotoSources srcSet={sources.srcSet} sizes={sizes} />
      <img
        src={sources.src}
        srcSet={sources.srcSet.jpg}
        sizes={sizes}
        alt={alt}
        width={sources.width}
        height={sources.height}
        loading={loading === "lazy" ? "lazy" : "eager"}
        decoding={loading === "first" ? undefined : "async"}
        fetchPriority={loading === "first" ? "high" : undefined}
        className={className}
      />
    </picture>
  );
}
