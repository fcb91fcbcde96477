import { describe, expect, it } from 'vitest';
import type { WebsiteAudit } from '../../src/core/website-auditor.port.js';
import { auditTarget, classifyWebsite, scoreProspect, type ScoringInput } from '../../src/core/prospects/scoring/rules.js';

const NOW = new Date('2026-11-22T09:00:00Z');
const data = (over: Partial<ScoringInput> = {}): ScoringInput => ({ website_url: null, instagram_url: null, facebook_url: null, ...over });
const own = data({ website_url: 'https://salon-eva.cz' });

/** A reachable modern site with everything; each test takes something away. */
const audit = (over: Partial<WebsiteAudit> = {}): WebsiteAudit => ({
  url: 'http://salon-eva.cz/',
  reachable: true,
  finalUrl: 'https://salon-eva.cz/',
  https: true,
  status: 200,
  responseTimeMs: 1500,
  redirects: 1,
  hasViewport: true,
  copyrightYear: 2024,
  bookingLinks: ['https://salon-eva.reservio.com/'],
  socialLinks: ['https://instagram.com/saloneva'],
  error: null,
  detail: null,
  ...over,
});

describe('web score rules without an audit (scale)', () => {
  it('1: no website and no social profile', () => {
    expect(scoreProspect(data(), undefined, NOW)).toEqual({ score: 1, reasons: ['Nemá web ani sociální sítě'] });
    expect(scoreProspect(data({ website_url: '  ', instagram_url: '' }), undefined, NOW).score).toBe(1);
  });

  it('2: social only, also when the website is a social profile', () => {
    expect(scoreProspect(data({ instagram_url: 'https://instagram.com/eva' }), undefined, NOW)).toEqual({
      score: 2,
      reasons: ['Jen Instagram'],
    });
    expect(
      scoreProspect(data({ facebook_url: 'https://facebook.com/eva', instagram_url: 'https://instagram.com/eva' }), undefined, NOW).reasons,
    ).toEqual(['Jen Instagram a Facebook']);
    expect(scoreProspect(data({ website_url: 'https://www.facebook.com/salon.eva' }), undefined, NOW)).toEqual({
      score: 2,
      reasons: ['Jen Facebook'],
    });
    expect(scoreProspect(data({ website_url: 'tiktok.com/@eva', instagram_url: 'x' }), undefined, NOW).reasons).toEqual([
      'Jen Instagram a TikTok',
    ]);
  });

  it('3: the website is a booking service page', () => {
    for (const url of [
      'https://salon-eva.reservio.com',
      'booksy.com/cs-cz/12345_salon',
      'https://noona.app/salon',
      'https://www.fresha.com/a/salon-eva',
    ]) {
      const verdict = scoreProspect(data({ website_url: url, instagram_url: 'https://instagram.com/eva' }), undefined, NOW);
      expect(verdict.score, url).toBe(3);
      expect(verdict.reasons[0]).toMatch(/^Jen rezervační odkaz \(/);
    }
  });

  it('5: an own website not audited; an unusable address counts as none', () => {
    expect(scoreProspect(own, undefined, NOW)).toEqual({ score: 5, reasons: ['Web neověřen'] });
    expect(scoreProspect(data({ website_url: 'salon-eva.cz' }), undefined, NOW).score).toBe(5);
    expect(scoreProspect(data({ website_url: 'javascript:alert(1)' }), undefined, NOW)).toEqual({
      score: 1,
      reasons: ['Neplatná adresa webu', 'Nemá web ani sociální sítě'],
    });
    expect(scoreProspect(data({ website_url: 'ftp://salon.cz', facebook_url: 'fb' }), undefined, NOW).score).toBe(2);
  });

  it('classifies addresses and audits only own websites', () => {
    expect(classifyWebsite('salon-eva.cz/kontakt')).toEqual({ kind: 'own', url: 'http://salon-eva.cz/kontakt', host: 'salon-eva.cz' });
    expect(classifyWebsite('127.0.0.1:8080/x')).toMatchObject({ kind: 'own', url: 'http://127.0.0.1:8080/x' });
    expect(classifyWebsite('localhost')).toEqual({ kind: 'invalid' });
    expect(auditTarget({ website_url: 'https://eva.reservio.cz' })).toBeNull();
    expect(auditTarget({ website_url: 'https://instagram.com/eva' })).toBeNull();
    expect(auditTarget({ website_url: null })).toBeNull();
    expect(auditTarget({ website_url: 'https://salon-eva.cz' })).toBe('https://salon-eva.cz/');
  });
});

describe('web score rules with an audit', () => {
  it('an unreachable website counts like none, and says why', () => {
    expect(scoreProspect(own, audit({ reachable: false, finalUrl: null, status: null, error: 'timeout' }), NOW)).toEqual({
      score: 1,
      reasons: ['Web není dostupný (neodpověděl včas)', 'Nemá web ani sociální sítě'],
    });
    const withInstagram = { ...own, instagram_url: 'https://instagram.com/eva' };
    expect(scoreProspect(withInstagram, audit({ reachable: false, status: 500, error: 'http_error', detail: '500' }), NOW)).toEqual({
      score: 2,
      reasons: ['Web vrací chybu HTTP 500', 'Jen Instagram'],
    });
    expect(scoreProspect(own, audit({ reachable: false, error: 'forbidden_redirect', detail: 'javascript:' }), NOW).reasons[0]).toBe(
      'Web přesměrovává na nepovolenou adresu (javascript:)',
    );
    expect(scoreProspect(own, audit({ reachable: false, error: 'too_many_redirects' }), NOW).reasons[0]).toBe(
      'Web přesměrovává příliš mnohokrát',
    );
    // refusals of the outbound-fetch guard
    expect(
      scoreProspect(own, audit({ reachable: false, error: 'forbidden_address', detail: '127.0.0.1', redirects: 0 }), NOW).reasons[0],
    ).toBe('Adresa webu vede do neveřejné sítě (127.0.0.1)');
    expect(
      scoreProspect(own, audit({ reachable: false, error: 'forbidden_address', detail: 'localhost', redirects: 2 }), NOW).reasons[0],
    ).toBe('Web přesměrovává na adresu v neveřejné síti (localhost)');
    expect(scoreProspect(own, audit({ reachable: false, error: 'forbidden_port', detail: '8080', redirects: 0 }), NOW).reasons[0]).toBe(
      'Adresa webu používá nepovolený port (8080)',
    );
    expect(scoreProspect(own, audit({ reachable: false, error: 'forbidden_port', detail: '22', redirects: 1 }), NOW)).toEqual({
      score: 1,
      reasons: ['Web přesměrovává na nepovolený port (22)', 'Nemá web ani sociální sítě'],
    });
    expect(scoreProspect(own, audit({ reachable: false, error: 'network', detail: 'ENOTFOUND' }), NOW).reasons[0]).toBe(
      'Web není dostupný (doména neexistuje)',
    );
    expect(scoreProspect(own, audit({ reachable: false, error: 'network', detail: 'EWHATEVER' }), NOW).reasons[0]).toBe(
      'Web není dostupný (chyba spojení)',
    );
  });

  it('a website redirecting to a booking service is 3, to a social profile 2', () => {
    expect(scoreProspect(own, audit({ finalUrl: 'https://salon-eva.reservio.com/' }), NOW)).toEqual({
      score: 3,
      reasons: ['Web přesměrovává na rezervační systém (salon-eva.reservio.com)'],
    });
    expect(scoreProspect(own, audit({ finalUrl: 'https://m.facebook.com/eva' }), NOW)).toEqual({
      score: 2,
      reasons: ['Web přesměrovává na sociální síť (m.facebook.com)', 'Jen Facebook'],
    });
  });

  it('4: outdated (plain http, no viewport, old copyright, slow) never goes below 4', () => {
    const old = audit({
      https: false,
      finalUrl: 'http://salon-eva.cz/',
      hasViewport: false,
      copyrightYear: 2015,
      bookingLinks: [],
      socialLinks: [],
      responseTimeMs: 4200,
    });
    expect(scoreProspect(own, old, NOW)).toEqual({
      score: 4,
      reasons: [
        'Web nepoužívá HTTPS',
        'Web není přizpůsobený mobilům',
        'Copyright z roku 2015',
        'Web nemá online rezervace',
        'Web neodkazuje na sociální sítě',
        'Web odpovídá pomalu (4,2 s)',
      ],
    });
  });

  it('5: average (http with a viewport, nothing else)', () => {
    const verdict = scoreProspect(own, audit({ https: false, copyrightYear: null, bookingLinks: [], socialLinks: [] }), NOW);
    expect(verdict).toEqual({
      score: 5,
      reasons: ['Web nepoužívá HTTPS', 'Web je přizpůsobený mobilům', 'Web nemá online rezervace', 'Web neodkazuje na sociální sítě'],
    });
  });

  it('6: modern but an old copyright and no integrations', () => {
    expect(scoreProspect(own, audit({ copyrightYear: 2020, bookingLinks: [], socialLinks: [] }), NOW).score).toBe(6);
  });

  it('7: quality: https and mobile', () => {
    const verdict = scoreProspect(own, audit({ copyrightYear: 2023, bookingLinks: [], socialLinks: [] }), NOW);
    expect(verdict).toEqual({
      score: 7,
      reasons: [
        'Web používá HTTPS',
        'Web je přizpůsobený mobilům',
        'Copyright z roku 2023',
        'Web nemá online rezervace',
        'Web neodkazuje na sociální sítě',
      ],
    });
  });

  it('8: very good: https, mobile and social links', () => {
    expect(scoreProspect(own, audit({ bookingLinks: [] }), NOW)).toMatchObject({
      score: 8,
      reasons: expect.arrayContaining(['Odkazy na sociální sítě', 'Web nemá online rezervace']),
    });
  });

  it('9: top: booking and social, but not every mark of a modern site', () => {
    expect(scoreProspect(own, audit(), NOW)).toMatchObject({
      score: 9,
      reasons: expect.arrayContaining(['Web má online rezervace', 'Odkazy na sociální sítě']),
    });
    // fast and current but without social links: the points would reach 10, the rule caps at 9
    expect(scoreProspect(own, audit({ socialLinks: [], copyrightYear: 2026, responseTimeMs: 120 }), NOW).score).toBe(9);
    // everything but https: 10 needs https
    expect(scoreProspect(own, audit({ https: false, copyrightYear: 2026, responseTimeMs: 120 }), NOW).score).toBe(9);
    // everything but the viewport
    expect(scoreProspect(own, audit({ hasViewport: false, copyrightYear: 2026, responseTimeMs: 120 }), NOW).score).toBe(9);
  });

  it('10: perfect with social and booking integration, https, mobile, current and fast', () => {
    const verdict = scoreProspect(own, audit({ copyrightYear: 2026, responseTimeMs: 120 }), NOW);
    expect(verdict).toEqual({
      score: 10,
      reasons: [
        'Web používá HTTPS',
        'Web je přizpůsobený mobilům',
        'Aktuální copyright (2026)',
        'Web má online rezervace',
        'Odkazy na sociální sítě',
        'Web odpovídá rychle',
      ],
    });
    // without a copyright year a fast modern site may still be perfect
    expect(scoreProspect(own, audit({ copyrightYear: null, responseTimeMs: 120 }), NOW).score).toBe(10);
  });

  it('judges the copyright age by the clock, a future year as current', () => {
    expect(scoreProspect(own, audit({ copyrightYear: 2021, bookingLinks: [], socialLinks: [] }), NOW).reasons).toContain(
      'Copyright z roku 2021',
    );
    expect(scoreProspect(own, audit({ copyrightYear: 2021, bookingLinks: [], socialLinks: [] }), NOW).score).toBe(6);
    expect(
      scoreProspect(own, audit({ copyrightYear: 2021, bookingLinks: [], socialLinks: [] }), new Date('2025-06-01T00:00:00Z')).score,
    ).toBe(7);
    expect(scoreProspect(own, audit({ copyrightYear: 2027 }), NOW).reasons).toContain('Aktuální copyright (2027)');
  });
});
