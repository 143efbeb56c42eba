import { hash, verify } from '@node-rs/argon2';

/** What an argon2id hash costs to make and to check: memory in KiB, passes, lanes. */
export interface IPasswordHashCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP's suggested minimum for argon2id: 19 MiB, 2 iterations, 1 lane. The shop hashes every password so. */
export const PASSWORD_HASH_COST: IPasswordHashCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hashPasswordAtCost(password, PASSWORD_HASH_COST);
}

/**
 * For test fixtures, which ask for a lower cost by name: an account stored so logs in just as well (the hash
 * carries its cost, and verifyPassword reads it from there), for a fraction of the CPU time per login.
 */
export function hashPasswordAtCost(password: string, cost: IPasswordHashCost): Promise<string> {
  // algorithm 2 is argon2id.
  return hash(password, { algorithm: 2, ...cost });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, verified against when the account does not exist, so that a wrong email takes as
 * long as a wrong password and the two cannot be told apart by timing.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  return decoyHash;
}

export { assertAcceptablePassword, passwordProblem } from './password-policy.js';
