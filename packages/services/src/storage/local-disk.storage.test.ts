import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk.storage.js';

describe('LocalDiskStorage', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-disk-'));
  const storage = new LocalDiskStorage(root);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('keeps originals and their resized copies apart, and reads what is missing as null', async () => {
    await storage.put('uploads/a.jpg', Buffer.from('original'));
    await storage.put('images/uploads/a.jpg/640.webp', Buffer.from('copy'));
    expect(await storage.get('uploads/a.jpg')).toEqual(Buffer.from('original'));
    expect(await storage.get('images/uploads/a.jpg/640.webp')).toEqual(Buffer.from('copy'));
    // A key under an original (a file, not a folder) is simply not there.
    expect(await storage.get('uploads/a.jpg/640.webp')).toBeNull();
    await storage.delete('images/uploads/a.jpg/640.webp');
    await storage.delete('images/uploads/a.jpg/640.webp');
    expect(await storage.get('images/uploads/a.jpg/640.webp')).toBeNull();
    // Nothing half-written is left beside what was written whole.
    expect(fs.readdirSync(path.join(root, 'uploads'))).toEqual(['a.jpg']);
  });

  it('refuses keys that would reach outside its folder', async () => {
    for (const key of ['../outside.jpg', 'uploads/../../x.jpg', '/etc/x.jpg', 'uploads/x.svg'])
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/invalid storage key/);
  });
});
