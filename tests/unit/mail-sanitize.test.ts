import { describe, expect, it } from 'vitest';
import { sanitizeAndRewriteLinks, sanitizeEmailHtml } from '../../src/core/mail/sanitize.js';

const styleOf = (html: string) => /style="([^"]*)"/.exec(sanitizeEmailHtml(html))?.[1] ?? null;

describe('e-mail HTML sanitiser: inline styles', () => {
  it('drops CSS that runs code or loads bindings: expression(), url(javascript:), behavior, -moz-binding, escapes', () => {
    const hostile = [
      'width: expression(alert(1))',
      'color: expression(alert(1))',
      'height: EXPRESSION (alert(1))',
      'background-color: url(javascript:alert(1))',
      'background-color: url("javascript:alert(1)")',
      'behavior: url(script.htc)',
      '-moz-binding: url(http://evil.example/xbl.xml#x)',
      'color: e\\xpression(alert(1))',
      'width: expr/**/ession(alert(1))',
      'font-family: x; width: calc(expression(1))',
      'background-color: red url(javascript:alert(1))',
      'display: block; position: fixed',
    ];
    for (const style of hostile) {
      const out = sanitizeEmailHtml(`<p style="${style}">x</p>`);
      expect(out, style).not.toMatch(/expression|javascript|behavior|binding|url\(|\\|calc|position/i);
    }
    expect(styleOf('<p style="width: expression(alert(1)); color: red">x</p>')).toBe('color:red');
  });

  it('keeps plain formatting styles', () => {
    expect(
      styleOf(
        `<p style="color: #ff0000; background-color: rgb(240, 240, 240); padding: 10px 20px; font-family: Arial, 'Open Sans', sans-serif; border: 1px solid #ccc; text-align: center; font-weight: 700; width: 100%">x</p>`,
      ),
    ).toBe(
      "color:#ff0000;background-color:rgb(240, 240, 240);padding:10px 20px;font-family:Arial, 'Open Sans', sans-serif;border:1px solid #ccc;text-align:center;font-weight:700;width:100%",
    );
    expect(
      sanitizeAndRewriteLinks(
        '<a href="https://salon.cz" style="color: blue; behavior: url(x.htc)">Salon</a>',
        () => 'https://t.example/c/1',
      ),
    ).toBe('<a href="https://t.example/c/1" style="color:blue">Salon</a>');
  });
});
