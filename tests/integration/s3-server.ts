import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
// @ts-expect-error s3rver ships no types
import S3rver from "s3rver";
import { s3Storage, type PhotoStorage } from "~/server/catalogue/photo-storage.server";

/**
 * A real S3-protocol server (s3rver) on a free loopback port, with its own folder and one
 * bucket, for the photo storage's S3 path; `close` stops it and removes its folder.
 */
export async function startS3Server(): Promise<{
  storage: PhotoStorage;
  directory: string;
  env: Record<string, string>;
  close: () => Promise<void>;
}> {
  const directory = mkdtempSync(path.join(tmpdir(), "cedar-s3-"));
  const bucket = "cedar-photos";
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const address = (await server.run()) as { port: number } | [string, number];
  const port = Array.isArray(address) ? address[1] : address.port;
  const settings = { endpoint: `http://127.0.0.1:${port}`, bucket, accessKeyId: "S3RVER", secretAccessKey: "S3RVER", region: "us-east-1" };
  return {
    storage: s3Storage(settings),
    directory,
    // The same bucket as the environment of a child process names it.
    env: {
      S3_ENDPOINT: settings.endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_REGION: settings.region,
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
