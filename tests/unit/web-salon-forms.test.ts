import { describe, expect, it } from 'vitest';
import { listingReasonRequest } from '../../src/contract/listings.js';
import { contractMessage } from '../../src/contract/messages.js';
import { contractResolver } from '../../web/src/components/form/contract-resolver.js';
import { flatErrors } from '../../web/src/components/form/use-contract-form.js';
import { employeeForm, reservationForm, serviceForm } from '../../web/src/pages/salon/common/form-schemas.js';

/** The salon's forms judge typed values with the contract's schemas: the server's words, the server's field paths. */
describe('salon form schemas', () => {
  const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('refuses an empty service name and an empty price (no number is not 0), and sends numbers, the category and the description', () => {
    const none = { category: '', description: '' };
    const refused = serviceForm.safeParse({ name: ' ', ...none, duration_minutes: '60', price: '', is_active: true });
    expect(issues(refused)).toEqual({ name: 'Vyplňte název', price: 'Cena musí být celé číslo od 0' });
    const made = serviceForm.parse({ name: 'Střih', ...none, duration_minutes: '45', price: '450', is_active: false });
    expect(made).toEqual({ name: 'Střih', category: '', description: '', duration_minutes: 45, price: 450, is_active: false });
    // a category and a description are trimmed; too long is refused with the contract's message
    const described = serviceForm.parse({
      name: 'Melír',
      category: ' Barvení ',
      description: ' Jemné prameny. ',
      duration_minutes: '90',
      price: '900',
      is_active: true,
    });
    expect(described).toMatchObject({ category: 'Barvení', description: 'Jemné prameny.' });
    const long = serviceForm.safeParse({
      name: 'X',
      category: 'k'.repeat(101),
      description: '',
      duration_minutes: '30',
      price: '1',
      is_active: true,
    });
    expect(issues(long)).toEqual({ category: 'Kategorie může mít nejvýše 100 znaků' });
  });

  it("puts an employee's bad interval on its row's end, and sends empty contacts as null", () => {
    const base = { name: 'Iveta', color: '#3B82F6', email: '', phone: '', is_active: true, services: [] };
    const refused = employeeForm.safeParse({ ...base, hours: [{ weekday: 1, starts: '12:00', ends: '09:00' }] });
    expect(issues(refused)).toEqual({ 'hours.0.ends': 'Konec musí být po začátku' });
    expect(employeeForm.parse({ ...base, hours: [] })).toMatchObject({ color: '#3b82f6', email: null, phone: null });
  });

  it('asks a reservation for a service and a time, and sends anyone free as null', () => {
    const empty = { service: '', employee: '', date: '', start: '', name: '', email: '', phone: '', note: '' };
    expect(issues(reservationForm.safeParse(empty))).toMatchObject({ service: 'Vyberte službu', start: 'Vyberte datum a čas' });
    const made = reservationForm.parse({
      ...empty,
      service: '3',
      start: '2030-01-01T09:00:00Z',
      name: 'Eva',
      email: 'eva@example.cz',
      phone: '777123456',
    });
    expect(made).toMatchObject({ service: 3, employee: null });
    expect(made).not.toHaveProperty('date');
  });
});

describe('flatErrors', () => {
  it("names nested react-hook-form errors by their path, a list's own message by the list", () => {
    const errors = {
      name: { type: 'server', message: 'Vyplňte jméno' },
      hours: Object.assign([undefined, { ends: { type: 'custom', message: 'Konec musí být po začátku' } }], {
        root: { type: 'custom', message: 'Nejvýše 50 časů' },
      }),
    };
    expect(flatErrors(errors as never)).toEqual({
      name: 'Vyplňte jméno',
      'hours.1.ends': 'Konec musí být po začátku',
      hours: 'Nejvýše 50 časů',
    });
  });
});

describe('contractResolver', () => {
  it("shows a contract schema's message keys as the texts the server answers with", async () => {
    const refused = listingReasonRequest.safeParse({ reason: '' });
    const key = refused.error!.issues[0]!.message;
    const resolve = contractResolver(listingReasonRequest);
    const result = await resolve({ reason: '' }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors.reason?.message).toBe(contractMessage(key).message);
    expect(result.errors.reason?.message).not.toBe(key);
    expect((await resolve({ reason: 'Chybí adresa' }, undefined, { fields: {}, shouldUseNativeValidation: false })).errors).toEqual({});
  });
});
