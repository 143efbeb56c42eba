/** Collects the pictures the seed needs (each key once), renders them in parallel and hands them to storage. */
import { renderJpeg } from './images.js';

export type TSaveImage = (bytes: Buffer, key: string) => Promise<string>;

/** Rendered pictures by key, kept by a caller that seeds several databases in one process (the seed's tests). */
export type TRenderedPictures = Map<string, Buffer>;

/** sharp renders on libuv's thread pool; a few jobs in flight keep both cores busy without piling up memory. */
const CONCURRENCY = 4;

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
  async renderAll(save: TSaveImage, rendered?: TRenderedPictures): Promise<Map<string, string>> {
    const entries = [...this.jobs.entries()];
    const stored = new Map<string, string>();
    let next = 0;
    const worker = async () => {
      while (next < entries.length) {
        const [key, svg] = entries[next++]!;
        // The pictures depend on their key alone (the plan is drawn from a fixed seed), so a kept one is the same.
        const bytes = rendered?.get(key) ?? (await renderJpeg(svg()));
        rendered?.set(key, bytes);
        stored.set(key, await save(bytes, key));
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return stored;
  }
}
