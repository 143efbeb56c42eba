import { testDialects } from '@shop/db';
import { S3Storage } from '@shop/services/s3';
import { startTestS3Server, type ITestS3Server } from '@shop/services/test/s3-server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveredOrder } from '../../test/cases.js';
import { createHarness, type IHarness } from '../../test/harness.js';

/**
 * Case photos in an S3-compatible bucket, as with the local disk: kept under the private folder without their EXIF,
 * read back by the order's buyer and staff only, and never rendered under the public image addresses.
 */
describe.each(testDialects())('case photos in S3-compatible storage, with %s', (dialect) => {
  let s3: ITestS3Server;
  let storage: S3Storage;
  let h: IHarness;

  beforeAll(async () => {
    s3 = await startTestS3Server();
    storage = new S3Storage({ ...s3.options, timeoutMs: 2000 });
    h = await createHarness(dialect, { storage });
  });
  afterAll(async () => {
    await h?.close();
    storage?.destroy();
    await s3?.close();
  });

  it('keeps the photo privately in the bucket, without EXIF, for the buyer and staff', async () => {
    const admin = h.caller(await h.loggedIn('admin'));
    const { order } = await deliveredOrder(h, admin);
    const bytes = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#6b4f3a' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker', Copyright: 'Home of the buyer' } })
      .toBuffer();
    const buyer = { id: order.customerId, name: 'Cy Customer', email: 'customer@test.shop' };
    const { photoId } = await h.services.case.addPhoto(
      buyer,
      { number: order.number },
      { bytes, fileName: 'seam.jpg' },
    );
    const [key] = (await s3.keys()).filter((k) => k.startsWith('case-photos/'));
    expect(key).toMatch(new RegExp(`^case-photos/${order.id}/[0-9a-f-]+\\.jpg$`));

    const seen = await h.services.case.photo({ staff: false, buyer }, photoId);
    const meta = await sharp(seen.bytes).metadata();
    expect([meta.exif, meta.width, meta.height]).toEqual([undefined, 2400, 1600]);
    expect((await h.services.case.photo({ staff: true, buyer: null }, photoId)).bytes.length).toBe(
      seen.bytes.length,
    );
    await expect(
      h.services.case.photo({ staff: false, buyer: { ...buyer, id: buyer.id! + 1000 } }, photoId),
    ).rejects.toMatchObject({ name: 'NotFoundError' });
    await expect(h.services.images.variant(key!, 480, 'webp')).rejects.toMatchObject({
      name: 'NotFoundError',
    });
  });
});
