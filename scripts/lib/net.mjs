import { connect, createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether something accepts TCP connections at host:port (within a second). */
export function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 1_000 }, () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}
