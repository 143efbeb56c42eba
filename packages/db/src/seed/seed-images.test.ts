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
});
