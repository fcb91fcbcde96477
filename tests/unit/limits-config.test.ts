import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '../../src/config/index.js';
import { parseRate } from '../../src/config/limits.js';

describe('limit configuration', () => {
  it('reads rates as N/unit', () => {
    expect(parseRate('10/min')).toEqual({ max: 10, windowMs: 60_000 });
    expect(parseRate('5/15min')).toEqual({ max: 5, windowMs: 15 * 60_000 });
    expect(parseRate('20/h')).toEqual({ max: 20, windowMs: 3_600_000 });
    expect(parseRate('300/s')).toEqual({ max: 300, windowMs: 1000 });
    for (const bad of ['10', '0/min', '10/fortnight', '/min', '-1/h']) expect(parseRate(bad), bad).toBeUndefined();
  });

  it('parses the environment and names a bad value', () => {
    const env = parseEnv({
      MARKETPLACE_RATE_LIMIT_LOGIN: '50/min',
      MARKETPLACE_HASH_CONCURRENCY: '3',
      MARKETPLACE_TRUST_PROXY: 'loopback, 10.0.0.0/8',
    });
    expect(env.MARKETPLACE_RATE_LIMIT_LOGIN).toEqual({ max: 50, windowMs: 60_000 });
    expect(env.MARKETPLACE_HASH_CONCURRENCY).toBe(3);
    expect(env.MARKETPLACE_TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8']);
    expect(parseEnv({ MARKETPLACE_TRUST_PROXY: '2' }).MARKETPLACE_TRUST_PROXY).toBe(2);
    expect(parseEnv({ MARKETPLACE_TRUST_PROXY: 'off' }).MARKETPLACE_TRUST_PROXY).toBe(false);
    expect(parseEnv({}).MARKETPLACE_TRUST_PROXY).toBeUndefined();
    expect(() => parseEnv({ MARKETPLACE_RATE_LIMIT_BOOKING: 'hodně' })).toThrow(ConfigError);
    expect(() => parseEnv({ MARKETPLACE_TRUST_PROXY: 'everyone' })).toThrow(/MARKETPLACE_TRUST_PROXY/);
    expect(() => parseEnv({ MARKETPLACE_HASH_CONCURRENCY: '0' })).toThrow(/MARKETPLACE_HASH_CONCURRENCY/);
  });
});
