// Starts scripts/serve.ts (the local static host) as a child process and resolves once it
// listens; stop() ends that process by its PID.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from './free-port';

const root = resolve(import.meta.dirname, '../..');

export type SiteServer = { url: string; port: number; pid: number; stop: () => Promise<void> };

function spawnServer(dir: string, port: number): Promise<SiteServer> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve.ts', '--port', String(port), '--dir', dir],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  return new Promise<SiteServer>((ready, fail) => {
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('exit', (code) =>
      fail(new Error(`Server on ${port} exited with ${code}: ${errors}`)),
    );
    child.stdout.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('Serving') || child.pid === undefined) return;
      child.removeAllListeners('exit');
      ready({
        url: `http://127.0.0.1:${port}`,
        port,
        pid: child.pid,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill();
          }),
      });
    });
  });
}

/**
 * Serves `dir` like the static host until stop() is called, on `port` (or on a free port when
 * none is given, or when something else already listens there).
 */
export async function startSiteServer(dir: string, port?: number): Promise<SiteServer> {
  try {
    return await spawnServer(dir, port ?? (await freePort()));
  } catch (error) {
    if (port === undefined || !String(error).includes('EADDRINUSE')) throw error;
    return spawnServer(dir, await freePort());
  }
}
