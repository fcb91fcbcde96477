import { describe, expect, it } from 'vitest';
import { dashboardTarget, displayName, isWithinRoleArea, landingAfterLogin } from '../../web/src/app/roles.js';

describe('web: landing after login', () => {
  it('sends each role to its home', () => {
    expect(landingAfterLogin('admin', null)).toBe('/admin');
    expect(landingAfterLogin('company', null)).toBe('/firma');
    expect(landingAfterLogin('customer', null)).toBe('/klient');
  });

  it('keeps a remembered page inside the role area, ignores one outside it', () => {
    expect(landingAfterLogin('admin', '/admin/templates')).toBe('/admin/templates');
    expect(landingAfterLogin('company', '/outdoor-ad/2')).toBe('/outdoor-ad/2');
    expect(landingAfterLogin('customer', '/admin')).toBe('/klient');
    expect(landingAfterLogin('company', '/firma/salon-x')).toBe('/firma');
  });

  it('goes back to the e-shop (its cart asked to log in before checkout) whatever the role', () => {
    expect(landingAfterLogin('customer', '/eshop?kategorie=kosmetika')).toBe('/eshop?kategorie=kosmetika');
    expect(landingAfterLogin('company', '/eshop')).toBe('/eshop');
    expect(landingAfterLogin('customer', '/eshopping')).toBe('/klient');
  });

  it('without a known role uses the remembered page, else /dashboard', () => {
    expect(landingAfterLogin('guest', '/eshop')).toBe('/eshop');
    expect(landingAfterLogin(undefined, null)).toBe('/dashboard');
    expect(landingAfterLogin(undefined, '/prihlaseni')).toBe('/dashboard');
    expect(landingAfterLogin(undefined, 'https://evil.example')).toBe('/dashboard');
  });

  it('/dashboard redirects by role and sends anonymous visitors to login', () => {
    expect(dashboardTarget('admin')).toBe('/admin');
    expect(dashboardTarget('company')).toBe('/firma');
    expect(dashboardTarget('customer')).toBe('/klient');
    expect(dashboardTarget(null)).toBe('/prihlaseni');
  });

  it('knows the protected areas', () => {
    expect(isWithinRoleArea('admin', '/admin/email?x=1')).toBe(true);
    expect(isWithinRoleArea('admin', '/administrace')).toBe(false);
    expect(isWithinRoleArea('company', '/firma')).toBe(true);
  });

  it('shows first and last name, else the e-mail', () => {
    expect(displayName({ first_name: 'Jana', last_name: 'Nováková', email: 'j@x.cz' })).toBe('Jana Nováková');
    expect(displayName({ first_name: ' ', last_name: '', email: 'j@x.cz' })).toBe('j@x.cz');
  });
});
