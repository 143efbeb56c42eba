import net from 'node:net';

export interface IRawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends an HTTP/1.1 request exactly as written: fetch would normalise what these tests need to send unchanged
 * (percent-encoded paths, absolute-form request targets).
 */
export function rawRequest(
  baseUrl: string,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body = '',
): Promise<IRawAnswer> {
  const { hostname, port, host } = new URL(baseUrl);
  const all = {
    Host: host,
    Connection: 'close',
    'Content-Length': String(Buffer.byteLength(body)),
    ...headers,
  };
  const lines = [
    `${method} ${target} HTTP/1.1`,
    ...Object.entries(all).map(([name, value]) => `${name}: ${value}`),
  ];
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Written, not ended: Node's server drops a request whose client half-closes before the answer is ready.
    const socket = net.connect(Number(port), hostname, () =>
      socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`),
    );
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const parsed: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        parsed[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers: parsed, body: rest.join('\r\n\r\n') });
    });
  });
}
