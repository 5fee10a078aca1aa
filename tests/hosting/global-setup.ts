// Vitest global setup of the hosting tests: starts nginx with the generated configuration on three
// free ports, serving a readable copy of dist/, and stops it by the PID it started.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import getPort from 'get-port';
import type { TestProject } from 'vitest/node';
import { collectInlineHashes } from '../../scripts/hosting/inline-sources';
import { requireCommand } from '../../scripts/lib/apt';
import {
  makeCertificate,
  readableCopy,
  writeNginxConfig,
  type Certificate,
  type Ports,
} from './nginx-config';

export type NginxUnderTest = {
  nginx: string;
  dir: string;
  ports: Ports;
  certificate: Certificate;
  /** The self-signed certificate's PEM, the one authority HTTPS requests trust. */
  ca: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    nginx: NginxUnderTest;
  }
}

const distDir = resolve(import.meta.dirname, '../../dist');

function waitForPort(port: number, exited: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  return new Promise((ready, fail) => {
    const attempt = () => {
      if (exited()) return fail(new Error('nginx exited while starting'));
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        ready();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() - started > timeoutMs) fail(new Error(`nginx is not on :${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(distDir, 'index.html'))) throw new Error('Run `npm run build` first.');
  const nginx = requireCommand('nginx', 'nginx-light');
  // Free ports, distinct from each other, so the proof runs beside `npm start` and other runs.
  const free = () => getPort({ host: '127.0.0.1' });
  const ports = { http: await free(), https: await free(), redirect: await free() };
  const dir = await mkdtemp(join(tmpdir(), 'kreska-nginx-'));
  const certificate = makeCertificate(dir);
  const hashes = await collectInlineHashes(distDir);
  const root = await readableCopy(distDir, dir);
  const file = await writeNginxConfig({ dir, root, hashes, ports, certificate });
  const prefix = ['-p', dir, '-c', file, '-e', join(dir, 'error.log')];
  execFileSync(nginx, ['-t', '-q', ...prefix], { stdio: 'inherit' });

  const child = spawn(nginx, prefix, { stdio: 'inherit' });
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const stop = async () => {
    if (exited() || child.pid === undefined) return;
    const gone = new Promise<void>((done) => child.once('exit', () => done()));
    process.kill(child.pid, 'SIGQUIT'); // graceful shutdown of the master we started
    const timer = setTimeout(() => exited() || child.kill('SIGKILL'), 5_000);
    await gone;
    clearTimeout(timer);
  };
  try {
    await Promise.all(Object.values(ports).map((port) => waitForPort(port, exited)));
  } catch (error) {
    await stop();
    throw error;
  }
  const ca = await readFile(certificate.cert, 'utf8');
  project.provide('nginx', { nginx, dir, ports, certificate, ca });
  return async () => {
    await stop();
    await rm(dir, { recursive: true, force: true });
  };
}
