// Turns the sample pictures (public/images/destinations, tours, team and testimonials, drawn by
// make-sample-images.js) into uploads, as an admin's upload would be: each SVG is drawn as a
// PNG, which goes through the upload's own checks and conversion. The files and a manifest go
// to samples/photos, shipped with the project, so a new database's sample catalogue costs a
// copy, not minutes of encoding (decision 0031).
// Usage: npx tsx scripts/make-sample-photos.ts
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { processPhoto } from "~/server/catalogue/photo-processing.server";
import { SAMPLE_PHOTOS_DIR, type SamplePhotoManifest } from "~/server/samples/sample-photos.server";

const ROOT = process.cwd();
rmSync(SAMPLE_PHOTOS_DIR, { recursive: true, force: true });
mkdirSync(SAMPLE_PHOTOS_DIR, { recursive: true });
const manifest: SamplePhotoManifest = {};
for (const folder of ["destinations", "tours", "team", "testimonials"]) {
  for (const file of readdirSync(path.join(ROOT, "public", "images", folder)).sort()) {
    const png = await sharp(path.join(ROOT, "public", "images", folder, file))
      .png()
      .toBuffer();
    const photo = await processPhoto(new Uint8Array(png), file);
    for (const derived of photo.files) writeFileSync(path.join(SAMPLE_PHOTOS_DIR, derived.name), derived.bytes);
    manifest[`/images/${folder}/${file}`] = { hash: photo.hash, width: photo.width, height: photo.height };
    console.log(`${folder}/${file} → ${photo.hash}`);
  }
}
writeFileSync(path.join(SAMPLE_PHOTOS_DIR, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
