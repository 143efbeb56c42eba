import net from 'node:net';

/**
 * A TCP relay to the MySQL server that a test can cut and restore, as a network failure would: for suites that need
 * a database outage of their own.
 */
export async function startCuttableProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const relay = (inbound: net.Socket) => {
    const outbound = net.connect(Number(target.port || 3306), target.hostname);
    for (const socket of [inbound, outbound]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => sockets.delete(socket));
    }
    inbound.pipe(outbound).pipe(inbound);
  };
  const listen = async (port: number) => {
    const server = net.createServer(relay);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return server;
  };
  let server = await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const cut = async () => {
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    port,
    cut,
    restore: async () => {
      server = await listen(port);
    },
    close: cut,
  };
}
