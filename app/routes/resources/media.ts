import { mediaType, parseMediaName } from "~/domain/photos";
import { getPhotoStorage } from "~/server/catalogue/photo-storage.server";
import type { Route } from "./+types/media";

const NOT_FOUND = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * An uploaded photo's file (decision 0031), from the disk or the bucket. Its name is its
 * content's hash, so it never changes: browsers and proxies keep it for a year without
 * asking again. Only names the server gives out are looked up; any other is a 404.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const parsed = parseMediaName(params.name ?? "");
  if (!parsed) return NOT_FOUND();
  const bytes = await getPhotoStorage().get(params.name!);
  if (!bytes) return NOT_FOUND();
  return new Response(bytes, {
    headers: {
      "Content-Type": mediaType(parsed.ext),
      "Content-Length": String(bytes.byteLength),
      // X-Content-Type-Options: nosniff comes with every response (security-headers.server.ts).
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
