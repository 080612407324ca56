import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import { parseMediaName } from "~/domain/photos";
import { getEnv, type Env } from "~/server/platform/env.server";

/**
 * Where photo files live (decision 0031): a folder under DATA_DIR by default, or an
 * S3-compatible bucket that several instances share. Files are named by their content's
 * hash, so writing one that exists changes nothing, and none is ever rewritten in place.
 */
export interface PhotoStorage {
  readonly kind: "disk" | "s3";
  /** Where the files are, for messages and the backup (a folder, or endpoint/bucket). */
  readonly location: string;
  has(name: string): Promise<boolean>;
  put(name: string, bytes: Uint8Array<ArrayBuffer>, type: string): Promise<void>;
  /** The file's bytes, or null when there is none by that name. */
  get(name: string): Promise<Uint8Array<ArrayBuffer> | null>;
  /** The names of every photo file stored (anything else in the folder or bucket is left out), for the backup. */
  list(): Promise<string[]>;
}

/** The folder under DATA_DIR that holds the photos when no bucket is configured. */
export function diskMediaDir(dataDir: string): string {
  return path.join(dataDir, "media");
}

/** A folder of files. Each is written under a temporary name and renamed, so a half-written file never has a served name. */
export function diskStorage(dir: string): PhotoStorage {
  const file = (name: string) => path.join(dir, name);
  return {
    kind: "disk",
    location: dir,
    async has(name) {
      return stat(file(name)).then(
        () => true,
        () => false,
      );
    },
    async put(name, bytes) {
      await mkdir(dir, { recursive: true });
      const temporary = file(`.${name}.${randomBytes(6).toString("hex")}.partial`);
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file(name));
      } finally {
        await rm(temporary, { force: true });
      }
    },
    async get(name) {
      try {
        return new Uint8Array(await readFile(file(name)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async list() {
      const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [];
        throw error;
      });
      return names.filter((name) => parseMediaName(name) !== null);
    },
  };
}

type S3Settings = { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string };

/** A bucket of an S3-compatible service, addressed path-style (endpoint/bucket/name), which every such service accepts. */
export function s3Storage(settings: S3Settings): PhotoStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: "s3",
    retries: 2,
  });
  const base = `${settings.endpoint.replace(/\/+$/, "")}/${encodeURIComponent(settings.bucket)}`;
  const url = (name: string) => `${base}/${encodeURIComponent(name)}`;
  const failed = async (response: Response, what: string) => {
    await response.body?.cancel();
    return new Error(`S3 ${what} answered ${response.status} (${base})`);
  };
  return {
    kind: "s3",
    location: base,
    async has(name) {
      const response = await client.fetch(url(name), { method: "HEAD" });
      if (response.status === 404) return false;
      if (!response.ok) throw await failed(response, `HEAD ${name}`);
      return true;
    },
    async put(name, bytes, type) {
      const response = await client.fetch(url(name), {
        method: "PUT",
        body: bytes,
        headers: { "Content-Type": type, "Content-Length": String(bytes.byteLength) },
      });
      if (!response.ok) throw await failed(response, `PUT ${name}`);
      await response.body?.cancel();
    },
    async get(name) {
      const response = await client.fetch(url(name));
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await failed(response, `GET ${name}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    async list() {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const query = new URLSearchParams({ "list-type": "2", ...(token ? { "continuation-token": token } : {}) });
        const response = await client.fetch(`${base}?${query}`);
        if (!response.ok) throw await failed(response, "LIST");
        const listing = await response.text();
        // ListObjectsV2 answers a flat XML document; the keys this storage writes are photo names
        // (hex digits, a dash, digits, a dot, letters), so reading its two elements needs no parser.
        names.push(...xmlElements(listing, "Key").filter((name) => parseMediaName(name) !== null));
        token = xmlElements(listing, "IsTruncated")[0] === "true" ? xmlElements(listing, "NextContinuationToken")[0] : undefined;
      } while (token);
      return names;
    },
  };
}

const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** The text of every `<tag>…</tag>` in an XML document, entities decoded. */
function xmlElements(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, "g"))].map((match) =>
    match[1]!.replace(/&(amp|lt|gt|quot|apos);/g, (_, entity: string) => XML_ENTITIES[entity]!),
  );
}

/** The storage the environment names: S3 when its five settings are given (getEnv checks they come together), else the disk. */
export function storageFromEnv(
  env: Pick<Env, "DATA_DIR" | "S3_ENDPOINT" | "S3_BUCKET" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_REGION">,
) {
  if (env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY && env.S3_REGION) {
    return s3Storage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      region: env.S3_REGION,
    });
  }
  return diskStorage(diskMediaDir(env.DATA_DIR));
}

let current: PhotoStorage | undefined;

/** The process's photo storage, chosen once from the environment (tests may set another). */
export function getPhotoStorage(): PhotoStorage {
  return (current ??= storageFromEnv(getEnv()));
}

export function setPhotoStorage(storage: PhotoStorage | undefined): void {
  current = storage;
}
