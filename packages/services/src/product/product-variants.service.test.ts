import { describe, expect, it } from 'vitest';
import type { Db } from '../common/db.js';
import { NotFoundError } from '../errors.js';
import { ProductVariantsService } from './product-variants.service.js';

describe('the SKU lookup', () => {
  /** A database that finds no variant, then answers the read of the products with this outcome. */
  function databaseWhoseProductsRead(outcome: () => Promise<unknown[]>): Db {
    let reads = 0;
    return { query: () => (reads++ === 0 ? Promise.resolve([]) : outcome()) } as unknown as Db;
  }

  it('answers a SKU that neither a variant nor a product has as unknown', async () => {
    const lookup = new ProductVariantsService(databaseWhoseProductsRead(async () => [])).bySku('FS-NONE');
    await expect(lookup).rejects.toBeInstanceOf(NotFoundError);
  });

  it('lets a failed read of the products fail the lookup, rather than calling the SKU unknown', async () => {
    const lost = new Error('Connection lost: The server closed the connection.');
    const lookup = new ProductVariantsService(databaseWhoseProductsRead(() => Promise.reject(lost))).bySku(
      'FS-1',
    );
    await expect(lookup).rejects.toBe(lost);
  });
});
