import { useEffect } from "react";
import { OPEN_EVENT } from "./gallery-lightbox-event";
// Built as a module of its own (vite.config.ts's `worker`) and only its address kept here: a plain
// `import("./gallery-lightbox")` would bring Vite's preload helper (about 0.8 KB gzip) into the
// tour page's first load.
import lightboxUrl from "./gallery-lightbox?worker&url";

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
      if (!link) return;
      event.preventDefault();
      import(/* @vite-ignore */ lightboxUrl).then(
        () => link.dispatchEvent(new CustomEvent(OPEN_EVENT, { bubbles: true })),
        () => window.location.assign(link.href),
      );
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
}
