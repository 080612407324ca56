import { useEffect } from "react";

/**
 * Opens a click on a gallery picture (`[data-gallery] a[data-lightbox-label]`, rendered as HTML on the
 * server) in the lightbox instead of the full-size file. Only this listener is in the page's
 * script; the lightbox itself (gallery-lightbox.ts) is fetched on the first click. A click with a
 * modifier key, or another button, still opens the picture as a link does.
 */
export function useGalleryLightbox(): void {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link =
        event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("[data-gallery] a[data-lightbox-label]") : null;
      const gallery = link?.closest<HTMLElement>("[data-gallery]");
      if (!link || !gallery) return;
      event.preventDefault();
      import("./gallery-lightbox").then(
        ({ openGalleryLightbox }) => openGalleryLightbox(gallery, link),
        () => window.location.assign(link.href),
      );
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}
