import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * vitest.config.ts runs the files of a worker in one process (`isolate: false`): a file that mocks a
 * module, stubs a global or changes the process's environment would change the files after it. None
 * may; a test that needs another environment passes it to the command or app it starts.
 */
const LEAKS: Array<[RegExp, string]> = [
  [/\bvi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers)\(/, 'mocks, stubs or fake timers of the whole process'],
  [/process\.env(\.\w+|\[[^\]]+\])\s*(=(?!=)|\?\?=|\|\|=)/, 'an assignment to process.env'],
  [/delete\s+process\.env/, 'a deletion from process.env'],
];

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe('test files share their worker process', () => {
  it('no test file or helper changes the process for the files after it', () => {
    const found: string[] = [];
    for (const file of testFiles('tests')) {
      if (file.endsWith('test-isolation.test.ts')) continue;
      const text = readFileSync(file, 'utf8');
      for (const [pattern, what] of LEAKS) if (pattern.test(text)) found.push(`${file}: ${what}`);
    }
    expect(found).toEqual([]);
  });
});
