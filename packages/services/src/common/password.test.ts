import { describe, expect, it } from 'vitest';
import { hashPassword, hashPasswordAtCost, verifyPassword } from './password.js';

describe('password hashes', () => {
  it("are argon2id at OWASP's minimum cost: 19 MiB, 2 passes, 1 lane", async () => {
    const hash = await hashPassword('correct-horse-battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct-horse-battery')).toBe(true);
    expect(await verifyPassword(hash, 'correct-horse-batterY')).toBe(false);
  });

  it('are checked at the cost they carry, so a cheaper fixture hash logs in the same way', async () => {
    const hash = await hashPasswordAtCost('correct-horse-battery', {
      memoryCost: 1024,
      timeCost: 1,
      parallelism: 1,
    });
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(hash, 'correct-horse-battery')).toBe(true);
    expect(await verifyPassword(hash, 'wrong-horse-battery')).toBe(false);
  });
});
