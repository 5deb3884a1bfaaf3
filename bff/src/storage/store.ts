import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import type { Config } from '../config.ts';
import { type Bucket, storagePath } from './buckets.ts';
import { PRIVATE_DIR, PRIVATE_FILE } from './private-files.ts';

/** One stored file opened for reading. */
export type StoredFile = { body: ReadableStream<Uint8Array>; size: number };

/**
 * Where uploaded files live. Keys are server-generated and immutable (buckets.ts), so a store needs only these three
 * operations; an object store (S3 and the like) can implement them later without touching the services. Several
 * instances must see one store: for the local disk that is one folder they share (docs/deploy.md).
 */
export interface FileStore {
  /** Writes a new file; never overwrites (a key names one immutable file). Throws for a key we could not issue. */
  put(bucket: Bucket, key: string, bytes: Uint8Array): Promise<void>;
  /** Removes a file; a missing file or a foreign key is ignored. */
  remove(bucket: Bucket, key: string): Promise<void>;
  /** The file for reading, or null when there is none (or the key is not ours). */
  open(bucket: Bucket, key: string): Promise<StoredFile | null>;
}

/** The one implementation today: DATA_DIR/storage/<bucket>/<key> on the local (or a shared network) disk. */
export class LocalDiskStore implements FileStore {
  private readonly config: Pick<Config, 'storageDir'>;

  constructor(config: Pick<Config, 'storageDir'>) {
    this.config = config;
  }

  async put(bucket: Bucket, key: string, bytes: Uint8Array): Promise<void> {
    const path = storagePath(this.config, bucket, key);
    if (!path) throw new Error(`Ongeldige bestandssleutel: ${key}`);
    await mkdir(dirname(path), { recursive: true, mode: PRIVATE_DIR });
    await writeFile(path, bytes, { flag: 'wx', mode: PRIVATE_FILE });
  }

  async remove(bucket: Bucket, key: string): Promise<void> {
    const path = storagePath(this.config, bucket, key);
    if (path) await rm(path, { force: true });
  }

  async open(bucket: Bucket, key: string): Promise<StoredFile | null> {
    const path = storagePath(this.config, bucket, key);
    const info = path ? await stat(path).catch(() => null) : null;
    if (!path || !info?.isFile()) return null;
    return { body: Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>, size: info.size };
  }
}

const stores = new WeakMap<object, FileStore>();

/** The store of a configuration (one per config object, so tests with their own DATA_DIR get their own). */
export function fileStore(config: Pick<Config, 'storageDir'>): FileStore {
  let store = stores.get(config);
  if (!store) {
    store = new LocalDiskStore(config);
    stores.set(config, store);
  }
  return store;
}
