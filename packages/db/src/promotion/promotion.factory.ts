import { Promotion } from '../entities/index.js';
import { type TSeedTarget, insert, uniqueSuffix } from '../seed/factory-kit.js';

/** An active 10% code with a unique code and no conditions or limits unless given. */
export function seedPromotion(db: TSeedTarget, over: Partial<Promotion> = {}): Promise<Promotion> {
  const suffix = uniqueSuffix();
  return insert(db, Promotion, {
    name: `Promotion ${suffix}`,
    code: `SEED${suffix}`
      .toUpperCase()
      .replace(/[^A-Z0-9_-]/g, '')
      .slice(0, 32),
    kind: 'percent',
    percent: 10,
    ...over,
  });
}
