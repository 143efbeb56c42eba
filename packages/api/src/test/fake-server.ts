import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface IFakeRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface IFakeServer {
  url: string;
  /** Every request received, oldest first. */
  requests: IFakeRequest[];
  close: () => Promise<void>;
}

export type TFakeHandler = (request: IFakeRequest) => Promise<{ status: number; body: unknown }>;

/** A small HTTP server on 127.0.0.1 standing in for an outside provider, so its real client code runs. */
export async function startFakeServer(handle: TFakeHandler): Promise<IFakeServer> {
  const requests: IFakeRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      handle(request)
        .then(({ status, body }) => {
          if (res.destroyed) return;
          res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
        })
        .catch((error: unknown) => res.writeHead(500).end(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
