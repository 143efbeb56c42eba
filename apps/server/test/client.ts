import http from 'node:http';

/**
 * The server limits login attempts per client address, and every test talks to it over loopback. Each client
 * therefore connects from its own address in 127.0.0.0/8 (all of it is loopback on Linux), the way real
 * visitors arrive from different addresses: suites sharing a server never spend each other's attempts, and a
 * rate-limit test still sees its own eleven attempts refused. The process id keeps test workers apart.
 */
let clientCount = 0;
function nextLoopbackAddress(): string {
  clientCount += 1;
  return `127.${(process.pid >> 8) & 255}.${process.pid & 255}.${(clientCount % 253) + 2}`;
}

interface IRawResponse {
  status: number;
  headers: Headers;
  text: string;
}

async function send(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: Buffer | undefined,
  localAddress: string,
): Promise<IRawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, localAddress }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const pairs = response.rawHeaders;
        const received = new Headers();
        for (let i = 0; i < pairs.length; i += 2) received.append(pairs[i]!, pairs[i + 1]!);
        resolve({ status: response.statusCode!, headers: received, text: Buffer.concat(chunks).toString() });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** FormData and other fetch bodies, serialised with the content type (multipart boundary) fetch would send. */
async function encodeBody(body: RequestInit['body']): Promise<{ bytes: Buffer; type: string | null }> {
  const encoded = new Request('http://body.invalid/', { method: 'POST', body });
  return { bytes: Buffer.from(await encoded.arrayBuffer()), type: encoded.headers.get('content-type') };
}

export interface IRequestOptions {
  json?: unknown;
  headers?: Record<string, string>;
  body?: RequestInit['body'];
  xhr?: boolean;
}

/**
 * A tiny cookie-keeping client that sends what our web app sends. `cookies` starts it logged in (e.g. with a
 * session the global setup made).
 */
export function client(baseUrl: string, cookies: Record<string, string> = {}) {
  const jar = new Map(Object.entries(cookies));
  const localAddress = nextLoopbackAddress();
  const call = async (method: string, pathname: string, init: IRequestOptions = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.xhr !== false) headers['X-Requested-With'] = 'XMLHttpRequest';
    if (jar.size) headers.Cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: Buffer | undefined;
    if (init.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = Buffer.from(JSON.stringify(init.json));
    } else if (init.body !== undefined && init.body !== null) {
      const encoded = await encodeBody(init.body);
      body = encoded.bytes;
      if (encoded.type && !headers['Content-Type']) headers['Content-Type'] = encoded.type;
    }
    const response = await send(new URL(pathname, baseUrl), method, headers, body, localAddress);
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=');
      if (!value || /Expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name!);
      else jar.set(name!, value);
    }
    // Contract tests read loosely shaped JSON; each assertion states the shape it expects.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    let data: any = response.text;
    try {
      data = JSON.parse(response.text);
    } catch {
      /* not JSON: keep the text */
    }
    return { ...response, data };
  };
  return {
    jar,
    /** The loopback address this client connects from: the server's view of who it is. */
    address: localAddress,
    get: (p: string, init?: IRequestOptions) => call('GET', p, init),
    post: (p: string, json?: unknown, init?: IRequestOptions) =>
      call('POST', p, { ...init, ...(json === undefined ? {} : { json }) }),
  };
}

export type TClient = ReturnType<typeof client>;
