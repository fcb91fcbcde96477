/** The company registration form as the wizard keeps it. Pure. */
export interface CompanyForm {
  companyName: string;
  contactPerson: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  category: string;
  subcategory: string;
  city: string;
  website: string;
  address: string;
  description: string;
}

export const EMPTY_COMPANY_FORM: CompanyForm = {
  companyName: '',
  contactPerson: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  category: '',
  subcategory: '',
  city: '',
  website: '',
  address: '',
  description: '',
};

export const STEP1_FIELDS: ReadonlyArray<keyof CompanyForm> = [
  'companyName',
  'contactPerson',
  'email',
  'phone',
  'password',
  'confirmPassword',
];

/** Set one field; a new category clears the subcategory (it belongs to the old one). */
export function updateCompanyForm(form: CompanyForm, field: keyof CompanyForm, value: string): CompanyForm {
  if (field === 'category' && value !== form.category) return { ...form, category: value, subcategory: '' };
  return { ...form, [field]: value };
}

/** What an offer's claim link knows about the business. */
export interface ClaimedBusiness {
  name: string;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  phone: string | null;
  email: string | null;
  website_url: string | null;
}

/** Fills the empty fields from the claimed business (what the visitor typed already stays). */
export function prefillCompanyForm(form: CompanyForm, business: ClaimedBusiness): CompanyForm {
  const address = [business.address, business.postal_code].filter(Boolean).join(', ');
  const known: Partial<CompanyForm> = {
    companyName: business.name,
    email: business.email ?? '',
    phone: business.phone ?? '',
    website: business.website_url ?? '',
    address,
    city: business.city ?? '',
  };
  const next = { ...form };
  for (const [field, value] of Object.entries(known) as Array<[keyof CompanyForm, string]>) if (!next[field] && value) next[field] = value;
  return next;
}
