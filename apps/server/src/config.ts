import path from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((v) => v || undefined)
  .optional();

const PORT_RANGE = 'must be a port number from 1 to 65535';

const ZEnvironment = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ error: PORT_RANGE })
    .int(PORT_RANGE)
    .min(1, PORT_RANGE)
    .max(65535, PORT_RANGE)
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^mysql:\/\/[^/]+\/\w+/, 'must look like mysql://user:password@host:3306/database')
      .optional(),
  ),
  PUBLIC_URL: optionalText.pipe(z.url('must be an absolute URL such as https://shop.example.com').optional()),
  SEED: z.enum(['demo', 'none'], 'must be demo or none').default('demo'),
  SEED_STAFF_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  /**
   * Whether X-Forwarded-For names the client. Only behind a proxy that sets it: otherwise any client could claim
   * a new address per request and walk past the login rate limit.
   */
  TRUST_PROXY: z
    .enum(['true', 'false'], 'must be true or false')
    .default('false')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  SMTP_URL: optionalText,
});

export type TConfig = z.infer<typeof ZEnvironment> & { dataDir: string };

/** Reads and checks the environment; a bad value stops start-up with one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const result = ZEnvironment.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0]);
    const shown = env[name] === undefined ? '' : ` (got "${env[name]}")`;
    throw new ConfigError(`Invalid environment: ${name} ${issue.message}${shown}`);
  }
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) };
}

export class ConfigError extends Error {}
