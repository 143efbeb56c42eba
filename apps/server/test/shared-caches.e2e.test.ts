import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer, startServerBeside, type IBuiltServer } from './built-server.js';
import { logIn } from './accounts.js';
import { client, type TClient } from './client.js';
import { startCuttableProxy } from './cuttable-proxy.js';

const REDIS_URL = process.env.TEST_REDIS_URL;
/** How long the other process may take to show a write once it is acknowledged (the bound). */
const AGREES_WITHIN_MS = 200;
/** The age bound kept values fall back to without Redis (CountCacheDefaults.maxAgeMs), and a margin. */
const BOUNDED_AGE_MS = 5_000 + 1_500;
/** More products than the longest short list (CountCacheDefaults.minKeptTotal): the whole list is long, and kept. */
const LONG_LIST_PRODUCTS = 5_200;

interface ICard {
  id: number;
  slug: string;
  priceCents: number;
  inStock: boolean;
}

/** Reads `read` until `holds` says yes or `ms` pass; answers the last value read (the caller asserts on it). */
async function readUntil<T>(ms: number, read: () => Promise<T>, holds: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (holds(value) || Date.now() >= deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Two app processes on one MySQL database, both with REDIS_URL (through a relay this suite can cut, never the
 * shared Redis itself): what one process writes, the other shows on its next read, however long its list. Each
 * value is read through the reader first, so that it is kept there when the writer changes it.
 */
describe.runIf(REDIS_URL && process.env.TEST_MYSQL_URL)('kept values across two app processes', () => {
  let relay: Awaited<ReturnType<typeof startCuttableProxy>>;
  let writer: IBuiltServer;
  let reader: IBuiltServer;
  let admin: TClient;
  let visitor: TClient;
  let roomTypeId: number;
  let materialIds: number[];
  let product: ICard;

  beforeAll(async () => {
    relay = await startCuttableProxy(new URL(REDIS_URL!));
    // Redis is shared with other test runs: a channel of this run's own.
    const env = {
      REDIS_URL: `redis://127.0.0.1:${relay.port}`,
      REDIS_PREFIX: `test-${crypto.randomUUID()}:`,
    };
    writer = await startBuiltServer('mysql', env);
    // The second process starts while the first grows the catalogue: nothing is kept before the tests read.
    const [grown, roomType, material, beside] = await Promise.all([
      writer.seed.catalogue({ products: LONG_LIST_PRODUCTS }),
      writer.seed.roomType(),
      writer.seed.material(),
      startServerBeside(writer, env),
    ]);
    reader = beside;
    expect(grown.products).toBe(LONG_LIST_PRODUCTS);
    roomTypeId = roomType.id;
    materialIds = [material.id];
    admin = client(writer.url, await logIn(writer.url, 'admin'));
    visitor = client(reader.url);
  }, 120_000);
  afterAll(async () => {
    await reader?.stop();
    await writer?.stop();
    await relay?.close();
  });

  /** /readyz's HTTP status and what it says. */
  const readyDetails = async (server: IBuiltServer) => {
    const res = await fetch(`${server.url}/readyz`);
    return { http: res.status, ...((await res.json()) as { status: string; details?: { caches?: string } }) };
  };
  /** The whole storefront list, newest first: long (kept on MySQL), and a new product is on its first page. */
  const longList = async () => {
    const res = await visitor.post('/api/product/get-list-customer', { page: 1 });
    expect(res.data.total).toBeGreaterThan(LONG_LIST_PRODUCTS - 10);
    return res.data.data as ICard[];
  };
  /** This suite's own room type's shelf: a short list. */
  const shortList = async () =>
    (await visitor.post('/api/product/get-list-customer', { page: 1, roomTypeId })).data.data as ICard[];
  const details = async (id: number) => visitor.post(`/api/product/product-detail/${id}`);
  const productPage = async (slug: string) => visitor.get(`/product/${slug}`, { xhr: false });
  const form = (over: Record<string, unknown>) => ({
    roomTypeId,
    name: 'Shared Oak Bench',
    slug: `shared-oak-bench-${crypto.randomUUID().slice(0, 8)}`,
    description: 'Two processes, one bench',
    priceCents: 45_000,
    discountPercent: 0,
    stock: 3,
    leadTimeDays: 0,
    widthIn: 40,
    depthIn: 20,
    heightIn: 30,
    packageLengthIn: 44,
    packageWidthIn: 24,
    packageHeightIn: 34,
    packageWeightLb: 40,
    materialIds,
    images: [],
    active: true,
    ...over,
  });
  let productForm: ReturnType<typeof form>;

  it('says in /readyz that kept values are shared', async () => {
    for (const server of [writer, reader])
      expect(await readyDetails(server)).toEqual({
        http: 200,
        status: 'ready',
        details: { caches: 'shared through Redis' },
      });
  });

  it('shows a new product in the long and the short list, and its details', async () => {
    const [before, shelf] = [await longList(), await shortList()];
    expect(shelf).toEqual([]);
    productForm = form({});
    const created = await admin.post('/api/product/create', productForm);
    expect(created.status).toBe(200);
    product = created.data as ICard;
    expect(before.map((card) => card.id)).not.toContain(product.id);

    const list = await readUntil(AGREES_WITHIN_MS, longList, (cards) => cards[0]?.id === product.id);
    expect(list[0]?.id).toBe(product.id);
    const short = await readUntil(AGREES_WITHIN_MS, shortList, (cards) => cards.length === 1);
    expect(short.map((card) => card.id)).toEqual([product.id]);
    expect((await details(product.id)).status).toBe(200);
  });

  it('shows a price change in both lists, the details and the server-drawn product page', async () => {
    // Kept by the reader now.
    await Promise.all([longList(), shortList(), details(product.id), productPage(product.slug)]);
    productForm = { ...productForm, priceCents: 39_900 };
    expect((await admin.post(`/api/product/update/${product.id}`, productForm)).status).toBe(200);

    const priced = (cards: ICard[]) => cards.find((card) => card.id === product.id)?.priceCents === 39_900;
    expect(priced(await readUntil(AGREES_WITHIN_MS, longList, priced))).toBe(true);
    expect(priced(await readUntil(AGREES_WITHIN_MS, shortList, priced))).toBe(true);
    const detail = await readUntil(
      AGREES_WITHIN_MS,
      () => details(product.id),
      (res) => res.data.priceCents === 39_900,
    );
    expect(detail.data.priceCents).toBe(39_900);
    const page = await readUntil(
      AGREES_WITHIN_MS,
      () => productPage(product.slug),
      (res) => res.text.includes('"priceCents":39900'),
    );
    expect(page.status).toBe(200);
    expect(page.text).toContain('"priceCents":39900');
  });

  it('shows a stock change in the lists and the details', async () => {
    await Promise.all([longList(), shortList(), details(product.id)]);
    productForm = { ...productForm, stock: 0 };
    expect((await admin.post(`/api/product/update/${product.id}`, productForm)).status).toBe(200);

    const soldOut = (cards: ICard[]) => cards.find((card) => card.id === product.id)?.inStock === false;
    expect(soldOut(await readUntil(AGREES_WITHIN_MS, longList, soldOut))).toBe(true);
    expect(soldOut(await readUntil(AGREES_WITHIN_MS, shortList, soldOut))).toBe(true);
    const detail = await readUntil(
      AGREES_WITHIN_MS,
      () => details(product.id),
      (res) => res.data.stock === 0,
    );
    expect(detail.data).toMatchObject({ stock: 0, inStock: false });
  });

  it('takes a hidden product off the trending strip, the server-drawn home page and the lists', async () => {
    const strip = async () => (await visitor.post('/api/get-product-trending')).data as ICard[];
    const [top] = await strip();
    expect(top).toBeDefined();
    expect((await visitor.get('/', { xhr: false })).text).toContain(`/product/${top!.slug}`);
    await Promise.all([longList(), shortList(), details(product.id), productPage(product.slug)]);
    // The strip's best seller has orders: it is archived (hidden). This suite's product is hidden by its form.
    expect((await admin.post(`/api/product/delete/${top!.id}`)).status).toBe(200);
    expect(
      (await admin.post(`/api/product/update/${product.id}`, { ...productForm, active: false })).status,
    ).toBe(200);

    const without = (cards: ICard[]) => !cards.some((card) => card.id === top!.id);
    expect(without(await readUntil(AGREES_WITHIN_MS, strip, without))).toBe(true);
    const home = await readUntil(
      AGREES_WITHIN_MS,
      () => visitor.get('/', { xhr: false }),
      (res) => !res.text.includes(`/product/${top!.slug}`),
    );
    expect(home.status).toBe(200);
    expect(home.text).not.toContain(`/product/${top!.slug}`);
    const gone = (cards: ICard[]) => !cards.some((card) => card.id === product.id);
    expect(gone(await readUntil(AGREES_WITHIN_MS, longList, gone))).toBe(true);
    expect(gone(await readUntil(AGREES_WITHIN_MS, shortList, gone))).toBe(true);
    const detail = await readUntil(
      AGREES_WITHIN_MS,
      () => details(product.id),
      (res) => res.status === 404,
    );
    expect(detail.status).toBe(404);
    expect((await productPage(product.slug)).status).toBe(404);
  });

  it('serves on without Redis, says so, falls back to the age bound, and shares again once it is back', async () => {
    await relay.cut();
    const down = await readUntil(
      2_000,
      () => readyDetails(reader),
      (ready) => ready.details?.caches !== 'shared through Redis',
    );
    // Redis is not required: still ready, with the reason in the details.
    expect(down).toMatchObject({
      http: 200,
      status: 'ready',
      details: { caches: expect.stringMatching(/^Redis unreachable/) },
    });
    // The log line crosses a pipe from the server process.
    const logged = /Redis unreachable: kept values fall back to their age bound \(5 s\)/;
    expect(
      await readUntil(
        1_000,
        async () => reader.output(),
        (output) => logged.test(output),
      ),
    ).toMatch(logged);

    const stoolForm = form({ name: 'Shared Oak Stool' });
    await longList();
    const stool = (await admin.post('/api/product/create', stoolForm)).data as ICard;
    // No message can come: the reader's kept first page gives way to its age bound.
    const listed = (cards: ICard[]) => cards[0]?.id === stool.id;
    expect(listed(await readUntil(BOUNDED_AGE_MS, longList, listed))).toBe(true);

    await relay.restore();
    const up = await readUntil(
      5_000,
      async () => [await readyDetails(reader), await readyDetails(writer)],
      (both) => both.every((ready) => ready.details?.caches === 'shared through Redis'),
    );
    expect(up.map((ready) => ready.details?.caches)).toEqual([
      'shared through Redis',
      'shared through Redis',
    ]);
    await longList();
    expect(
      (await admin.post(`/api/product/update/${stool.id}`, { ...stoolForm, priceCents: 9_900 })).status,
    ).toBe(200);
    const cheapest = (cards: ICard[]) => cards[0]?.priceCents === 9_900;
    expect(cheapest(await readUntil(AGREES_WITHIN_MS, longList, cheapest))).toBe(true);
  });
});
