import { describe, expect, it } from 'vitest';
import { parseDocument, renderHtmlFragment, sanitizeEditedText } from '../../src/core/legal-documents/markup.js';
import { TEMPLATES } from '../../src/core/legal-documents/templates/index.js';

describe('AI právník text format', () => {
  it('parses titles, headings, paragraphs with line breaks, lists and tables (a rule row skipped)', () => {
    const blocks = parseDocument(
      '# Název\n\nPrvní řádek\ndruhý řádek\n\n## Oddíl\n- a\n  pokračování\n- b\n\n| A | B |\n|---|---|\n| 1 | 2 |\n',
    );
    expect(blocks).toEqual([
      { kind: 'title', text: 'Název' },
      { kind: 'paragraph', lines: ['První řádek', 'druhý řádek'] },
      { kind: 'heading', text: 'Oddíl' },
      { kind: 'list', items: ['a pokračování', 'b'] },
      { kind: 'table', header: ['A', 'B'], rows: [['1', '2']] },
    ]);
  });

  it('escapes every text and marks missing data', () => {
    expect(renderHtmlFragment('Cena <b>&</b> "x" [doplňte: IČO]')).toBe(
      '<p>Cena &lt;b&gt;&amp;&lt;/b&gt; "x" <mark class="legal-missing">[doplňte: IČO]</mark></p>',
    );
  });

  it('strips tags (a script with its content) from an edit and keeps the text plain', () => {
    expect(sanitizeEditedText('A <script>alert(1)</script><i onclick="x()">b</i> & c < d\r\n')).toBe('A b & c < d');
    expect(sanitizeEditedText('<style>p{}</style><!-- x -->')).toBe('');
  });

  it('says spans of time in each language with the right plural', () => {
    expect([60, 120, 300, 30, 1440].map(TEMPLATES.cs.words.notice)).toEqual(['1 hodinu', '2 hodiny', '5 hodin', '30 minut', '1 den']);
    expect([60, 120, 300, 2].map(TEMPLATES.sk.words.notice)).toEqual(['1 hodinu', '2 hodiny', '5 hodín', '2 minúty']);
    expect([60, 120, 300, 1320, 720].map(TEMPLATES.pl.words.notice)).toEqual([
      '1 godzinę',
      '2 godziny',
      '5 godzin',
      '22 godziny',
      '12 godzin',
    ]);
  });
});
