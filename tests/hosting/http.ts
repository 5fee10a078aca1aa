// Requests for the hosting tests, through undici: the path goes out exactly as written (no
// normalisation, as a hostile client sends it), bodies stay compressed, nothing is followed.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Agent, getGlobalDispatcher, type Dispatcher } from 'undici';
import { expect } from 'vitest';

export type Reply = {
  url: URL;
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

const agents = new Map<string, Agent>();

/** A dispatcher that trusts the throwaway certificate (and nothing else) for HTTPS. */
function dispatcherFor(ca?: string): Dispatcher {
  if (!ca) return getGlobalDispatcher();
  let agent = agents.get(ca);
  if (!agent) agents.set(ca, (agent = new Agent({ connect: { ca } })));
  return agent;
}

export async function send(
  origin: string,
  path: string,
  options: { ca?: string; method?: Dispatcher.HttpMethod; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const response = await dispatcherFor(options.ca).request({
    origin,
    path,
    method: options.method ?? 'GET',
    headers: { Accept: 'text/html,*/*', ...options.headers },
  });
  const body = Buffer.from(await response.body.arrayBuffer());
  const url = new URL(origin);
  url.pathname = path.split('?')[0] ?? '/';
  url.search = path.includes('?') ? path.slice(path.indexOf('?')) : '';
  return { url, status: response.statusCode, headers: response.headers, body };
}

export const header = (reply: Reply, name: string): string | undefined => {
  const value = reply.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
};

/** nginx reported nothing critical (crit, alert, emerg) in its error log while serving. */
export async function expectQuietErrorLog(dir: string) {
  const errors = await readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
  expect(errors, 'nginx error log').not.toMatch(/\[(?:crit|alert|emerg)\]/);
}
