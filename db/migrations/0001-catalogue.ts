import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("destinations")
    .addColumn("id", "varchar(100)", (col) => col.primaryKey())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("image", "text", (col) => col.notNull())
    .addColumn("country", "text", (col) => col.notNull())
    .addColumn("continent", "text", (col) => col.notNull())
    .addColumn("rating", "double precision", (col) => col.notNull())
    .addColumn("activities", "text", (col) => col.notNull())
    .addColumn("featured", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("tours")
    .addColumn("id", "varchar(100)", (col) => col.primaryKey())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("image", "text", (col) => col.notNull())
    .addColumn("destination_id", "varchar(100)", (col) => col.notNull().references("destinations.id").onDelete("restrict"))
    .addColumn("duration_days", "integer", (col) => col.notNull())
    .addColumn("price_minor", "integer", (col) => col.notNull())
    .addColumn("currency", "varchar(3)", (col) => col.notNull().defaultTo("USD"))
    .addColumn("group_size", "integer", (col) => col.notNull())
    .addColumn("rating", "double precision", (col) => col.notNull())
    .addColumn("included_services", "text", (col) => col.notNull())
    .addColumn("featured", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("tours_destination_id").on("tours").column("destination_id").execute();

  await db.schema
    .createTable("services")
    .addColumn("id", "varchar(100)", (col) => col.primaryKey())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("icon", "varchar(30)", (col) => col.notNull())
    // The order the agency lists its services in (the home page and /services follow it).
    .addColumn("position", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("created_at", "varchar(30)", (col) => col.notNull())
    .addColumn("updated_at", "varchar(30)", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("services").execute();
  await db.schema.dropTable("tours").execute();
  await db.schema.dropTable("destinations").execute();
}
