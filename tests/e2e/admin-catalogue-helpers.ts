import Database from "better-sqlite3";
import { randomBytes, randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { hashPassword } from "../../app/server/accounts/passwords.server";
import { signIn, type Site } from "./fixtures";

/**
 * Test data for the catalogue specs, written straight into the worker's database (the
 * server reads it on the next request), and a short unique word so that tests sharing a
 * worker's database never see each other's rows. Each write raises the content version, as
 * the app's own writes do, so the public pages the server keeps follow within a second.
 */
export function uniqueWord(prefix: string): string {
  return `${prefix}${randomBytes(3).toString("hex")}`;
}

function open(site: Site) {
  const db = new Database(site.databaseFile);
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  return db;
}

function raiseContentVersion(db: Database.Database): void {
  db.prepare("update content_version set version = version + 1 where id = 1").run();
}

type DestinationRow = {
  id: string;
  title: string;
  country?: string;
  continent?: string;
  rating?: number;
  featured?: boolean;
  activities?: string[];
  description?: string;
};

export function insertDestinations(site: Site, rows: DestinationRow[]): void {
  const db = open(site);
  const now = new Date().toISOString();
  const insert = db.prepare(
    // Published, as the sample's are (a record made in the admin starts as a draft).
    `insert into destinations (id, title, description, image, country, continent, rating, activities, featured, status, version, created_at, updated_at)
     values (@id, @title, @description, @image, @country, @continent, @rating, @activities, @featured, 'published', 1, @now, @now)`,
  );
  db.transaction(() => {
    for (const row of rows) {
      insert.run({
        id: row.id,
        title: row.title,
        description: row.description ?? `A place called ${row.title}, worth the trip.`,
        image: "/images/destinations/bali.svg",
        country: row.country ?? "Testland",
        continent: row.continent ?? "Asia",
        rating: row.rating ?? 4.5,
        activities: JSON.stringify(row.activities ?? ["Walking"]),
        featured: row.featured ? 1 : 0,
        now,
      });
    }
    raiseContentVersion(db);
  })();
  db.close();
}

type TourRow = { id: string; title: string; destinationId: string; price?: number; duration?: number; featured?: boolean };

export function insertTours(site: Site, rows: TourRow[]): void {
  const db = open(site);
  const now = new Date().toISOString();
  const insert = db.prepare(
    `insert into tours (id, title, description, image, destination_id, duration_days, price_minor, currency, group_size, rating, included_services, featured, status, version, created_at, updated_at)
     values (@id, @title, 'A tour made for the tests.', '/images/tours/bali-island-escape.svg', @destinationId, @duration, @priceMinor, 'USD', 10, 4.6, '["Hotel"]', @featured, 'published', 1, @now, @now)`,
  );
  db.transaction(() => {
    for (const row of rows) {
      insert.run({
        id: row.id,
        title: row.title,
        destinationId: row.destinationId,
        duration: row.duration ?? 7,
        priceMinor: Math.round((row.price ?? 999) * 100),
        featured: row.featured ? 1 : 0,
        now,
      });
    }
    raiseContentVersion(db);
  })();
  db.close();
}

export function deleteDestinationRow(site: Site, id: string): void {
  const db = open(site);
  db.prepare("delete from destinations where id = ?").run(id);
  raiseContentVersion(db);
  db.close();
}

/** Signs the admin in (a session made in the site's database, fixtures.ts signIn). */
export async function signInAdmin(page: Page, site: Site): Promise<void> {
  void site; // kept for the callers; signIn finds the page's server itself
  await signIn(page);
}

/** The titles of the list's rows, in order. */
export async function rowTitles(page: Page): Promise<string[]> {
  // The link alone: the cell also holds the translation badges ("FR missing").
  return page.locator("tbody th[scope=row] a").allInnerTexts();
}

/** A change made behind the admin's back, as another admin's save would make it. */
export function changeDestinationBehindTheScenes(site: Site, id: string, rating: number): void {
  const db = open(site);
  db.prepare("update destinations set rating = ?, version = version + 1 where id = ?").run(rating, id);
  raiseContentVersion(db);
  db.close();
}

/** An editor, as the Users screen would add one (users.spec.ts tests that screen), with a unique name. */
export async function addEditor(site: Site): Promise<{ name: string; email: string; password: string }> {
  const word = uniqueWord("editor");
  const editor = { name: `Rima ${word}`, email: `${word}@staff-e2e.example`, password: `cedar harbour ${word}` };
  const db = open(site);
  db.prepare(
    `insert into users (id, name, email, email_key, role, password_hash, created_at, last_sign_in_at)
     values (?, ?, ?, ?, 'editor', ?, ?, null)`,
  ).run(randomUUID(), editor.name, editor.email, editor.email, await hashPassword(editor.password), new Date().toISOString());
  db.close();
  return editor;
}
