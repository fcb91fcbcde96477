/** The company registration form (spec §3) as the wizard keeps it. Pure. */
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

export const STEP1_FIELDS: ReadonlyArray<keyof CompanyForm> = ['companyName', 'contactPerson', 'email', 'phone', 'password', 'confirmPassword'];

/** Set one field; a new category clears the subcategory (it belongs to the old one). */
export function updateCompanyForm(form: CompanyForm, field: keyof CompanyForm, value: string): CompanyForm {
  if (field === 'category' && value !== form.category) return { ...form, category: value, subcategory: '' };
  return { ...form, [field]: value };
}

export type CompanyFieldSetter = (field: keyof CompanyForm) => (value: string) => void;
