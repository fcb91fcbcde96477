import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config/index.js';

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'cfg-'));

describe('shutdown and HTTP timeouts in the configuration', () => {
  it('default to 10 s to stop, 120 s of silence, 300 s for a request, 72 s of keep-alive', () => {
    const config = loadConfig({ MARKETPLACE_DATA_DIR: dataDir() });
    expect(config.shutdownTimeoutMs).toBe(10_000);
    expect(config.http).toEqual({ connectionTimeoutMs: 120_000, requestTimeoutMs: 300_000, keepAliveTimeoutMs: 72_000 });
  });

  it('read seconds (fractions allowed; 0 turns the connection and request limits off) and refuse nonsense', () => {
    const config = loadConfig({
      MARKETPLACE_DATA_DIR: dataDir(),
      MARKETPLACE_SHUTDOWN_TIMEOUT: '2.5',
      MARKETPLACE_CONNECTION_TIMEOUT: '0',
      MARKETPLACE_REQUEST_TIMEOUT: '30',
      MARKETPLACE_KEEP_ALIVE_TIMEOUT: '5',
    });
    expect(config.shutdownTimeoutMs).toBe(2500);
    expect(config.http).toEqual({ connectionTimeoutMs: 0, requestTimeoutMs: 30_000, keepAliveTimeoutMs: 5000 });
    try {
      loadConfig({
        MARKETPLACE_DATA_DIR: dataDir(),
        MARKETPLACE_SHUTDOWN_TIMEOUT: '0',
        MARKETPLACE_REQUEST_TIMEOUT: 'soon',
        MARKETPLACE_KEEP_ALIVE_TIMEOUT: '-1',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.map((p) => p.split(':')[0]).sort()).toEqual([
        'MARKETPLACE_KEEP_ALIVE_TIMEOUT',
        'MARKETPLACE_REQUEST_TIMEOUT',
        'MARKETPLACE_SHUTDOWN_TIMEOUT',
      ]);
    }
  });
});
