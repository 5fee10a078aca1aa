// Makes "the next deployment" for the update test: a copy of dist/ in which a visible text is
// changed, every changed script gets a new file name (as a real build would hash it), and the
// service worker is written afresh for it by the same build step (scripts/build-sw.ts).
import { cp, readFile, rename, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve } from 'node:path';
import { glob } from 'tinyglobby';
import { writeServiceWorker } from '../../scripts/build-sw';

const dist = resolve(import.meta.dirname, '../../dist');

export async function writeChangedBuild(target: string, from: string, to: string) {
  await cp(dist, target, { recursive: true });
  const files = (await glob('**', { cwd: target, absolute: true })).filter((file) =>
    ['.html', '.js', '.css', '.webmanifest'].includes(extname(file)),
  );
  // Scripts whose content changes get new names, and so do scripts that import them, as
  // content-hashed names would in a real build. Each is renamed once (imports can be circular).
  const contents = new Map<string, string>();
  for (const file of files) contents.set(file, await readFile(file, 'utf8'));
  const scriptName = (file: string) => relative(join(target, 'assets'), file);
  const scripts = files.filter(
    (file) => file.startsWith(join(target, 'assets')) && file.endsWith('.js'),
  );
  const toRename = new Set(scripts.filter((file) => contents.get(file)?.includes(from)));
  if (toRename.size === 0) throw new Error(`"${from}" is not in any script of dist/.`);
  for (let grew = true; grew;) {
    grew = false;
    for (const file of scripts) {
      if (toRename.has(file)) continue;
      const source = contents.get(file) ?? '';
      if ([...toRename].some((renamed) => source.includes(scriptName(renamed)))) {
        toRename.add(file);
        grew = true;
      }
    }
  }
  const newName = (file: string) => file.replace(/\.js$/, '-next.js');
  for (const file of files) {
    let source = (contents.get(file) ?? '').split(from).join(to);
    for (const renamed of toRename) {
      source = source.split(scriptName(renamed)).join(scriptName(newName(renamed)));
    }
    await writeFile(file, source);
  }
  for (const file of toRename) await rename(file, newName(file));
  await writeServiceWorker(target);
  return [...toRename].map((file) => relative(target, file));
}
