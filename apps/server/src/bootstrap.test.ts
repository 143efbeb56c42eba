import { describe, expect, it } from 'vitest';
import { providerSettings } from './bootstrap.js';
import { loadConfig } from './config.js';

describe('provider settings from the environment', () => {
  it('uses the test gateway and the rate table when nothing is set', () => {
    expect(providerSettings(loadConfig({}))).toEqual({
      payments: { stripe: undefined, webhookSecret: undefined },
      shipping: { fedex: undefined },
      tax: { stripe: undefined },
    });
  });

  it('hands Stripe and FedEx their settings when they are set', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_URL: 'http://127.0.0.1:4010',
      FEDEX_API_URL: 'https://apis-sandbox.fedex.com',
      FEDEX_CLIENT_ID: 'client',
      FEDEX_CLIENT_SECRET: 'secret',
      FEDEX_ACCOUNT_NUMBER: '740561073',
      FEDEX_SHIP_FROM_ZIP: '97201',
      FEDEX_TIMEOUT_MS: '3000',
    });
    expect(providerSettings(config)).toEqual({
      payments: {
        stripe: {
          secretKey: 'sk_test_1',
          publishableKey: 'pk_test_1',
          webhookSecret: 'whsec_1',
          timeoutMs: 10_000,
          apiBase: 'http://127.0.0.1:4010',
        },
        webhookSecret: 'whsec_1',
      },
      shipping: {
        fedex: {
          apiUrl: 'https://apis-sandbox.fedex.com',
          clientId: 'client',
          clientSecret: 'secret',
          accountNumber: '740561073',
          shipFromZip: '97201',
          timeoutMs: 3000,
        },
      },
      // Stripe keys alone do not turn Stripe Tax on.
      tax: { stripe: undefined },
    });
    expect(providerSettings({ ...config, STRIPE_TAX: 'on', TAX_TIMEOUT_MS: 1500 }).tax).toEqual({
      stripe: { secretKey: 'sk_test_1', apiBase: 'http://127.0.0.1:4010', timeoutMs: 1500 },
    });
  });
});
