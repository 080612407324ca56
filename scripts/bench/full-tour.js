// Issue #12's tour page for the bench: "a full itinerary and a gallery of 12 photos". The sample
// Bali tour has eight days, prices per traveller, departures and a meeting point; this adds twelve
// photos to its gallery, uploaded through the admin's photo form as staff would (so they are
// decoded, re-encoded at three widths in three formats and served as any upload).
import sharp from "sharp";

export const FULL_TOUR = "bali-island-escape";
const PHOTOS = 12;
/** The bench site's staff account (scripts/start.js creates it from these on a fresh database). */
// Not built from the e-mail: ADMIN_PASSWORD meets every rule of a new password (decision 0048).
export const BENCH_ADMIN = { email: "bench@example.com", password: "tour-operator-at-dawn-2026" };

/** A landscape picture with soft shapes, 1600 × 1067, a little different each time (a JPEG of a few hundred KB). */
async function photo(index) {
  const hue = (index * 29) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},60%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},50%,35%)"/>
    </linearGradient></defs>
    <rect width="1600" height="1067" fill="url(#sky)"/>
    <circle cx="${300 + index * 90}" cy="260" r="120" fill="hsl(${(hue + 180) % 360},80%,85%)"/>
    <path d="M0 760 Q400 ${560 + index * 10} 800 720 T1600 680 V1067 H0Z" fill="hsl(${(hue + 90) % 360},45%,30%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).blur(2).jpeg({ quality: 88 }).toBuffer();
}

export async function signIn(url) {
  const response = await fetch(`${url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url },
    body: new URLSearchParams(BENCH_ADMIN),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("cw_session="));
  if (response.status !== 302 || !cookie) throw new Error(`bench sign-in failed with status ${response.status}`);
  return cookie.split(";")[0];
}

/** Uploads the twelve photos to the tour's gallery; throws when the site refuses them. */
export async function fillTheGallery(url) {
  const cookie = await signIn(url);
  const screen = `/admin/tours/${FULL_TOUR}`;
  const html = await (await fetch(`${url}${screen}`, { headers: { Cookie: cookie } })).text();
  const version = html.match(/name="ownerKind" value="tour"\/?>.*?name="version" value="(\d+)"/s)?.[1];
  if (!version) throw new Error(`no photo form on ${screen}`);
  const form = new FormData();
  for (const [name, value] of Object.entries({ ownerKind: "tour", ownerId: FULL_TOUR, version, intent: "upload" }))
    form.append(name, value);
  for (let index = 0; index < PHOTOS; index++) {
    form.append("photos", new Blob([await photo(index)], { type: "image/jpeg" }), `photo-${index + 1}.jpg`);
  }
  const response = await fetch(`${url}/admin/photos?back=${encodeURIComponent(screen)}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: url, Cookie: cookie },
    body: form,
  });
  if (response.status !== 302) throw new Error(`the upload of ${PHOTOS} photos answered ${response.status}`);
  const page = await (await fetch(`${url}/tours/${FULL_TOUR}`)).text();
  const shown = (page.match(/<picture>/g) ?? []).length;
  if (shown < PHOTOS) throw new Error(`the tour page shows ${shown} pictures, not ${PHOTOS} or more`);
  return shown;
}
