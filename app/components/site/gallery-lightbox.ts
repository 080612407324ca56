/**
 * The public gallery's lightbox (issue #23): loaded on the first click on a gallery picture (see
 * useGalleryLightbox), never with the page. It clones the dialog the server rendered in the
 * gallery's `<template>` (texts in the page's language), shows each picture with the gallery's own
 * `<picture>` sources at the screen's width, and steps with the buttons, the arrow keys (mirrored
 * right to left) and a horizontal swipe. The address never changes; Escape or Close returns focus
 * to the picture that was clicked.
 *
 * It is built as a module of its own and imported by its address (see useGalleryLightbox), so it
 * has no exports: once loaded it opens the lightbox for every OPEN_EVENT a gallery link sends.
 */
import { OPEN_EVENT } from "./gallery-lightbox-event";

document.addEventListener(OPEN_EVENT, (event) => {
  const link = event.target instanceof HTMLAnchorElement ? event.target : null;
  const gallery = link?.closest<HTMLElement>("[data-gallery]");
  if (link && gallery) openGalleryLightbox(gallery, link);
});

/** How far (CSS pixels) a finger or pointer must travel sideways to change the picture. */
const SWIPE_PX = 50;

/** Opens the lightbox of `gallery` at the picture `link` (one of its `a[data-lightbox-label]`). */
function openGalleryLightbox(gallery: HTMLElement, link: HTMLAnchorElement): void {
  const template = gallery.querySelector<HTMLTemplateElement>("template[data-lightbox-template]");
  const links = [...gallery.querySelectorAll<HTMLAnchorElement>("a[data-lightbox-label]")];
  const markup = template?.content.firstElementChild;
  const clone = markup ? gallery.ownerDocument.importNode(markup, true) : null;
  if (!(clone instanceof HTMLDialogElement) || !links.includes(link)) {
    window.location.assign(link.href);
    return;
  }
  const dialog: HTMLDialogElement = clone;
  const part = <T extends HTMLElement>(name: string) => dialog.querySelector<T>(`[data-lightbox-${name}]`)!;
  const figure = part("figure");
  const caption = part("caption");
  const position = part("position");
  const rtl = getComputedStyle(gallery).direction === "rtl";
  let index = links.indexOf(link);

  function show(next: number) {
    index = (next + links.length) % links.length;
    const current = links[index]!;
    const label = current.dataset.lightboxLabel ?? "";
    dialog.setAttribute("aria-label", label);
    position.textContent = label;
    const picture = current.querySelector("picture")?.cloneNode(true);
    const image = picture instanceof HTMLElement ? picture.querySelector("img") : null;
    if (!(picture instanceof HTMLElement) || !image) return;
    // The same sources as the thumbnail, chosen for the whole screen this time.
    for (const source of picture.querySelectorAll("source, img")) source.setAttribute("sizes", "100vw");
    image.loading = "eager";
    image.className = "max-h-full max-w-full object-contain";
    image.draggable = false;
    picture.className = "flex h-full max-h-[80dvh] w-full items-center justify-center";
    figure.replaceChildren(picture);
    caption.textContent = image.alt;
  }

  function close() {
    dialog.close();
  }

  dialog.addEventListener("close", () => {
    dialog.remove();
    link.ownerDocument.documentElement.classList.remove("overflow-hidden");
    link.focus();
  });
  dialog.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest("[data-lightbox-close]")) close();
    else if (target?.closest("[data-lightbox-next]")) show(index + 1);
    else if (target?.closest("[data-lightbox-previous]")) show(index - 1);
  });
  dialog.addEventListener("keydown", (event) => {
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      // Right to left, the next picture is to the left.
      show(index + ((event.key === "ArrowRight") !== rtl ? 1 : -1));
    } else if (event.key === "Tab") {
      keepFocusInside(dialog, event);
    }
  });

  let start: { id: number; x: number; y: number } | null = null;
  figure.addEventListener("pointerdown", (event) => {
    if (event.isPrimary) start = { id: event.pointerId, x: event.clientX, y: event.clientY };
  });
  figure.addEventListener("pointerup", (event) => {
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    start = null;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return;
    // A swipe to the left brings the next picture (from the right); mirrored right to left.
    show(index + (dx < 0 !== rtl ? 1 : -1));
  });
  figure.addEventListener("pointercancel", () => {
    start = null;
  });

  show(index);
  gallery.append(dialog);
  link.ownerDocument.documentElement.classList.add("overflow-hidden");
  dialog.showModal();
  dialog.querySelector<HTMLElement>("[data-lightbox-close]")?.focus();
}

/** Tab and Shift+Tab go round the dialog's buttons, never out of it. */
function keepFocusInside(dialog: HTMLDialogElement, event: KeyboardEvent) {
  const buttons = [...dialog.querySelectorAll<HTMLElement>("button")];
  const first = buttons[0];
  const last = buttons[buttons.length - 1];
  if (!first || !last) return;
  const active = dialog.ownerDocument.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
