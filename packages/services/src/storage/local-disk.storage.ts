import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_KEY_PATTERN } from '@shop/domain';
import type { IStorage } from './storage.js';

export class LocalDiskStorage implements IStorage {
  constructor(private readonly root: string) {}

  /** Keys come from our own code, but are checked again so that no caller can reach outside the root. */
  private pathOf(key: string): string {
    if (!IMAGE_KEY_PATTERN.test(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.tmp`;
    await fs.writeFile(temp, bytes);
    await fs.rename(temp, target);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }
}
