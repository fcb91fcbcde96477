import './back-office-texts.js';
import { csBackOffice } from './cs-back-office.js';
import { csBooking } from './cs-booking.js';
import { csBusiness } from './cs-business.js';
import { csCompany } from './cs-company.js';
import { csCustomer } from './cs-customer.js';
import { csDev } from './cs-dev.js';
import { csDirectory } from './cs-directory.js';
import { csLogin } from './cs-login.js';
import { csNotFound } from './cs-not-found.js';
import { csPublic } from './cs-public.js';
import { csRegistration } from './cs-registration.js';
import { csShop } from './cs-shop.js';
import { csUi } from './cs-ui.js';

/**
 * Czech: the default language and the fallback of every other catalog; every key of the product (the type
 * `MessageKey`). The web app itself never imports this module at run time: the home page's texts are in
 * the entry (`cs-public.ts`), each other page's catalog comes with the modules that show it, the back
 * office's with its code (`back-office-texts.ts`). Importing it registers them all (the unit tests do).
 */
export const cs = {
  ...csPublic,
  ...csDirectory,
  ...csCompany,
  ...csBooking,
  ...csLogin,
  ...csRegistration,
  ...csCustomer,
  ...csBusiness,
  ...csShop,
  ...csUi,
  ...csNotFound,
  ...csDev,
  ...csBackOffice,
} as const;

export type MessageKey = keyof typeof cs;
