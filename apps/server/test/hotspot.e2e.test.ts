import { describe, expect, it } from 'vitest';
import type { TClient } from './client.js';
import { sharedServers } from './shared-servers.js';

interface ISpot {
  id: number;
  x: number;
  y: number;
  productActive?: boolean;
  product: { id: number; name: string; slug: string; discountedCents: number; inStock: boolean };
}

describe.each(sharedServers())('REST hotspots on $dialect', (server) => {
  const anonymous = server.client();
  const customer = server.as('customer');
  const manager = server.as('manager');
  const admin = server.as('admin');

  /** A room with a picture of this suite's own, and a product on sale. */
  const scene = async () => {
    const room = await server.seed.room({ image: 'uploads/hotspot-room.jpg' });
    const product = await server.seed.product({ name: `Oslo sofa ${room.slug}` });
    return { room, product, place: { kind: 'room', ownerId: room.id, productId: product.id } };
  };
  const spotsOf = async (c: TClient, kind: string, ownerId: number) =>
    (await c.get(`/api/hotspot/get-list/${kind}/${ownerId}`)).data.data as ISpot[];

  it('answers 401 to anonymous and customer writes and staff reads, 200 to a manager and an admin', async () => {
    const { room, place } = await scene();
    const existing = (await manager.post('/api/hotspot/create', { ...place, x: 0.5, y: 0.5 })).data as ISpot;
    const calls: ((c: TClient) => Promise<{ status: number }>)[] = [
      (c) => c.get(`/api/hotspot/get-list/room/${room.id}`),
      (c) => c.post('/api/hotspot/create', { ...place, x: 0.1, y: 0.2 }),
      (c) => c.post(`/api/hotspot/update/${existing.id}`, { x: 0.3, y: 0.4 }),
      async (c) => {
        const own = (await manager.post('/api/hotspot/create', { ...place, x: 0.9, y: 0.9 })).data as ISpot;
        return c.post(`/api/hotspot/delete/${own.id}`);
      },
    ];
    for (const [n, call] of calls.entries()) {
      const statuses = [];
      for (const c of [anonymous, customer, manager, admin]) statuses.push((await call(c)).status);
      expect(statuses, `staff call ${n}`).toEqual([401, 401, 200, 200]);
    }
    const reads = [
      (c: TClient) => c.get(`/api/hotspot/image/room/${room.id}`),
      (c: TClient) =>
        c.post('/api/hotspot/get-list-scenes', { images: [{ kind: 'room', ownerId: room.id }] }),
      (c: TClient) => c.get(`/api/hotspot/room/${room.id}`),
      (c: TClient) => c.get('/api/hotspot/gallery?page=1'),
    ];
    for (const [n, read] of reads.entries()) {
      const statuses = [];
      for (const c of [anonymous, customer, manager, admin]) statuses.push((await read(c)).status);
      expect(statuses, `open read ${n}`).toEqual([200, 200, 200, 200]);
    }
    expect((await manager.post('/api/hotspot/create', { ...place, x: 0, y: 0 }, { xhr: false })).status).toBe(
      403,
    );
  });

  it('places, moves and removes a hotspot, and shoppers see it with its product card', async () => {
    const { room, product, place } = await scene();
    const created = await manager.post('/api/hotspot/create', { ...place, x: 0.4, y: 0.6 });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({
      kind: 'room',
      ownerId: room.id,
      x: 0.4,
      y: 0.6,
      productActive: true,
    });
    const moved = await manager.post(`/api/hotspot/update/${created.data.id}`, { x: 0.12345, y: 1 });
    expect(moved.data).toMatchObject({ id: created.data.id, x: 0.1235, y: 1 });
    const shown = await anonymous.get(`/api/hotspot/image/room/${room.id}`);
    expect(shown.data.data).toEqual([
      expect.objectContaining({
        id: created.data.id,
        x: 0.1235,
        y: 1,
        product: expect.objectContaining({
          id: product.id,
          name: product.name,
          slug: product.slug,
          discountedCents: 19_900,
          inStock: true,
        }),
      }),
    ]);
    expect((await manager.post(`/api/hotspot/delete/${created.data.id}`)).data).toEqual({ success: true });
    expect((await anonymous.get(`/api/hotspot/image/room/${room.id}`)).data.data).toEqual([]);
  });

  it('answers 422 naming the field for bad points and products, 404 for unknown pictures and hotspots', async () => {
    const { room, place } = await scene();
    const bad = await manager.post('/api/hotspot/create', { ...place, x: 1.5, y: -0.1 });
    expect(bad.status).toBe(422);
    expect(bad.data.errors).toEqual({
      x: ['Place the hotspot across the picture: x from 0 to 1.'],
      y: ['Place the hotspot down the picture: y from 0 to 1.'],
    });
    const noProduct = await manager.post('/api/hotspot/create', {
      ...place,
      productId: 99_999_999,
      x: 0,
      y: 0,
    });
    expect(noProduct.status).toBe(422);
    expect(noProduct.data.errors).toEqual({ productId: ['Choose a product from the list.'] });
    expect((await manager.post('/api/hotspot/create', { ...place, kind: 'attic', x: 0, y: 0 })).status).toBe(
      422,
    );
    const noRoom = await manager.post('/api/hotspot/create', { ...place, ownerId: 99_999_999, x: 0, y: 0 });
    expect(noRoom.status).toBe(404);
    expect(noRoom.data.message).toBe('Room not found.');
    const bare = await server.seed.room();
    const noPicture = await manager.post('/api/hotspot/create', { ...place, ownerId: bare.id, x: 0, y: 0 });
    expect(noPicture.status).toBe(422);
    expect(Object.keys(noPicture.data.errors)).toEqual(['ownerId']);
    expect((await anonymous.get('/api/hotspot/image/gallery/99999999')).status).toBe(404);
    expect((await manager.get('/api/hotspot/get-list/room-type/99999999')).status).toBe(404);
    expect((await manager.post('/api/hotspot/update/99999999', { x: 0, y: 0 })).status).toBe(404);
    expect((await manager.post('/api/hotspot/delete/99999999')).status).toBe(404);
    expect((await manager.post('/api/hotspot/delete/abc')).status).toBe(422);
    expect(await spotsOf(manager, 'room', room.id)).toEqual([]);
  });

  it('shows shoppers products on sale only, and leaves no hotspot behind a deleted product or picture', async () => {
    const { room, place } = await scene();
    const archived = await server.seed.product({ active: false });
    await manager.post('/api/hotspot/create', { ...place, x: 0.2, y: 0.2 });
    await manager.post('/api/hotspot/create', { ...place, productId: archived.id, x: 0.8, y: 0.8 });
    const staffView = await spotsOf(manager, 'room', room.id);
    expect(staffView.map((s) => [s.product.id, s.productActive])).toEqual([
      [place.productId, true],
      [archived.id, false],
    ]);
    const shown = await anonymous.post('/api/hotspot/get-list-scenes', {
      images: [
        { kind: 'room', ownerId: room.id },
        { kind: 'gallery', ownerId: 99_999_999 },
      ],
    });
    expect(shown.data.data.map((s: ISpot) => s.product.id)).toEqual([place.productId]);

    expect((await manager.post(`/api/product/delete/${place.productId}`)).status).toBe(200);
    expect((await spotsOf(manager, 'room', room.id)).map((s) => s.product.id)).toEqual([archived.id]);

    const picture = await server.seed.galleryImage();
    await manager.post('/api/hotspot/create', {
      ...place,
      productId: archived.id,
      kind: 'gallery',
      ownerId: picture.id,
      x: 0,
      y: 0,
    });
    expect(await spotsOf(manager, 'gallery', picture.id)).toHaveLength(1);
    expect((await manager.post('/api/gallery/delete', { ids: [picture.id] })).status).toBe(200);
    const left = await server.readDatabase((ds) =>
      ds.query(`SELECT id FROM hotspots WHERE kind = 'gallery' AND owner_id = ?`, [picture.id]),
    );
    expect(left).toEqual([]);

    const { id: _, createdAt: _c, updatedAt: _u, ...form } = room;
    expect(
      (await manager.post(`/api/room/update/${room.id}`, { ...form, image: 'uploads/other.jpg' })).status,
    ).toBe(200);
    expect(await spotsOf(manager, 'room', room.id)).toEqual([]);
  });

  it("reads a room's scenes with each product once, a room type's picture, and a gallery page", async () => {
    const { room, product, place } = await scene();
    const type = await server.seed.roomType({ roomId: room.id, image: 'uploads/hotspot-type.jpg' });
    const other = await server.seed.product();
    await manager.post('/api/hotspot/create', { ...place, x: 0.1, y: 0.1 });
    await manager.post('/api/hotspot/create', { ...place, x: 0.9, y: 0.9 });
    const onType = { kind: 'room-type', ownerId: type.id, x: 0.5, y: 0.5 };
    await manager.post('/api/hotspot/create', { ...onType, productId: other.id });
    await manager.post('/api/hotspot/create', { ...onType, productId: product.id });
    const scenes = (await anonymous.get(`/api/hotspot/room/${room.id}`)).data;
    expect(scenes.data.map((s: { kind: string }) => s.kind)).toEqual([
      'room',
      'room',
      'room-type',
      'room-type',
    ]);
    expect(scenes.products.map((p: { id: number }) => p.id)).toEqual([product.id, other.id]);
    expect((await anonymous.get(`/api/hotspot/room/99999999`)).status).toBe(404);
    const typeScene = (await anonymous.get(`/api/hotspot/room-type/${type.id}`)).data;
    expect(typeScene.data.map((s: ISpot) => s.product.id)).toEqual([other.id, product.id]);
    expect((await anonymous.get(`/api/hotspot/room-type/99999999`)).status).toBe(404);
    const picture = await server.seed.galleryImage();
    await manager.post('/api/hotspot/create', {
      ...place,
      kind: 'gallery',
      ownerId: picture.id,
      x: 0.3,
      y: 0.7,
    });
    const first = (await anonymous.get('/api/hotspot/gallery?page=1')).data.data as (ISpot & {
      ownerId: number;
    })[];
    expect(first.filter((s) => s.ownerId === picture.id).map((s) => [s.x, s.y])).toEqual([[0.3, 0.7]]);
    const page = await anonymous.get('/api/hotspot/gallery?page=999999');
    expect(page.data).toEqual({ data: [] });
  });

  it('lists every call in the OpenAPI document', async () => {
    const { paths } = (await anonymous.get('/api/openapi.json')).data as { paths: Record<string, object> };
    expect(
      Object.keys(paths)
        .filter((p) => p.startsWith('/hotspot/'))
        .sort(),
    ).toEqual([
      '/hotspot/create',
      '/hotspot/delete/{id}',
      '/hotspot/gallery',
      '/hotspot/get-list-scenes',
      '/hotspot/get-list/{kind}/{ownerId}',
      '/hotspot/image/{kind}/{ownerId}',
      '/hotspot/room-type/{id}',
      '/hotspot/room/{id}',
      '/hotspot/update/{id}',
    ]);
  });
});
