// Installs a missing tool with Debian's apt-get, but only when running as root on Debian (a CI
// container); anywhere else it says what to install instead.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The full path of `command` on PATH (or in the sbin folders, where nginx lives), or null. */
export function which(command: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(':').concat('/usr/sbin', '/sbin')) {
    if (dir && existsSync(join(dir, command))) return join(dir, command);
  }
  return null;
}

/** The path of `command`, installing `debianPackage` first when it is missing. */
export function requireCommand(command: string, debianPackage: string): string {
  const found = which(command);
  if (found) return found;
  const canInstall = process.getuid?.() === 0 && existsSync('/etc/debian_version');
  if (!canInstall || !which('apt-get')) {
    throw new Error(
      `Missing ${command}: install it (Debian: sudo apt-get install ${debianPackage}).`,
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log(`Installing Debian's ${debianPackage} with apt-get…`);
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', debianPackage], {
    stdio: 'inherit',
    env,
  });
  const installed = which(command);
  if (!installed) throw new Error(`${command} is still missing after apt-get install.`);
  return installed;
}
