import { describe, expect, it } from 'vitest';
import { sharedServers } from './shared-servers.js';

describe.each(sharedServers())('REST cart on $dialect', (server) => {
  it("keeps a guest's cart under an httpOnly cart session made by the first write, and no one else's", async () => {
    const guest = server.client();
    expect((await guest.get('/api/cart')).data).toEqual({
      owner: 'guest',
      customerId: null,
      lines: [],
      saved: false,
    });
    const lines = [{ productId: 1, quantity: 2 }];
    const put = await guest.post('/api/cart', { lines });
    expect(put.status).toBe(200);
    expect(put.data).toEqual({ owner: 'guest', customerId: null, lines, saved: true });
    expect(put.headers.getSetCookie().join('\n')).toMatch(/shop_cart=[\w-]{43};.*HttpOnly/i);
    expect((await guest.get('/api/cart')).data.lines).toEqual(lines);
    expect((await server.client().get('/api/cart')).data.lines).toEqual([]);
  });

  it('answers 422 naming the line for bad input or a product without its variant, and 401 for a merge without an account, writing nothing', async () => {
    const guest = server.client();
    const products = (
      await guest.post('/api/product/get-product-by-ids', {
        ids: Array.from({ length: 40 }, (_, i) => i + 1),
      })
    ).data as { id: number; chooseOptions?: true; variants?: unknown[] }[];
    const plain = products.find((p) => !p.chooseOptions)!.id;
    const byVariant = products.find((p) => p.variants?.length)!.id;
    await guest.post('/api/cart', { lines: [{ productId: plain, quantity: 1 }] });
    const bad = await guest.post('/api/cart', { lines: [{ productId: plain, quantity: 0 }] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.errors)).toEqual(['lines.0.quantity']);
    // A product sold by variants never goes in without one: the cart could not sell that line.
    const unchosen = await guest.post('/api/cart', { lines: [{ productId: byVariant, quantity: 1 }] });
    expect(unchosen.status).toBe(422);
    expect(unchosen.data.errors).toEqual({ 'lines.0.variantId': ['Choose the options of this product.'] });
    const merge = await guest.post('/api/cart/merge', { lines: [] });
    expect(merge.status).toBe(401);
    expect((await guest.get('/api/cart')).data.lines).toEqual([{ productId: plain, quantity: 1 }]);
  });

  it("merges a browser's lines into the customer's cart", async () => {
    const customer = server.as('customer');
    const before = (await customer.get('/api/cart')).data;
    expect(before.owner).toBe('customer');
    const merged = await customer.post('/api/cart/merge', { lines: [{ productId: 3, quantity: 1 }] });
    expect(merged.status).toBe(200);
    expect(merged.data.lines).toContainEqual(expect.objectContaining({ productId: 3 }));
    await customer.post('/api/cart', { lines: before.lines });
  });

  it("takes a guest's email and consent for a reminder, and answers the mail's links without login", async () => {
    const guest = server.client();
    const missing = await guest.post('/api/cart/reminders', { reminders: true });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.data.errors)).toEqual(['email']);
    const ok = await guest.post('/api/cart/reminders', { email: 'remind-me@shop.test', reminders: true });
    expect(ok.status).toBe(200);
    expect(guest.jar.has('shop_cart')).toBe(true);

    const restore = await guest.get('/cart/restore?token=unknown-token-unknown-token');
    expect(restore.status).toBe(303);
    expect(restore.headers.get('location')).toBe('/cart');
    const page = await guest.get('/cart/unsubscribe?token=unknown-token-unknown-token');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<form method="post" action="/cart/unsubscribe">');
    expect(page.text).not.toContain('<script');
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
    const crossSite = await guest.post('/cart/unsubscribe', undefined, {
      xhr: false,
      headers: { ...form, 'Sec-Fetch-Site': 'cross-site' },
      body: 'token=unknown-token-unknown-token',
    });
    expect(crossSite.status).toBe(403);
    const unknown = await guest.post('/cart/unsubscribe', undefined, {
      xhr: false,
      headers: { ...form, 'Sec-Fetch-Site': 'same-origin' },
      body: 'token=unknown-token-unknown-token',
    });
    expect(unknown.status).toBe(404);
    const api = await guest.post('/api/cart/unsubscribe', { token: 'unknown-token-unknown-token' });
    expect(api.status).toBe(404);
  });

  it("adds the product page's form, posted without script, to the server cart, and draws /cart from it", async () => {
    const manager = server.as('manager');
    const product = (await server.seed.product({ priceCents: 40_000, stock: 5 })) as {
      id: number;
      slug: string;
      name: string;
    };
    await manager.post(`/api/product/${product.id}/options`, {
      options: [{ name: 'Size', kind: 'variant', values: [{ label: 'Snug' }, { label: 'Roomy' }] }],
    });
    await manager.post(`/api/product/${product.id}/variants/generate`);
    const { options, variants } = (await manager.get(`/api/product/${product.id}/variants`)).data as {
      options: { id: number; values: { id: number; label: string }[] }[];
      variants: { id: number; title: string; optionValueIds: number[] }[];
    };
    const [size] = options;
    const roomy = size!.values.find((v) => v.label === 'Roomy')!;
    const roomyVariant = variants.find((v) => v.optionValueIds[0] === roomy.id)!;
    const snugVariant = variants.find((v) => v !== roomyVariant)!;
    await manager.post(`/api/product/${product.id}/variants/bulk-set`, {
      variantIds: variants.map((v) => v.id),
      set: { stock: 4 },
    });

    const guest = server.client();
    const post = (body: string, site = 'same-origin') =>
      guest.post('/cart/add', undefined, {
        xhr: false,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': site },
        body,
      });
    // The page was drawn with Snug; the shopper picked Roomy on its radio, which the form carries.
    const added = await post(
      `add=${product.id}&slug=${product.slug}&variant=${snugVariant.id}&quantity=2&option-${size!.id}=${roomy.id}`,
    );
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe('/cart');
    expect(added.headers.getSetCookie().join('\n')).toMatch(/shop_cart=[\w-]{43};.*HttpOnly/i);
    // The drawn choice alone (no radios), and the same line again: its quantities are summed.
    await post(`add=${product.id}&variant=${snugVariant.id}&quantity=1`);
    await post(`add=${product.id}&variant=${snugVariant.id}&quantity=1`);
    expect((await guest.get('/api/cart')).data.lines).toEqual([
      { productId: product.id, quantity: 2, variantId: roomyVariant.id },
      { productId: product.id, quantity: 2, variantId: snugVariant.id },
    ]);

    const page = await guest.get('/cart');
    expect(page.status).toBe(200);
    expect(page.text).toContain(product.name);
    expect(page.text).toContain('Roomy');
    // React marks the joins of its text with comments: "4<!-- --> <!-- -->items".
    expect(page.text).toMatch(/>4(<!-- -->| )+items(<!-- -->)? · /);
    expect(page.text).toContain('Checking out needs JavaScript');

    // Another site's form adds nothing; a form naming no line says so on the cart.
    const crossSite = await post(`add=${product.id}&quantity=1`, 'cross-site');
    expect(crossSite.headers.get('location')).toBe('/cart');
    const unsold = await post(`add=${product.id}&slug=${product.slug}&option-${size!.id}=999999`);
    expect(unsold.headers.get('location')).toBe('/cart?notice=not-added');
    expect((await guest.get('/api/cart')).data.lines).toHaveLength(2);
    const notice = await guest.get('/cart?notice=not-added');
    expect(notice.text).toContain('That product could not be added to your cart.');
  });

  it("adds the older GET /cart?add= link on the server by the form's rule: a product sold by variants goes to its page to choose", async () => {
    const manager = server.as('manager');
    const plain = (await server.seed.product({ priceCents: 9_000, stock: 5 })) as { id: number };
    const sofa = (await server.seed.product({ priceCents: 40_000, stock: 5 })) as {
      id: number;
      slug: string;
    };
    await manager.post(`/api/product/${sofa.id}/options`, {
      options: [{ name: 'Size', kind: 'variant', values: [{ label: 'Snug' }, { label: 'Roomy' }] }],
    });
    await manager.post(`/api/product/${sofa.id}/variants/generate`);
    const { variants } = (await manager.get(`/api/product/${sofa.id}/variants`)).data as {
      variants: { id: number }[];
    };
    await manager.post(`/api/product/${sofa.id}/variants/bulk-set`, {
      variantIds: variants.map((v) => v.id),
      set: { stock: 4 },
    });
    const guest = server.client();
    const open = (query: string, headers: Record<string, string> = { 'Sec-Fetch-Dest': 'document' }) =>
      guest.get(`/cart?${query}`, { headers });

    const added = await open(`add=${plain.id}&quantity=2`);
    expect([added.status, added.headers.get('location')]).toEqual([303, '/cart']);
    // Without its options: no line, and the product's page, which says so by its button.
    const unchosen = await open(`add=${sofa.id}`);
    expect(unchosen.status).toBe(303);
    const productPage = `/product/${sofa.slug}?notice=choose-options`;
    expect(unchosen.headers.get('location')).toBe(productPage);
    const page = await guest.get(productPage);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Choose this product’s options above, then add it to your cart');
    // The form's path follows the same rule; a link with the chosen variant adds it.
    const posted = await guest.post('/cart/add', undefined, {
      xhr: false,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
      body: `add=${sofa.id}&quantity=1`,
    });
    expect(posted.headers.get('location')).toBe(productPage);
    const chosen = await open(`add=${sofa.id}&variant=${variants[1]!.id}`);
    expect(chosen.headers.get('location')).toBe('/cart');
    // An image or a fetch another page embeds adds nothing: the cart is drawn as it is.
    const embedded = await open(`add=${plain.id}`, { 'Sec-Fetch-Dest': 'image' });
    expect(embedded.status).toBe(200);
    expect((await guest.get('/api/cart')).data.lines).toEqual([
      { productId: plain.id, quantity: 2 },
      { productId: sofa.id, quantity: 1, variantId: variants[1]!.id },
    ]);
    // The cart page itself is still the web app's, compressed once.
    const cart = await guest.get('/cart');
    expect(cart.status).toBe(200);
    expect(cart.text).toMatch(/>3(<!-- -->| )+items(<!-- -->)? · /);
    const compressed = await fetch(`${server.url}/cart`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(await compressed.text()).toContain('Your cart');
  });

  it('lists the cart calls in the OpenAPI document', async () => {
    const doc = (await server.client().get('/api/openapi.json')).data;
    expect(doc.paths['/cart'].get).toBeDefined();
    expect(doc.paths['/cart'].post).toBeDefined();
    expect(doc.paths['/cart/merge'].post.security).toEqual([{ customerSession: [] }]);
    for (const path of ['/cart/reminders', '/cart/restore', '/cart/unsubscribe'])
      expect(doc.paths[path]?.post, path).toBeDefined();
    expect(doc.paths['/cart/unsubscribe'].post.security).toEqual([]);
  });
});
