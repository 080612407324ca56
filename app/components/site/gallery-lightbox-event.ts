/** The event a gallery link sends to ask the lightbox module (gallery-lightbox.ts) to open it. */
export const OPEN_EVENT = "gallery-lightbox:open";
