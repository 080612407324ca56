import { useTranslations } from "use-intl";
import type { GalleryPhoto, PictureSources } from "~/domain/photos";
import { DetailSection } from "./catalogue-detail-parts";
import { PhotoSources, type ImageLoading } from "./catalogue-image";

/** A gallery thumbnail: a quarter of a wide page's main column, a third of a tablet's, half a phone's. */
const GALLERY_SIZES = "(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw";

/**
 * A tour's or destination's gallery (issue #12): a server-rendered grid of pictures, loaded
 * lazily as the visitor scrolls to it, each opening its full-size JPEG. No script of its own.
 */
export function TourGallery({ photos, title }: { photos: GalleryPhoto[]; title: string }) {
  const t = useTranslations("gallery");
  if (photos.length === 0) return null;
  return (
    <DetailSection id="gallery" title={t("title")}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((photo, index) => (
          <li key={photo.hash}>
            <a
              href={photo.sources.src}
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
    </DetailSection>
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
