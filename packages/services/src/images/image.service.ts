import crypto from 'node:crypto';
import {
  IMAGE_FORMATS,
  IMAGE_KEY_PATTERN,
  IMAGE_WIDTHS,
  MAX_IMAGE_BYTES,
  PRIVATE_IMAGE_FOLDER,
  hasAllowedImageExtension,
  imageVariantPath,
  snapImageWidth,
  type TImageFormat,
} from '@shop/domain';
import { FieldValidationError, NotFoundError } from '../errors.js';
import type { IStorage } from '../storage/storage.js';

/** Larger originals are scaled down on upload: nothing on the site is shown wider. */
const MAX_STORED_EDGE = 2400;
/** Refuses decompression bombs before decoding them. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * sharp (libvips) loads when the first image is read or rendered, not with the server: most processes start, serve
 * pages from kept copies and stop without decoding a picture, and loading it is a noticeable part of a start.
 */
const loadSharp = async () => (await import('sharp')).default;

const invalid = (message: string) => new FieldValidationError({ file: [message] }, message);

export interface IImageVariant {
  bytes: Buffer;
  contentType: string;
}

export class ImageService {
  private readonly inFlight = new Map<string, Promise<IImageVariant>>();

  constructor(private readonly storage: IStorage) {}

  /**
   * Checks an upload by its name and, above all, by its content; re-encodes it (dropping metadata and anything
   * hidden after the image data) and stores it under a generated name.
   */
  async ingestUpload(
    bytes: Buffer,
    fileName: string,
    folder = 'uploads',
    maxBytes = MAX_IMAGE_BYTES,
  ): Promise<string> {
    if (bytes.length === 0) throw invalid('The file is empty.');
    if (bytes.length > maxBytes) throw invalid(`The image must be at most ${maxBytes / 1024 / 1024} MB.`);
    if (!hasAllowedImageExtension(fileName)) throw invalid('The file must be a jpeg, png or jpg image.');
    const sharp = await loadSharp();
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

  /**
   * A resized copy, rendered once and kept in the storage beside the originals (`images/<key>/<width>.<format>`),
   * so that every app process serves what any of them rendered. Requests for the same copy in this process share
   * one rendering.
   */
  async variant(key: string, requestedWidth: number, format: TImageFormat): Promise<IImageVariant> {
    // A buyer's case photos are private: never resized or served under the public image addresses.
    if (!IMAGE_KEY_PATTERN.test(key) || key.startsWith(`${PRIVATE_IMAGE_FOLDER}/`))
      throw new NotFoundError('Image');
    const width = snapImageWidth(requestedWidth);
    const variantKey = imageVariantPath(key, width, format);
    const pending = this.inFlight.get(variantKey);
    if (pending) return pending;
    const work = this.readOrRender(key, variantKey, width, format).finally(() =>
      this.inFlight.delete(variantKey),
    );
    this.inFlight.set(variantKey, work);
    return work;
  }

  /** Removes originals and every resized copy of them; deleting what is not there is no error. */
  async remove(keys: readonly string[]): Promise<void> {
    const doomed = keys
      .filter((key) => IMAGE_KEY_PATTERN.test(key))
      .flatMap((key) => [
        ...IMAGE_WIDTHS.flatMap((width) =>
          IMAGE_FORMATS.map((format) => imageVariantPath(key, width, format)),
        ),
        key,
      ]);
    // The copies first and the original last: a removal cut short leaves the original to try again with.
    for (let i = 0; i < doomed.length; i += REMOVALS_AT_ONCE) {
      await Promise.all(doomed.slice(i, i + REMOVALS_AT_ONCE).map((key) => this.storage.delete(key)));
    }
  }

  private async readOrRender(
    key: string,
    variantKey: string,
    width: number,
    format: TImageFormat,
  ): Promise<IImageVariant> {
    const contentType = `image/${format}`;
    const kept = await this.storage.get(variantKey);
    if (kept) return { bytes: kept, contentType };
    const original = await this.storage.get(key);
    if (!original) throw new NotFoundError('Image');
    const sharp = await loadSharp();
    const resized = sharp(original).resize({ width, withoutEnlargement: true });
    const bytes = await (
      format === 'avif'
        ? resized.avif({ quality: 55, effort: 3 })
        : format === 'webp'
          ? resized.webp({ quality: 78 })
          : resized.jpeg({ quality: 80, mozjpeg: true })
    ).toBuffer();
    await this.storage.put(variantKey, bytes, contentType);
    return { bytes, contentType };
  }
}

/** Deletes sent side by side: a product's images are a few dozen objects, not a flood of connections. */
const REMOVALS_AT_ONCE = 8;
