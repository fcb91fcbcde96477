import { z } from 'zod';
import {
  addressInput,
  employeeInput,
  newReservation,
  openingHoursInput,
  profileInput,
  serviceInput,
} from '../../../../../src/contract/salon.js';
import { contractMessage } from '../../../../../src/contract/messages.js';

/*
 * The salon's forms validate with the contract's schemas, so the client shows the server's own field
 * messages. Each schema here reads a form's values (strings as typed, named as the contract names its
 * fields), makes them the request and lets the contract's schema judge it.
 */

/**
 * A form's schema: its values (`shape`), made into the request (`toRequest`, by default as they are),
 * judged by the contract's `schema`; the contract's issues keep their paths (field names), their message
 * keys become the contract's Czech texts (what the server answers in `message`).
 */
export function formOf<Shape extends z.ZodRawShape, Request>(
  shape: Shape,
  schema: z.ZodType<Request>,
  toRequest: (values: z.output<z.ZodObject<Shape>>) => unknown = (values) => values,
) {
  return z.object(shape).transform((values, ctx) => {
    const result = schema.safeParse(toRequest(values));
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', message: contractMessage(issue.message).message, path: issue.path });
    return z.NEVER;
  });
}

/** A number typed in a field; empty is no number (NaN), which the contract refuses with its message. */
export const typedNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

export const serviceForm = formOf(
  {
    name: z.string(),
    category: z.string(),
    description: z.string(),
    duration_minutes: z.string(),
    price: z.string(),
    is_active: z.boolean(),
  },
  serviceInput,
  (v) => ({ ...v, duration_minutes: typedNumber(v.duration_minutes), price: typedNumber(v.price) }),
);

const hours = z.array(z.object({ weekday: z.number(), starts: z.string(), ends: z.string() }));
export const employeeForm = formOf(
  {
    name: z.string(),
    color: z.string(),
    email: z.string(),
    phone: z.string(),
    is_active: z.boolean(),
    services: z.array(z.number()),
    hours,
  },
  employeeInput,
);

export const profileForm = formOf(
  { name: z.string(), description: z.string(), phone: z.string(), email: z.string(), website: z.string() },
  profileInput,
);

export const addressForm = formOf({ address: z.string(), postal_code: z.string(), city: z.string(), district: z.string() }, addressInput);

export const openingHoursForm = formOf(
  { hours: z.array(z.object({ weekday: z.number(), opens: z.string(), closes: z.string() })) },
  openingHoursInput,
);

/** No employee chosen is anyone free (null); the time is the chosen slot's start. */
export const reservationForm = formOf(
  {
    service: z.string(),
    employee: z.string(),
    date: z.string(),
    start: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    note: z.string(),
  },
  newReservation,
  ({ date: _date, ...v }) => ({ ...v, service: Number(v.service) || 0, employee: v.employee ? Number(v.employee) : null }),
);
