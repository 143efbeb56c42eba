import { Case, CasePhoto, Order } from '@shop/db';
import { MAX_CASE_PHOTO_BYTES, PRIVATE_IMAGE_FOLDER, type TCaseOrderRef } from '@shop/domain';
import type { Db } from '../common/db.js';
import { NotFoundError } from '../errors.js';
import type { ImageService } from '../images/image.service.js';
import type { IStorage } from '../storage/storage.js';
import { ownsOrder, type ICheckoutCustomer } from '../order/index.js';
import { buyersOrder } from './case-request.js';
import { casePhotoUrl } from './case-views.js';

/**
 * A buyer's photo of a problem with one of their orders: checked and re-encoded like every upload (EXIF, location
 * included, is dropped; a phone's large JPEG or PNG is scaled to 2400 px), kept under the private folder, and held
 * for the order until a claim names it.
 */
export async function addCasePhoto(
  db: Db,
  images: ImageService,
  storage: IStorage,
  buyer: ICheckoutCustomer | null,
  ref: TCaseOrderRef,
  file: { bytes: Buffer; fileName: string },
): Promise<{ photoId: number; url: string }> {
  const order = await buyersOrder(db, buyer, ref);
  const folder = `${PRIVATE_IMAGE_FOLDER}/${order.id}`;
  const key = await images.ingestUpload(file.bytes, file.fileName, folder, MAX_CASE_PHOTO_BYTES);
  const stored = await storage.get(key);
  const { width, height } = await imageSize(stored!);
  const row = await db
    .repo(CasePhoto)
    .save(
      db.repo(CasePhoto).create({ orderId: order.id, storageKey: key, width, height, bytes: stored!.length }),
    );
  return { photoId: row.id, url: casePhotoUrl(row.id) };
}

async function imageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const sharp = (await import('sharp')).default;
  const meta = await sharp(bytes).metadata();
  return { width: meta.width ?? 0, height: meta.height ?? 0 };
}

/**
 * A case photo's bytes for its case's buyer (a customer who owns the order) or for staff; anyone else gets 404, as
 * for an order that is not theirs. Photos not yet on a case are their uploader's order's too.
 */
export async function readCasePhoto(
  db: Db,
  storage: IStorage,
  viewer: { staff: boolean; buyer: ICheckoutCustomer | null },
  photoId: number,
): Promise<{ bytes: Buffer; contentType: string }> {
  const photo = await db.repo(CasePhoto).findOneBy({ id: photoId });
  if (!photo) throw new NotFoundError('Photo');
  if (!viewer.staff) {
    const order = await db.repo(Order).findOneBy({ id: photo.orderId });
    if (!order || !viewer.buyer || !ownsOrder(viewer.buyer, order)) throw new NotFoundError('Photo');
    if (photo.caseId !== null && !(await db.repo(Case).existsBy({ id: photo.caseId, orderId: order.id })))
      throw new NotFoundError('Photo');
  }
  const bytes = await storage.get(photo.storageKey);
  if (!bytes) throw new NotFoundError('Photo');
  return { bytes, contentType: photo.storageKey.endsWith('.png') ? 'image/png' : 'image/jpeg' };
}
