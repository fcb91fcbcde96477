import { z } from 'zod';
import { legalDetailsRequest, legalDocumentEditRequest } from '../../../../../src/contract/legal-documents.js';
import { formOf } from '../common/form-schemas.js';

/** 'Upravit text': the whole text, judged by the contract (the configured length is the server's). */
export const legalEditForm = formOf({ body: z.string() }, legalDocumentEditRequest);

/** 'Údaje pro dokumenty': IČO and DIČ as typed (empty: not held). */
export const legalDetailsForm = formOf({ registration_number: z.string(), tax_number: z.string() }, legalDetailsRequest);
