import { describe, expect, it } from 'vitest';
import { headInjector, injectHead, type PageHead } from '../../src/server/seo/head.js';

const INDEX = `<!doctype html>
<html lang="cs">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Katalog firem" />
    <title>marketplace</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

const HEADS: PageHead[] = [
  { status: 200, title: 'Katalog firem', language: 'cs' },
  {
    status: 200,
    title: "Salon „Řehoř“ $& $1 $' $` <b> | Katalog",
    description: 'Kadeřnictví & holičství "U Řehoře" $&',
    canonical: 'https://firmy.cz/firma/rehor?x=1&y=2',
    alternates: [
      { hreflang: 'cs-CZ', href: 'https://firmy.cz/' },
      { hreflang: 'x-default', href: 'https://firmy.cz/' },
    ],
    noindex: true,
    jsonLd: { '@type': 'LocalBusiness', name: '</script><script>alert(1)</script>' },
    language: 'sk',
  },
];

describe('the page head injector', () => {
  it('gives exactly what injectHead gives, for each page of one index.html', () => {
    const pageOf = headInjector(INDEX);
    for (const head of HEADS) expect(pageOf(head)).toBe(injectHead(INDEX, head));
    expect(pageOf(HEADS[1]!)).toContain('<html lang="sk">');
    expect(pageOf(HEADS[1]!)).not.toContain('Katalog firem"');
  });

  it('falls back to injectHead for a file it cannot cut (no language, no title, title first)', () => {
    for (const index of [
      INDEX.replace('<html lang="cs">', '<html>'),
      INDEX.replace(/<title>.*<\/title>/, ''),
      `<title>x</title>${INDEX}`,
    ]) {
      const pageOf = headInjector(index);
      for (const head of HEADS) expect(pageOf(head)).toBe(injectHead(index, head));
    }
  });
});
