// Lists the files under a folder, recursively: the one directory walker of the build scripts.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Full paths of the files under `dir` (none when it does not exist), sorted, filtered. */
export async function listFiles(
  dir: string,
  keep: (file: string) => boolean = () => true,
): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(keep)
    .sort();
}
