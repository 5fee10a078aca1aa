// Free TCP ports on 127.0.0.1, asked of the system (port 0), so that runs never collide with a
// server started elsewhere (`npm start` in another terminal, another test run).
import { createServer, type Server } from 'node:net';

function listen(): Promise<Server> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done(server));
  });
}

/** `count` distinct free ports: all are held open together, then released. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(Array.from({ length: count }, listen));
  const ports = servers.map((server) => {
    const address = server.address();
    if (typeof address !== 'object' || !address) throw new Error('No port from the system.');
    return address.port;
  });
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  return ports;
}

export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  if (port === undefined) throw new Error('No free port.');
  return port;
}
