import path from "node:path";
import { matchRoutes, type MiddlewareFunction } from "react-router";
import routeConfig from "~/routes";
import { getDb } from "~/server/platform/db.server";
import { createRequestContext } from "~/server/platform/request-context.server";
import { takeToast } from "~/server/platform/flash.server";
import { now } from "~/server/platform/records.server";
import { createSession } from "~/server/accounts/session.server";
import { addDestination } from "~/server/catalogue/destinations.server";
import { addTour } from "~/server/catalogue/tours.server";
import type { DestinationInput, TourInput } from "~/domain/catalogue-forms";
import { destinationInput, tourInput } from "../catalogue-inputs";

export const ORIGIN = "http://localhost:3000";

/** A signed-in editor's cookie, made the way sign-in makes it. */
export async function signedInCookie(role: "admin" | "editor" = "editor"): Promise<string> {
  const id = `user-${role}`;
  await getDb()
    .insertInto("users")
    .values({
      id,
      name: `Test ${role}`,
      email: `${role}@example.com`,
      email_key: `${role}@example.com`,
      role,
      password_hash: "not-used",
      created_at: now(),
      last_sign_in_at: null,
    })
    .execute();
  const setCookie = await createSession(id);
  return setCookie.split(";")[0]!;
}

export function getRequest(path: string, cookie?: string): Request {
  return new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
}

export function postRequest(path: string, fields: Record<string, string>, options: { cookie?: string; origin?: string } = {}): Request {
  const headers: Record<string, string> = {
    "Content-Type": "application/x-www-form-urlencoded",
    Origin: options.origin ?? ORIGIN,
  };
  if (options.cookie) headers.Cookie = options.cookie;
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(fields) });
}

/** What a route module's action or loader gave back: a Response, a data() result, or plain data. */
export type Outcome = { status: number; body: any; location: string | null; toast: unknown; headers?: Headers };

type ConfigEntry = { file: string; path?: string; index?: boolean; children?: ConfigEntry[] };
type RouteObject = { id: string; path?: string; index?: boolean; children?: RouteObject[] };

function toRouteObjects(entries: ConfigEntry[]): RouteObject[] {
  return entries.map((entry) => ({
    id: entry.file,
    path: entry.path,
    index: entry.index,
    children: entry.children ? toRouteObjects(entry.children) : undefined,
  })) as RouteObject[];
}

const ROUTES = toRouteObjects(routeConfig as ConfigEntry[]);
const APP_DIR = path.resolve(import.meta.dirname, "../../app");

/** The route module files app/routes.ts matches for a path, outermost first (as the router does). */
export function matchedRouteFiles(pathname: string): string[] {
  return (matchRoutes(ROUTES as never, pathname) ?? []).map((match) => (match.route as RouteObject).id);
}

/** The middleware the router would run before a loader or action at this path, from app/routes.ts. */
async function middlewareFor(pathname: string): Promise<MiddlewareFunction[]> {
  const chain: MiddlewareFunction[] = [];
  for (const file of matchedRouteFiles(pathname)) {
    const module = (await import(/* @vite-ignore */ path.join(APP_DIR, file))) as { middleware?: MiddlewareFunction[] };
    chain.push(...(module.middleware ?? []));
  }
  return chain;
}

type RunOptions = { address?: string };

/**
 * Calls a loader or action the way the router does: first the middleware of every route the
 * request's path matches (the admin gate, say), with a fresh request context, then the
 * handler; thrown responses become outcomes.
 */
export async function run(
  handler: (args: any) => Promise<unknown>,
  request: Request,
  params: Record<string, string> = {},
  options: RunOptions = {},
): Promise<Outcome> {
  const url = new URL(request.url);
  const args = { request, params, context: createRequestContext(options.address ?? "203.0.113.7"), url };
  const chain = await middlewareFor(url.pathname);
  const dispatch = async (index: number): Promise<unknown> => {
    if (index === chain.length) return handler(args);
    let called = false;
    let inner: unknown;
    const next = async () => {
      called = true;
      inner = await dispatch(index + 1);
      return inner as Response;
    };
    const returned = await chain[index]!(args as never, next);
    // A middleware that does not call next() has it called for it once it returns.
    return called ? (returned ?? inner) : dispatch(index + 1);
  };
  let result: unknown;
  try {
    result = await dispatch(0);
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    const cookie = result.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const { toast } = await takeToast(new Request(ORIGIN, { headers: { Cookie: cookie } }));
    const text = await result.text();
    return { status: result.status, body: text, location: result.headers.get("Location"), toast, headers: result.headers };
  }
  if (result && typeof result === "object" && "type" in result && (result as { type: string }).type === "DataWithResponseInit") {
    const { data, init } = result as unknown as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, body: data, location: null, toast: null, headers: new Headers(init?.headers) };
  }
  return { status: 200, body: result, location: null, toast: null };
}

export { destinationInput, tourInput };

/** A published destination, as visitors see the sample's (a new one in the admin starts as a draft). */
export async function seedDestination(overrides: Partial<DestinationInput> = {}, id?: string) {
  return addDestination(destinationInput(overrides), id, "published");
}

/** A published tour, as visitors see the sample's. */
export async function seedTour(overrides: Partial<TourInput> = {}) {
  return addTour(tourInput(overrides), undefined, "published");
}

/**
 * Publishes a record as a signed-in admin's click on its list's Publish button does: a record
 * made through an admin form starts as a draft (issue #12), invisible to visitors until then.
 */
export async function publishThroughList(table: "destinations" | "tours" | "services", id: string, cookie: string): Promise<Outcome> {
  const { version } = await getDb().selectFrom(table).select("version").where("id", "=", id).executeTakeFirstOrThrow();
  const list = (await import(`~/routes/admin/catalogue/${table}`)) as { action: (args: any) => Promise<unknown> };
  const path = `/admin/${table}`;
  return run(list.action, postRequest(path, { intent: "publish", id, version: String(version), confirmMissing: "1" }, { cookie }));
}
