import { createCaller, type TContext } from '@shop/api';
import { CART_ADD_PATH, CART_MESSAGES } from '@shop/domain';
import { CART_RESTORE_PATH, CART_UNSUBSCRIBE_PATH } from '@shop/services';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSameOriginFormPost } from '../http/same-origin-form.js';
import { addToServerCart, NOT_ADDED_PATH, type TCartAddFields } from './cart-add.js';

/**
 * The unsubscribe form and the product page's "Add to cart" post here without script, so without the
 * X-Requested-With header (xhr-guard.ts).
 */
export const CART_LINK_POST_ROUTES: ReadonlySet<string> = new Set([CART_UNSUBSCRIBE_PATH, CART_ADD_PATH]);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const tokenOf = (value: unknown) => (typeof value === 'string' ? value.slice(0, 200) : '');

/** A page of its own, drawn here: no script, the shop's stylesheet is not needed for one sentence and a button. */
function page(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>Cart reminders</title></head><body><main>${body}` +
        `<p><a href="/">Back to the shop</a></p></main></body></html>`,
    );
}

/**
 * The abandoned-cart reminder's links, which work without login or script:
 * - GET /cart/restore?token=…: the reminded cart's lines join this browser's cart (its account's when logged in,
 *   else a guest cart session), then 303 to /cart, whose sync shows them.
 * - GET /cart/unsubscribe?token=…: a page with one button (a mail scanner opening the link changes nothing);
 *   POST (same-origin form) stops the reminders to that address.
 * - POST /cart/add: "Add to cart" without script, or tapped before the page's script has run (cart-add.ts); 303 to
 *   /cart, which the server draws from the server cart, or to the product's page when its options must be chosen.
 * - GET /cart?add=…: the older link to the same adding.
 */
export async function registerCartLinks(
  app: FastifyInstance,
  options: {
    createContext: (request: FastifyRequest, reply: FastifyReply) => TContext;
    publicUrl: string | undefined;
  },
) {
  await app.register(async (links) => {
    links.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const caller = (request: FastifyRequest, reply: FastifyReply) =>
      createCaller(options.createContext(request, reply));
    /** Where an "Add to cart" without script goes: see addToServerCart. */
    const addOrSayWhy = (request: FastifyRequest, reply: FastifyReply, fields: TCartAddFields) =>
      addToServerCart(caller(request, reply), fields).catch((error: unknown) => {
        request.log.info({ err: error }, 'add to cart refused');
        return NOT_ADDED_PATH;
      });

    links.get(CART_RESTORE_PATH, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const token = tokenOf((request.query as Record<string, unknown>).token);
      await caller(request, reply)
        .cart.restore({ token })
        .catch((error: unknown) => request.log.info({ err: error }, 'cart restore link refused'));
      return reply.redirect('/cart', 303);
    });

    links.post(CART_ADD_PATH, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      // Another site's form adds nothing to this visitor's cart; the cart shows what it holds.
      if (!isSameOriginFormPost(request, options.publicUrl)) return reply.redirect('/cart', 303);
      const fields = (request.body ?? {}) as TCartAddFields;
      return reply.redirect(await addOrSayWhy(request, reply, fields), 303);
    });

    // The older link GET /cart?add=<product id>&quantity=<n>&variant=<id>&surcharges=<id>,<id>: the same adding as
    // the form's, on the server, so that it works without script and a product sold with options is never added
    // without them. Only a page the browser opens adds (not an image or a fetch another site embeds); the cart page
    // itself (no `add`) is the web app's to draw.
    links.get('/cart', async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const dest = request.headers['sec-fetch-dest'];
      if (query.add === undefined || (dest !== undefined && dest !== 'document')) return reply.callNotFound();
      reply.header('Cache-Control', 'no-store');
      const fields: TCartAddFields = {};
      for (const name of ['add', 'quantity', 'variant', 'surcharges'])
        if (typeof query[name] === 'string') fields[name] = query[name];
      return reply.redirect(await addOrSayWhy(request, reply, fields), 303);
    });

    links.get(CART_UNSUBSCRIBE_PATH, async (request, reply) => {
      const token = tokenOf((request.query as Record<string, unknown>).token);
      return page(
        reply,
        200,
        `<h1>Cart reminders</h1><form method="post" action="${CART_UNSUBSCRIBE_PATH}">` +
          `<input type="hidden" name="token" value="${escapeHtml(token)}">` +
          `<button type="submit">Stop cart reminders</button></form>`,
      );
    });

    links.post(CART_UNSUBSCRIBE_PATH, async (request, reply) => {
      if (!isSameOriginFormPost(request, options.publicUrl))
        return page(reply, 403, '<h1>Cart reminders</h1><p>Open the link from the mail again.</p>');
      const token = tokenOf((request.body as Record<string, unknown> | undefined)?.token);
      try {
        await caller(request, reply).cart.unsubscribe({ token });
      } catch {
        return page(reply, 404, `<h1>Cart reminders</h1><p>${escapeHtml(CART_MESSAGES.linkGone)}</p>`);
      }
      return page(reply, 200, `<h1>Cart reminders</h1><p>${escapeHtml(CART_MESSAGES.unsubscribed)}</p>`);
    });
  });
}
