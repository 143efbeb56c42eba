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

  /**
   * Claims the rendering of a picture for this process: 'mine' (render and keep it, then `release`), 'theirs' (a
   * seed in another process is rendering it: `awaitOther`), or 'none' (the folder cannot be written: render it).
   * In a fresh clone the REST suites' seed and the browser suite's seed start together; without claims both
   * rendered every picture.
   */
  async claim(svg: string): Promise<'mine' | 'theirs' | 'none'> {
    const lock = `${this.file(svg)}.lock`;
    try {
      await fs.mkdir(this.dir, { recursive: true });
      await fs.writeFile(lock, String(process.pid), { flag: 'wx' });
      return 'mine';
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return 'none';
      // A claim left by a seed that was stopped mid-render is taken over, not waited for.
      if (await this.stale(lock)) return 'none';
      return 'theirs';
    }
  }

  async release(svg: string): Promise<void> {
    await fs.rm(`${this.file(svg)}.lock`, { force: true }).catch(() => undefined);
  }

  /** The picture another seed claimed, once kept; undefined if its claim ends without it or grows stale. */
  async awaitOther(svg: string): Promise<Buffer | undefined> {
    const lock = `${this.file(svg)}.lock`;
    for (;;) {
      const kept = await this.read(svg);
      if (kept) return kept;
      if (await this.stale(lock)) return this.read(svg);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Gone, or older than any render takes even on a loaded machine (one picture is a tenth of a second). */
  private async stale(lock: string): Promise<boolean> {
    const since = await fs.stat(lock).then(
      (stat) => Date.now() - stat.mtimeMs,
      () => Infinity,
    );
    return since > STALE_CLAIM_MS;
  }
}

/** How long a claim may stand before the picture is rendered here anyway. */
const STALE_CLAIM_MS = 30_000;

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
    /** Pictures another process claimed: taken from the folder after this one's own, when they are likely kept. */
    const theirs: [string, string][] = [];
    const renderHere = async (svg: string, claimed: boolean): Promise<Buffer> => {
      try {
        const bytes = await renderJpeg(svg);
        await folder?.keep(svg, bytes);
        return bytes;
      } finally {
        if (claimed) await folder?.release(svg);
      }
    };
    const store = async (key: string, bytes: Buffer) => {
      rendered?.set(key, bytes);
      stored.set(key, await save(bytes, key));
    };
    const worker = async () => {
      while (next < entries.length) {
        const [key, drawing] = entries[next++]!;
        // The pictures depend on their key alone (the plan is drawn from a fixed seed), so a kept one is the same.
        const known = rendered?.get(key);
        if (known) {
          await store(key, known);
          continue;
        }
        const svg = drawing();
        const kept = await folder?.read(svg);
        if (kept) {
          await store(key, kept);
          continue;
        }
        const claim = folder ? await folder.claim(svg) : 'none';
        if (claim === 'theirs') theirs.push([key, svg]);
        else await store(key, await renderHere(svg, claim === 'mine'));
      }
      while (theirs.length > 0) {
        const [key, svg] = theirs.shift()!;
        await store(key, (await folder?.awaitOther(svg)) ?? (await renderHere(svg, false)));
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return stored;
  }
}
