import { readFileSync, statSync } from 'node:fs';

/** When `file` was last written (ms), or null when it is not there (not built yet, or being replaced). */
export function modifiedAt(file: string): number | null {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

/**
 * A reader of build output files (stylesheets, manifests): each file is parsed with `parse` once per modification
 * time, so a rebuild is picked up without a restart and an unchanged file costs one stat. Null when the file is
 * missing, unreadable or does not parse (a half-written JSON file); that outcome too lasts until the file changes.
 */
export function buildFileReader<T>(parse: (text: string) => T): (file: string) => T | null {
  const known = new Map<string, { mtime: number; value: T | null }>();
  return (file) => {
    const mtime = modifiedAt(file);
    if (mtime === null) return null;
    const cached = known.get(file);
    if (cached?.mtime === mtime) return cached.value;
    let value: T | null;
    try {
      value = parse(readFileSync(file, 'utf8'));
    } catch {
      value = null;
    }
    known.set(file, { mtime, value });
    return value;
  };
}
