import { ConfigError, loadConfig } from '@vantage/service-kit/config';
import { billingConfigSchema, stripeSettings } from './config';

describe('billing configuration', () => {
  test('defaults: port 4003, the gateway URL, the sandbox once development stand-ins are opted in', () => {
    const config = loadConfig(billingConfigSchema, { VANTAGE_DEV_STANDINS: '1' });
    expect(config.PORT).toBe(4003);
    expect(config.PUBLIC_URL).toBe('http://localhost:8080');
    expect(stripeSettings(config)).toBeNull();
  });

  test('a Stripe key needs the webhook secret too', () => {
    expect(() => loadConfig(billingConfigSchema, { STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(ConfigError);
    expect(() => loadConfig(billingConfigSchema, { STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  test('without Stripe keys and without the opt-in, whatever NODE_ENV says, the sandbox is refused', () => {
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      expect(() => loadConfig(billingConfigSchema, { NODE_ENV })).toThrow(/VANTAGE_DEV_STANDINS=1/);
    }
    expect(() => loadConfig(billingConfigSchema, { NODE_ENV: 'production', VANTAGE_DEV_STANDINS: '1' })).toThrow(
      /VANTAGE_DEV_STANDINS/,
    );
  });

  test('production refuses the sandbox: it needs the Stripe keys', () => {
    expect(() => loadConfig(billingConfigSchema, { NODE_ENV: 'production' })).toThrow(/STRIPE_SECRET_KEY/);
    const config = loadConfig(billingConfigSchema, {
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    expect(stripeSettings(config)).not.toBeNull();
  });

  test('STRIPE_API_BASE points the SDK at another server', () => {
    const config = loadConfig(billingConfigSchema, {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
      PUBLIC_URL: 'https://vantage.example/',
    });
    expect(stripeSettings(config)).toMatchObject({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(config.PUBLIC_URL).toBe('https://vantage.example');
  });
});
