import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';

/**
 * Compressed copies of the built apps' text files, written beside each file by the build (`x.js.br`, `x.js.gz`), so
 * the server sends them as they are. Compressing on request instead cost the first page load after every start
 * about 0.6 s: thirty-odd files, each compressed at its first request (docs/performance.md).
 */

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);

export type Encoding = 'br' | 'gzip';

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Whether a file of this name and size is sent compressed: text above 1 KB (below, headers cost more than it saves). */
export function isCompressible(file: string, size: number): boolean {
  return COMPRESSIBLE.has(extname(file).toLowerCase()) && size > 1024;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * `raw` in `encoding`: at the build the smallest brotli (quality 11, seconds for all apps once), on a request one a
 * few times faster to make (quality 9).
 */
export function compress(raw: Buffer, encoding: Encoding, when: 'build' | 'request'): Promise<Buffer> {
  const quality = when === 'build' ? 11 : 9;
  return encoding === 'br'
    ? brotliAsync(raw, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
      })
    : gzipAsync(raw, { level: 9 });
}

/** The build's compressed copy of `file` in `encoding`, when there is one written after the file itself. */
export function precompressedCopy(file: string, fileMtimeMs: number, encoding: Encoding): string | null {
  const copy = file + SUFFIX[encoding];
  try {
    return statSync(copy).mtimeMs >= fileMtimeMs ? copy : null;
  } catch {
    return null;
  }
}

/** Writes both compressed copies of every compressible file under `dir` (a finished build's output); returns how many files. */
export async function precompressFolder(dir: string): Promise<number> {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((entry) => join(dir, entry))
    .filter((file) => {
      const stat = statSync(file);
      return stat.isFile() && isCompressible(file, stat.size);
    });
  await Promise.all(
    files.map(async (file) => {
      const raw = await readFile(file);
      for (const encoding of ['br', 'gzip'] as const) {
        await writeFile(file + SUFFIX[encoding], await compress(raw, encoding, 'build'));
      }
    }),
  );
  return files.length;
}
