import type { SlotsResponse } from '../../api/booking.js';

/** What the booking modal needs of a company (the profile's detail or a past booking's company). */
export interface BookingCompany {
  slug: string;
  name: string;
  /** `description` (the profile's): what the service gives, shown once it is chosen */
  services: Array<{ id: number; name: string; duration: number; price: number; currency: string; description?: string | null }>;
  /** the main address (the profile's), for the branch choice */
  address?: string;
  city?: { name: string };
}

export interface BookingModalProps {
  company: BookingCompany;
  /** preselected service */
  serviceId?: number;
  /** preselected branch (the profile's ?pobocka=) */
  branchId?: number;
  onClose: () => void;
}

/** The contact step's form. */
export interface ContactDraft {
  name: string;
  email: string;
  phone: string;
  note: string;
}

export type ContactField = keyof ContactDraft;
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'note'];

/** The slots of the chosen service: 'idle' until a service is chosen; the last answer stays while reloading. */
export interface SlotsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: SlotsResponse | null;
  error: unknown;
  reload: () => void;
}
