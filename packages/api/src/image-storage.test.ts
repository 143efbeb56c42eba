import { testDialects } from '@shop/db';
import { ImageService, ProviderUnavailableError } from '@shop/services';
import { S3Storage } from '@shop/services/s3';
import { startTestS3Server, type ITestS3Server } from '@shop/services/test/s3-server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type IHarness } from './test/harness.js';
import { arrangeCatalogue, productForm, type ICatalogue } from './test/product-fixtures.js';

const photo = (width: number) =>
  sharp({ create: { width, height: Math.round(width * 0.75), channels: 3, background: '#8a6a4f' } })
    .jpeg()
    .toBuffer();

/** The bucket's keys of one original: itself and its resized copies. */
const filesOf = (keys: string[], key: string) =>
  keys.filter((k) => k === key || k.startsWith(`images/${key}/`));

describe.each(testDialects())('images in S3-compatible storage, with %s', (dialect) => {
  let s3: ITestS3Server;
  let storage: S3Storage;
  let h: IHarness;
  let catalogue: ICatalogue;
  beforeAll(async () => {
    s3 = await startTestS3Server();
    storage = new S3Storage({ ...s3.options, timeoutMs: 1000 });
    h = await createHarness(dialect, { storage });
    catalogue = await arrangeCatalogue(h);
  });
  afterAll(async () => {
    await h?.close();
    storage?.destroy();
    await s3?.close();
  });

  const upload = async (width = 900) => h.services.images.ingestUpload(await photo(width), 'photo.jpg');

  it('keeps uploads and the resizer’s copies in the bucket, where another process serves them', async () => {
    const key = await upload(1000);
    expect(key).toMatch(/^uploads\/[0-9a-f-]+\.jpg$/);
    expect(await s3.keys()).toContain(key);

    const webp = await h.services.images.variant(key, 600, 'webp');
    expect(webp.contentType).toBe('image/webp');
    expect(await sharp(webp.bytes).metadata()).toMatchObject({ format: 'webp', width: 640 });
    expect(filesOf(await s3.keys(), key)).toEqual([`images/${key}/640.webp`, key]);

    // Another app process (its own client, nothing shared in memory) serves the copy from the bucket: with the
    // original gone, only the kept copy can answer.
    const other = new S3Storage(s3.options);
    try {
      await other.delete(key);
      const served = await new ImageService(other).variant(key, 640, 'webp');
      expect(served.bytes.equals(webp.bytes)).toBe(true);
      await expect(new ImageService(other).variant(key, 320, 'webp')).rejects.toThrow('Image not found.');
    } finally {
      other.destroy();
    }
  });

  it('removes the files of a deleted product, material or gallery image, and keeps those still named', async () => {
    const manager = await h.loggedIn('manager');
    const [front, side, swatch, wall] = [await upload(), await upload(), await upload(), await upload()];
    for (const key of [front, side, swatch, wall]) await h.services.images.variant(key, 320, 'webp');
    const material = await h.caller(manager).material.create({
      materialTypeId: (await h.caller().material.detail({ id: catalogue.materialIds[0] })).materialTypeId,
      name: `Swatch ${dialect}`,
      description: '',
      image: swatch,
    });
    const product = await h.caller(manager).product.create(
      productForm(catalogue, `Sofa ${dialect}`, {
        images: [
          { image: front, alt: 'Front' },
          { image: side, alt: 'Side' },
          // The swatch's picture shown on the product too: it stays while the material names it.
          { image: swatch, alt: 'Swatch' },
        ],
      }),
    );
    const [gallery] = await h.caller(manager).gallery.create({ images: [{ image: wall, alt: 'Wall' }] });

    await h.caller(manager).product.delete({ id: product.id });
    let keys = await s3.keys();
    expect(filesOf(keys, front)).toEqual([]);
    expect(filesOf(keys, side)).toEqual([]);
    expect(filesOf(keys, swatch)).toEqual([`images/${swatch}/320.webp`, swatch]);

    await h.caller(manager).material.delete({ id: material.id });
    await h.caller(manager).gallery.delete({ ids: [gallery!.id] });
    keys = await s3.keys();
    expect(filesOf(keys, swatch)).toEqual([]);
    expect(filesOf(keys, wall)).toEqual([]);
  });

  it('removes a picture an edit replaced, and those of a deleted room and room type', async () => {
    const manager = await h.caller(await h.loggedIn('manager'));
    const [first, second, hall, type, swatch, newSwatch] = await Promise.all(
      Array.from({ length: 6 }, () => upload()),
    );
    const product = await manager.product.create(
      productForm(catalogue, `Chair ${dialect}`, {
        images: [
          { image: first!, alt: 'First' },
          { image: second!, alt: 'Second' },
        ],
      }),
    );
    // The second picture kept, the first one dropped from the form.
    await manager.product.update({
      id: product.id,
      ...productForm(catalogue, `Chair ${dialect}`, { images: [{ image: second!, alt: 'Second' }] }),
    });
    let keys = await s3.keys();
    expect(filesOf(keys, first!)).toEqual([]);
    expect(filesOf(keys, second!)).toEqual([second]);

    const material = await manager.material.create({
      materialTypeId: (await h.caller().material.detail({ id: catalogue.materialIds[0] })).materialTypeId,
      name: `Replaced swatch ${dialect}`,
      description: '',
      image: swatch!,
    });
    await manager.material.update({ ...material, image: newSwatch! });
    keys = await s3.keys();
    expect(filesOf(keys, swatch!)).toEqual([]);
    expect(filesOf(keys, newSwatch!)).toEqual([newSwatch]);

    const room = await manager.room.create({
      name: `Hall ${dialect}`,
      slug: `hall-${dialect}`,
      description: '',
      image: hall!,
    });
    const roomType = await manager.roomType.create({
      roomId: room.id,
      name: `Benches ${dialect}`,
      slug: `benches-${dialect}`,
      description: '',
      image: type!,
    });
    await manager.roomType.delete({ id: roomType.id });
    await manager.room.delete({ id: room.id });
    keys = await s3.keys();
    expect(filesOf(keys, type!)).toEqual([]);
    expect(filesOf(keys, hall!)).toEqual([]);
  });

  it('answers a clear "unavailable" while the storage is down, and writes nothing', async () => {
    const key = await upload();
    const before = await s3.keys();
    await s3.stop();
    try {
      await expect(upload()).rejects.toBeInstanceOf(ProviderUnavailableError);
      await expect(h.services.images.variant(key, 480, 'jpeg')).rejects.toThrow(
        'Image storage is unavailable at the moment. Please try again shortly.',
      );
    } finally {
      await s3.restart();
    }
    expect(await s3.keys()).toEqual(before);
    expect((await h.services.images.variant(key, 480, 'jpeg')).contentType).toBe('image/jpeg');
  });
});
