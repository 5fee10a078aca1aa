// The control run of `npm run test:lighthouse -- --without-scripts`: a copy of the build whose
// pages never load the app (the after-paint loader written by scripts/prerender.ts is removed), so
// Lighthouse measures what the markup, styles, fonts and pictures alone cost on this machine. No
// change to the app's scripts can bring a page below these figures.
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const appLoader = /\s*<script data-modules="[^"]*" data-texts="[^"]*">[\s\S]*?<\/script>/g;
const moduleScript = /<script\b[^>]*\btype="module"|<link\b[^>]*\brel="modulepreload"/;

/** The page without the app's scripts; a page that still loads them fails the control loudly. */
export function withoutAppScripts(html: string, page: string): string {
  const stripped = html.replace(appLoader, '');
  if (stripped === html) throw new Error(`${page} has no app loader to remove.`);
  if (moduleScript.test(stripped)) throw new Error(`${page} still loads a module script.`);
  return stripped;
}

/** Copies the build from `from` to `to`, every page in it without the app's scripts. */
export async function copyWithoutAppScripts(from: string, to: string): Promise<void> {
  await cp(from, to, { recursive: true });
  for (const entry of await readdir(to, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const page = join(entry.parentPath, entry.name);
    await writeFile(page, withoutAppScripts(await readFile(page, 'utf8'), page));
  }
}
