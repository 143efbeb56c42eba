import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkWebhookTarget, type IAddressPolicy } from './address-guard.js';

export interface IWebhookPost {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** What the receiver said: its status, or why no status came (refused address, timeout, connection error). */
export type TWebhookAnswer =
  { ok: true; status: number } | { ok: false; status: number | null; error: string };

/**
 * Posts one signed event. The host is resolved and checked first (address-guard.ts), and the connection goes to
 * that checked address: the socket's lookup answers it, so a name that resolves elsewhere a moment later (DNS
 * rebinding) changes nothing; TLS still checks the certificate against the host name. A redirect is not followed
 * and counts as a failure like any answer outside 2xx. The whole exchange has `timeoutMs`, so that a slow receiver
 * holds only this worker's attempt, never an order.
 */
export async function postWebhook(
  post: IWebhookPost,
  { timeoutMs, ...policy }: IAddressPolicy & { timeoutMs: number },
): Promise<TWebhookAnswer> {
  let target;
  try {
    target = await checkWebhookTarget(post.url, policy);
  } catch (error) {
    return { ok: false, status: null, error: error instanceof Error ? error.message : String(error) };
  }
  const { address, family } = target;
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise<TWebhookAnswer>((resolve) => {
    let settled = false;
    const settle = (answer: TWebhookAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const request = client.request(
      target.url,
      {
        method: 'POST',
        agent: false,
        lookup: pinned,
        headers: {
          ...post.headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(post.body)),
          'user-agent': 'furniture-shop-webhooks',
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        // The body is not wanted: drained so the socket closes, the answer known from the status alone.
        response.resume();
        response.on('error', () => undefined);
        request.destroy();
        if (status >= 200 && status < 300) settle({ ok: true, status });
        else
          settle({
            ok: false,
            status,
            error:
              status >= 300 && status < 400
                ? `answered ${status}: redirects are not followed`
                : `answered ${status}`,
          });
      },
    );
    const timer = setTimeout(() => {
      settle({ ok: false, status: null, error: `no answer within ${timeoutMs / 1000} s` });
      request.destroy();
    }, timeoutMs);
    request.on('error', (error) => settle({ ok: false, status: null, error: error.message }));
    request.end(post.body);
  });
}
