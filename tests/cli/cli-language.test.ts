import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCore } from '../../src/core/index.js';
import { openDatabase } from '../../src/db/index.js';
import { TEST_SECRET } from '../helpers/app.js';
import { runCli, tempDataDir } from '../helpers/cli.js';

/**
 * The CLI speaks the language saved in Nastavení › Obecné › Jazyk (general.language), read when a command
 * starts: Czech by default and without a database (which asking does not create), Slovak and Polish once
 * saved: the help's titles and descriptions, commander's errors, the commands' own lines.
 */
describe('the CLI in the saved language', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  async function saveLanguage(dataDir: string, language: 'cs' | 'sk' | 'pl') {
    const db = openDatabase({ client: 'sqlite', filename: path.join(dataDir, 'marketplace.sqlite'), embedded: true });
    try {
      const core = createCore({ db, config: { version: '0.0.0-test', domains: {}, secret: TEST_SECRET } });
      await core.settings.save({ general: { language } });
    } finally {
      await db.destroy();
    }
  }

  it('speaks Czech without a database and does not create one to ask', async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const help = await runCli(['--help'], { MARKETPLACE_DATA_DIR: dataDir });
    expect(help.exitCode).toBe(0);
    expect(help.stdout).toContain('Použití:');
    expect(help.stdout).toContain('Katalog a rezervace místních firem služeb, s administrací');
    expect(existsSync(path.join(dataDir, 'marketplace.sqlite'))).toBe(false);
  });

  it('speaks Slovak, then Polish, then Czech again as the setting changes', async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const env = { MARKETPLACE_DATA_DIR: dataDir };
    expect((await runCli(['db', 'migrate'], env)).exitCode).toBe(0);

    await saveLanguage(dataDir, 'sk');
    const help = await runCli(['--help'], env);
    expect(help.stdout).toContain('Použitie:');
    expect(help.stdout).toContain('Katalóg a rezervácie miestnych firiem služieb, s administráciou');
    expect(help.stdout).not.toContain('Použití:');
    const unknown = await runCli(['neexistuje'], env);
    expect(unknown.exitCode).toBe(2);
    expect(unknown.stderr).toContain("chyba: neznámy príkaz 'neexistuje'");

    await saveLanguage(dataDir, 'pl');
    const polish = await runCli(['--help'], env);
    expect(polish.stdout).toContain('Użycie:');
    expect((await runCli(['neexistuje'], env)).stderr).toContain("błąd: nieznane polecenie 'neexistuje'");

    await saveLanguage(dataDir, 'cs');
    expect((await runCli(['--help'], env)).stdout).toContain('Použití:');
  });
});
