import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_PLACEHOLDERS } from '../../src/contract/mail.js';
import { withoutEmptyLines } from '../../src/core/mail/system-texts.service.js';
import {
  readTemplateFile,
  SYSTEM_TEMPLATE_KEYS,
  TEMPLATE_LANGUAGES,
  templatesDir,
  type SystemTemplateKey,
} from '../../src/core/mail/template-files.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const KEYS = Object.keys(SYSTEM_TEMPLATE_KEYS) as SystemTemplateKey[];
const placeholdersOf = (text: string) => [...new Set([...text.matchAll(/\{\{\s*([a-z_]+)\s*\}\}/g)].map((m) => m[1]))].sort();

describe('the e-mail template files', () => {
  it("finds the package's templates/ folder from the sources and from a build under dist/", () => {
    expect(templatesDir()).toBe(join(root, 'templates'));
    expect(templatesDir(join(root, 'dist', 'src', 'core', 'mail'))).toBe(join(root, 'templates'));
    const elsewhere = mkdtempSync(join(tmpdir(), 'no-templates-'));
    expect(() => templatesDir(elsewhere)).toThrow(/templates folder was not found/);
  });

  it('has every key in every language (subject, HTML and text), and no file that is not a known key', () => {
    for (const language of TEMPLATE_LANGUAGES) {
      const files = readdirSync(join(root, 'templates', language)).sort();
      expect(files).toEqual(KEYS.flatMap((k) => [`${k}.html`, `${k}.subject.txt`, `${k}.txt`]).sort());
      for (const key of KEYS) {
        const t = readTemplateFile(key, language);
        expect(t.subject, `${language}/${key}`).not.toBe('');
        expect(t.subject).not.toContain('\n');
        expect(t.text).not.toBe('');
        expect(t.html).toMatch(/^</);
      }
    }
  });

  it('uses the same known placeholders in the HTML and the text of a template, and the same in every language', () => {
    for (const key of KEYS) {
      const czech = readTemplateFile(key, 'cs');
      const expected = placeholdersOf(`${czech.subject}\n${czech.text}`);
      for (const language of TEMPLATE_LANGUAGES) {
        const t = readTemplateFile(key, language);
        const where = `${language}/${key}`;
        expect(placeholdersOf(t.html), where).toEqual(placeholdersOf(t.text));
        expect(placeholdersOf(`${t.subject}\n${t.text}`), where).toEqual(expected);
        for (const name of placeholdersOf(`${t.subject}${t.html}`)) expect(TEMPLATE_PLACEHOLDERS, where).toContain(name);
      }
    }
  });

  it('keeps the Slovak and Polish texts free of Czech-only words', () => {
    for (const language of ['sk', 'pl'] as const)
      for (const key of KEYS) {
        const t = readTemplateFile(key, language);
        expect(`${t.subject} ${t.text}`, `${language}/${key}`).not.toMatch(/Dobrý den|S pozdravem|tým Marketplace|rezervace\b|zrušena/);
      }
  });

  it('reads a template folder it is given, dropping the one line end a file ends with', () => {
    const dir = mkdtempSync(join(tmpdir(), 'templates-'));
    mkdirSync(join(dir, 'sk'));
    writeFileSync(join(dir, 'sk', 'welcome.subject.txt'), 'Ahoj {{company_name}}\n');
    writeFileSync(join(dir, 'sk', 'welcome.html'), '<p>Ahoj</p>\n\n');
    writeFileSync(join(dir, 'sk', 'welcome.txt'), 'Ahoj\n');
    expect(readTemplateFile('welcome', 'sk', dir)).toEqual({ subject: 'Ahoj {{company_name}}', html: '<p>Ahoj</p>\n', text: 'Ahoj' });
  });

  it('leaves out the lines of an optional fact that is empty, and nothing else', () => {
    const text = 'A: {{service}}\nPracovník: {{employee}}\nPoznámka: {{note}}\n\n{{cta_link}}';
    expect(withoutEmptyLines(text, { service: 'Střih', employee: '', note: 'x', cta_link: '' })).toBe('A: {{service}}\nPoznámka: {{note}}');
    expect(withoutEmptyLines(text, { service: 'Střih', employee: 'Eva', note: 'x', cta_link: 'http://a' })).toBe(text);
  });
});
