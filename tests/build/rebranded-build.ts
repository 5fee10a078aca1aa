// Builds the site for another studio in a copy of the project, so dist/ (which the other build
// tests and the end-to-end tests read) stays as it is. The copy holds the project's own files (what
// git lists, committed or not, without what it ignores) and links to node_modules.
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { SiteEnv } from '@/config/site-details';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../..');
const binaryExtensions = new Set([
  '.avif',
  '.webp',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.ico',
  '.woff2',
]);

/** A copy of the project in a new temporary directory; remove it with `rm(copy, ...)`. */
export async function copyProject(): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), 'studio-rebrand-'));
  const { stdout } = await run(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const files = stdout.split('\0').filter(Boolean);
  for (const file of files) {
    await mkdir(dirname(join(copy, file)), { recursive: true });
    // A file git still lists but the worktree has deleted is simply not copied.
    await cp(join(root, file), join(copy, file)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
  await symlink(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}

/**
 * The environment of a build with these details only: no VITE_* detail from the caller's shell,
 * and none of Vitest's own variables (NODE_ENV=test would make Vite build React for development).
 */
function buildEnv(details: SiteEnv): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(VITE_|VITEST|NODE_ENV$|TEST$)/.test(name)),
  );
  return { ...env, ...details };
}

/** Runs `npm run <script>` in the copy; rejects with the build's output when it fails. */
export async function runBuild(copy: string, details: SiteEnv, script = 'build'): Promise<string> {
  try {
    const { stdout, stderr } = await run('npm', ['run', script], {
      cwd: copy,
      env: buildEnv(details),
      maxBuffer: 64 * 1024 * 1024,
    });
    return `${stdout}\n${stderr}`;
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm run ${script} failed:\n${stdout}\n${stderr}`);
  }
}

/** Runs `vite build` (client, or server with --ssr) in the copy and returns its output. */
export async function viteBuild(copy: string, details: SiteEnv, args: string[] = []) {
  return run(join(copy, 'node_modules/.bin/vite'), ['build', ...args], {
    cwd: copy,
    env: buildEnv(details),
  });
}

/** Every text file of a build output, by path relative to it. */
export async function textFiles(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const texts = new Map<string, string>();
  for (const entry of entries) {
    if (!entry.isFile() || binaryExtensions.has(extname(entry.name))) continue;
    const path = join(entry.parentPath, entry.name);
    texts.set(relative(dir, path).split('\\').join('/'), await readFile(path, 'utf8'));
  }
  return texts;
}

export async function removeCopy(copy: string): Promise<void> {
  await rm(copy, { recursive: true, force: true });
}
