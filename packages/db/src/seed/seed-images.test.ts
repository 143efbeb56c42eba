import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ImagePlan, PictureFolder } from './seed-images.js';

const square = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="${fill}"/></svg>`;

describe('the seed picture folder (SEED_PICTURE_CACHE)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pictures-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function seedOnce(fill: string) {
    const plan = new ImagePlan();
    plan.add('seed/a.jpg', () => square(fill));
    const saved = new Map<string, Buffer>();
    await plan.renderAll(
      async (bytes, key) => {
        saved.set(key, bytes);
        return key;
      },
      undefined,
      new PictureFolder(dir),
    );
    return saved.get('seed/a.jpg')!;
  }

  it('keeps a rendered picture, hands the same bytes to the next seed, and renders a changed drawing anew', async () => {
    const first = await seedOnce('#336699');
    expect(first.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(fs.readdirSync(dir)).toHaveLength(1);

    // A kept file is what the next seed stores: overwrite it to see that it is read rather than rendered.
    const [file] = fs.readdirSync(dir);
    const marked = Buffer.concat([first, Buffer.from('kept')]);
    fs.writeFileSync(path.join(dir, file!), marked);
    expect(await seedOnce('#336699')).toEqual(marked);

    // Another drawing under the same key is another file: a picture is never read stale.
    const changed = await seedOnce('#993366');
    expect(changed.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(changed).not.toEqual(marked);
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.jpg'))).toHaveLength(2);
  });

  it('renders on when the folder cannot be written', async () => {
    const blocked = path.join(dir, 'a-file');
    fs.writeFileSync(blocked, '');
    const plan = new ImagePlan();
    plan.add('seed/b.jpg', () => square('#123456'));
    const keys = await plan.renderAll(async (_bytes, key) => key, undefined, new PictureFolder(blocked));
    expect(keys.get('seed/b.jpg')).toBe('seed/b.jpg');
  });

  it('waits for a picture another seed has claimed and takes it from the folder, and renders past a stale claim', async () => {
    const claimed = path.join(dir, 'claimed');
    const folder = new PictureFolder(claimed);
    const svg = square('#445566');
    expect(await folder.claim(svg)).toBe('mine');
    expect(await new PictureFolder(claimed).claim(svg)).toBe('theirs');
    const plan = new ImagePlan();
    plan.add('seed/c.jpg', () => svg);
    const saved = new Map<string, Buffer>();
    const done = plan.renderAll(
      async (bytes, key) => {
        saved.set(key, bytes);
        return key;
      },
      undefined,
      new PictureFolder(claimed),
    );
    // The claiming seed keeps its picture (marked, to tell it from a render) and lets go of its claim.
    const marked = Buffer.from('kept by the other seed');
    await folder.keep(svg, marked);
    await folder.release(svg);
    await done;
    expect(saved.get('seed/c.jpg')).toEqual(marked);

    // A claim older than any render is taken over: the picture is rendered here.
    const other = square('#665544');
    expect(await folder.claim(other)).toBe('mine');
    const lock = fs.readdirSync(claimed).find((name) => name.endsWith('.lock'))!;
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(path.join(claimed, lock), old, old);
    const rendered = await seedFrom(claimed, other);
    expect(rendered.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  async function seedFrom(folderDir: string, svg: string) {
    const plan = new ImagePlan();
    plan.add('seed/d.jpg', () => svg);
    const saved = new Map<string, Buffer>();
    await plan.renderAll(
      async (bytes, key) => {
        saved.set(key, bytes);
        return key;
      },
      undefined,
      new PictureFolder(folderDir),
    );
    return saved.get('seed/d.jpg')!;
  }
});
