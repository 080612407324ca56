import { MAX_PHOTOS_PER_UPLOAD } from "~/domain/photos";

/** The admin's photo texts (the admin interface stays English). */
export const PHOTO_TEXTS = {
  section: "Photos",
  intro:
    "JPEG, PNG, WebP or AVIF, up to 25 MB each (scaled down to 1,600 px wide), at least 1,200 px wide for a sharp cover. Uploaded photos join the gallery; the first of a tour without a cover becomes its cover, and any of them can be.",
  chooseFiles: "Pictures to upload",
  /** The file chooser's filter (the server checks the content whatever the browser sends). */
  accept: "image/jpeg,image/png,image/webp,image/avif",
  upload: "Upload",
  uploading: "Uploading…",
  empty: "No photos yet.",
  cover: "Cover",
  makeCover: "Make cover",
  moveUp: "Move up",
  moveDown: "Move down",
  remove: "Remove",
  /** The question before a photo leaves the gallery (issue #23), in a dialog or, without JavaScript, on its own page. */
  removeTexts: {
    deleteTitle: "Remove photo?",
    confirmDelete: "Are you sure you want to remove this photo from the gallery?",
    cancel: "Cancel",
    delete: "Remove",
  },
  altLegend: (position: number) => `Alternative text of photo ${position}`,
  altLabel: { en: "English", fr: "French", ar: "Arabic" },
  saveAlt: "Save text",
  photoAlt: (position: number) => `Photo ${position}`,
  backTo: "Back",
  refusedTitle: "The photos were not changed",
  // Refusals (status in brackets where it is not a plain 400).
  tooLarge: "A picture is larger than 25 MB, so nothing was uploaded. Make it smaller and try again.",
  tooMany: `At most ${MAX_PHOTOS_PER_UPLOAD} pictures can be uploaded at once, so nothing was uploaded.`,
  /** 503, with Retry-After: the instance's conversion queue is full (decision 0047). */
  busy: "Many photos are being converted right now, so nothing was uploaded. Please try again in a minute.",
  noFiles: "Choose at least one picture to upload.",
  unreadable: "The upload could not be read. Please try again.",
  unknownIntent: "This photo action is not known.",
  unknownOwner: "This tour or destination was not found. It may have been deleted.",
  unknownPhoto: "This photo is not in the gallery any more. Reload to see the latest version.",
  conflict: "This record was changed by someone else after you opened it. Reload to see the latest version.",
  altTooLong: "An alternative text must be one line of at most 300 characters.",
  uploaded: (count: number) => ({ title: count === 1 ? "Photo uploaded" : `${count} photos uploaded` }),
  /** After an upload with pictures under MIN_SHARP_WIDTH (issue #23): taken, with a word of warning. */
  narrow: (names: string[], minWidth: string) =>
    `${names.map((name) => `“${name}”`).join(", ")} ${names.length === 1 ? "is" : "are"} under ${minWidth} px wide and may look blurred as a cover or on a large screen.`,
  changed: { title: "Photos saved" },
  onePicture: "Choose one picture for this person.",
  unknownPerson: "This person is not on the page any more. Reload to see the latest version.",
  personPicture: (name: string) => `New picture for ${name}`,
  peoplePictures: "Upload pictures",
  peopleIntro:
    "JPEG, PNG, WebP or AVIF, up to 25 MB. The picture replaces the address in the Photo field; save any other changes above first.",
};
