// The end-to-end suites of playwright.nginx.config.ts against the nginx started by
// global-setup.ts. Playwright leads a process group of its own (npx, the runner, its workers and
// browsers), so that a stopped run stops all of it.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { expectQuietErrorLog } from './http';

const { ports, dir } = inject('nginx');
const root = resolve(import.meta.dirname, '../..');

afterAll(() => expectQuietErrorLog(dir));

it('the end-to-end suites pass against nginx', async () => {
  const child = spawn('npx', ['playwright', 'test', '--config', 'playwright.nginx.config.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NGINX_BASE_URL: `http://127.0.0.1:${ports.http}` },
    detached: true,
  });
  const stop = () => child.pid && process.kill(-child.pid, 'SIGTERM');
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  try {
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    expect(code, 'playwright test --config playwright.nginx.config.ts').toBe(0);
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
  }
}, 900_000);
