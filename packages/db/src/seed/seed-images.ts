/** Collects the pictures the seed needs (each key once), renders them in parallel and hands them to storage. */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { JPEG_QUALITY, renderJpeg } from './images.js';

export type TSaveImage = (bytes: Buffer, key: string) => Promise<string>;

/** Rendered pictures by key, kept by a caller that seeds several databases in one process (the seed's tests). */
export type TRenderedPictures = Map<string, Buffer>;

/** sharp renders on libuv's thread pool; a few jobs in flight keep both cores busy without piling up memory. */
const CONCURRENCY = 4;

/**
 * A folder of pictures rendered by earlier seeds (SEED_PICTURE_CACHE), each named after a hash of its drawing and
 * the JPEG settings: a changed drawing is a new name, so a kept picture is never stale. Rendering was nine tenths of
 * a demo seed's time (9 of 11 s), and a test run seeds the demo shop four times in four processes.
 */
export class PictureFolder {
  constructor(private readonly dir: string) {}

  private file(svg: string): string {
    const id = crypto.createHash('sha256').update(`${JPEG_QUALITY}\n${svg}`).digest('base64url');
    return path.join(this.dir, `${id}.jpg`);
  }

  async read(svg: string): Promise<Buffer | undefined> {
    return fs.readFile(this.file(svg)).catch(() => undefined);
  }

  /** Written under a temporary name and renamed: a seed running beside this one never reads half a picture. */
  async keep(svg: string, bytes: Buffer): Promise<void> {
    const file = this.file(svg);
    const partial = `${file}.${process.pid}.${crypto.randomUUID()}.part`;
    try {
      await fs.mkdir(this.dir, { recursive: true });
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, file);
    } catch {
      // A folder that cannot be written only means rendering again next time.
      await fs.rm(partial, { force: true }).catch(() => undefined);
    }
  }
}

export class ImagePlan {
  private readonly jobs = new Map<string, () => string>();

  /** Registers a picture by its storage key; the SVG is built only when it is rendered, and only once. */
  add(key: string, svg: () => string): string {
    if (!this.jobs.has(key)) this.jobs.set(key, svg);
    return key;
  }

  get size(): number {
    return this.jobs.size;
  }

  /** Renders and saves every picture; returns planned key -> key the storage answered with. */
  async renderAll(
    save: TSaveImage,
    rendered?: TRenderedPictures,
    folder?: PictureFolder,
  ): Promise<Map<string, string>> {
    const entries = [...this.jobs.entries()];
    const stored = new Map<string, string>();
    let next = 0;
    const render = async (drawing: () => string): Promise<Buffer> => {
      const svg = drawing();
      const kept = await folder?.read(svg);
      if (kept) return kept;
      const bytes = await renderJpeg(svg);
      await folder?.keep(svg, bytes);
      return bytes;
    };
    const worker = async () => {
      while (next < entries.length) {
        const [key, svg] = entries[next++]!;
        // The pictures depend on their key alone (the plan is drawn from a fixed seed), so a kept one is the same.
        const bytes = rendered?.get(key) ?? (await render(svg));
        rendered?.set(key, bytes);
        stored.set(key, await save(bytes, key));
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return stored;
  }
}
