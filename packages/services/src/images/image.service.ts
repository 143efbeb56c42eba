import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  IMAGE_KEY_PATTERN,
  MAX_IMAGE_BYTES,
  hasAllowedImageExtension,
  snapImageWidth,
  type TImageFormat,
} from '@shop/domain';
import sharp from 'sharp';
import { FieldValidationError, NotFoundError } from '../errors.js';
import type { IStorage } from '../storage/storage.js';

/** Larger originals are scaled down on upload: nothing on the site is shown wider. */
const MAX_STORED_EDGE = 2400;
/** Refuses decompression bombs before decoding them. */
const MAX_INPUT_PIXELS = 50_000_000;

const invalid = (message: string) => new FieldValidationError({ file: [message] }, message);

export interface IImageVariant {
  bytes: Buffer;
  contentType: string;
}

export class ImageService {
  private readonly inFlight = new Map<string, Promise<IImageVariant>>();

  constructor(
    private readonly storage: IStorage,
    private readonly cacheDir: string,
  ) {}

  /**
   * Checks an upload by its name and, above all, by its content; re-encodes it (dropping metadata and anything
   * hidden after the image data) and stores it under a generated name.
   */
  async ingestUpload(bytes: Buffer, fileName: string, folder = 'uploads'): Promise<string> {
    if (bytes.length === 0) throw invalid('The file is empty.');
    if (bytes.length > MAX_IMAGE_BYTES)
      throw invalid(`The image must be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`);
    if (!hasAllowedImageExtension(fileName)) throw invalid('The file must be a jpeg, png or jpg image.');
    let format: string | undefined;
    try {
      format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
    } catch {
      throw invalid('The file is not a readable image.');
    }
    if (format !== 'jpeg' && format !== 'png') throw invalid('The file content is not a JPEG or PNG image.');
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_STORED_EDGE, height: MAX_STORED_EDGE, fit: 'inside', withoutEnlargement: true });
    let encoded: Buffer;
    try {
      encoded =
        format === 'png'
          ? await pipeline.png({ compressionLevel: 9 }).toBuffer()
          : await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    } catch {
      throw invalid('The image data is damaged.');
    }
    const key = `${folder}/${crypto.randomUUID()}.${format === 'png' ? 'png' : 'jpg'}`;
    await this.storage.put(key, encoded, format === 'png' ? 'image/png' : 'image/jpeg');
    return key;
  }

  /** A resized copy, rendered once and then served from the disk cache. */
  async variant(key: string, requestedWidth: number, format: TImageFormat): Promise<IImageVariant> {
    if (!IMAGE_KEY_PATTERN.test(key)) throw new NotFoundError('Image');
    const width = snapImageWidth(requestedWidth);
    const cacheFile = path.join(this.cacheDir, `${key}.${width}.${format}`);
    const cached = await fs.readFile(cacheFile).catch(() => null);
    if (cached) return { bytes: cached, contentType: `image/${format}` };
    const pending = this.inFlight.get(cacheFile);
    if (pending) return pending;
    const work = this.render(key, width, format, cacheFile).finally(() => this.inFlight.delete(cacheFile));
    this.inFlight.set(cacheFile, work);
    return work;
  }

  private async render(
    key: string,
    width: number,
    format: TImageFormat,
    cacheFile: string,
  ): Promise<IImageVariant> {
    const original = await this.storage.get(key);
    if (!original) throw new NotFoundError('Image');
    const resized = sharp(original).resize({ width, withoutEnlargement: true });
    const bytes = await (
      format === 'avif'
        ? resized.avif({ quality: 55, effort: 3 })
        : format === 'webp'
          ? resized.webp({ quality: 78 })
          : resized.jpeg({ quality: 80, mozjpeg: true })
    ).toBuffer();
    await fs.mkdir(path.dirname(cacheFile), { recursive: true });
    const temp = `${cacheFile}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    await fs.writeFile(temp, bytes);
    await fs.rename(temp, cacheFile);
    return { bytes, contentType: `image/${format}` };
  }
}
