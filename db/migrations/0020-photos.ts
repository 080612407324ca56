import type { Kysely } from "kysely";

/**
 * Uploaded photos (issue #12; docs/decisions/0031-photo-uploads.md).
 * - photos: one row per stored picture, named by the first 32 hex digits of its content's
 *   SHA-256, with its upright size in pixels (pages reserve its space from it). The files
 *   themselves are in the photo storage (DATA_DIR/media or an S3 bucket), not here.
 * - gallery_photos: a tour's or a destination's gallery, in order, with the alternative text
 *   in English and, when given, in French and Arabic. Deleting the tour or destination
 *   deletes its gallery rows; the photo stays stored (another record may show it).
 * A tour's or destination's cover stays its `image` field, which holds /media/<hash>-<w>.jpg
 * for an uploaded photo or any address decision 0005 allows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("photos")
    .addColumn("hash", "varchar(32)", (col) => col.primaryKey())
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("height", "integer", (col) => col.notNull())
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("gallery_photos")
    .addColumn("id", "varchar(40)", (col) => col.primaryKey())
    .addColumn("tour_id", "varchar(200)", (col) => col.references("tours.id").onDelete("cascade"))
    .addColumn("destination_id", "varchar(200)", (col) => col.references("destinations.id").onDelete("cascade"))
    .addColumn("photo_hash", "varchar(32)", (col) => col.notNull().references("photos.hash"))
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("alt", "varchar(300)", (col) => col.notNull().defaultTo(""))
    .addColumn("alt_fr", "varchar(300)", (col) => col.notNull().defaultTo(""))
    .addColumn("alt_ar", "varchar(300)", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("gallery_photos_tour").on("gallery_photos").columns(["tour_id", "position"]).execute();
  await db.schema.createIndex("gallery_photos_destination").on("gallery_photos").columns(["destination_id", "position"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("gallery_photos").execute();
  await db.schema.dropTable("photos").execute();
}
