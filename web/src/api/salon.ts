import type {
  CalendarDto,
  ClientDto,
  DashboardDto,
  EmployeeHoursDto,
  OpeningIntervalDto,
  Paged,
  SalonBookingDto,
  SalonBookingStatus,
  SalonEmployeeDto,
  SalonPhotoDto,
  SalonServiceDto,
  SalonSettingsDto,
} from '../../../src/contract/salon.js';
import { ApiError, isErrorBody } from './api-error.js';
import { apiRequest, buildApiUrl, currentCountry } from './http.js';
import { sessionToken } from './session-token.js';

export type {
  CalendarDto,
  ClientDto,
  DashboardDto,
  EmployeeHoursDto,
  OpeningIntervalDto,
  Paged,
  SalonBookingDto,
  SalonBookingStatus,
  SalonEmployeeDto,
  SalonPhotoDto,
  SalonServiceDto,
  SalonSettingsDto,
};

/** The salon dashboard's calls (/api/company/...), with the session's token; the server scopes every one to the caller's company. */
type Ok = { success: true };

export const fetchDashboard = (employee: number | null, signal?: AbortSignal) =>
  apiRequest<Ok & { dashboard: DashboardDto }>('/company/dashboard', { signal, query: { employee } }).then((r) => r.dashboard);

export const fetchCalendar = (from: string | null, employee: number | null, signal?: AbortSignal) =>
  apiRequest<Ok & { calendar: CalendarDto }>('/company/calendar', { signal, query: { from, employee } }).then((r) => r.calendar);

export interface ReservationFilter {
  when: 'upcoming' | 'past' | 'all';
  status: SalonBookingStatus | '';
  employee: number | null;
  q: string;
  page: number;
}
export const fetchReservations = (f: ReservationFilter, signal?: AbortSignal) =>
  apiRequest<Ok & Paged<SalonBookingDto>>('/company/reservations', {
    signal,
    query: { when: f.when, status: f.status || undefined, employee: f.employee, q: f.q.trim() || undefined, page: f.page, limit: 25 },
  });

export interface NewReservationInput {
  service: number;
  employee: number | null;
  start: string;
  name: string;
  email: string;
  phone: string;
  note: string;
}
export const createReservation = (input: NewReservationInput) =>
  apiRequest<Ok & { booking: SalonBookingDto }>('/company/reservations', {
    method: 'POST',
    body: { ...input, note: input.note.trim() || undefined },
  }).then((r) => r.booking);

export const changeStatus = (id: number, status: SalonBookingStatus) =>
  apiRequest<Ok>(`/company/bookings/${id}/status`, { method: 'POST', body: { status } });

export const fetchClients = (q: string, page: number, signal?: AbortSignal) =>
  apiRequest<Ok & Paged<ClientDto>>('/company/clients', { signal, query: { q: q.trim() || undefined, page, limit: 25 } });

export interface ServiceInput {
  name: string;
  duration_minutes: number;
  price: number;
  is_active: boolean;
}
export const fetchServices = (signal?: AbortSignal) =>
  apiRequest<Ok & { services: SalonServiceDto[] }>('/company/services', { signal }).then((r) => r.services);
export const saveService = (id: number | null, input: ServiceInput) =>
  apiRequest<Ok & { service: SalonServiceDto }>(id ? `/company/services/${id}` : '/company/services', {
    method: id ? 'PUT' : 'POST',
    body: input,
  }).then((r) => r.service);
export const deleteService = (id: number) => apiRequest<Ok>(`/company/services/${id}`, { method: 'DELETE' });

export interface EmployeeInput {
  name: string;
  color: string;
  email: string;
  phone: string;
  is_active: boolean;
  services: number[];
  hours: EmployeeHoursDto[];
}
export const fetchEmployees = (signal?: AbortSignal) =>
  apiRequest<Ok & { employees: SalonEmployeeDto[] }>('/company/employees', { signal }).then((r) => r.employees);
export const saveEmployee = (id: number | null, input: EmployeeInput) =>
  apiRequest<Ok & { employee: SalonEmployeeDto }>(id ? `/company/employees/${id}` : '/company/employees', {
    method: id ? 'PUT' : 'POST',
    body: input,
  }).then((r) => r.employee);
export const deleteEmployee = (id: number) => apiRequest<Ok>(`/company/employees/${id}`, { method: 'DELETE' });

export const fetchSettings = (signal?: AbortSignal) =>
  apiRequest<Ok & { settings: SalonSettingsDto }>('/company/settings', { signal }).then((r) => r.settings);
const put = (path: string, body: unknown) =>
  apiRequest<Ok & { settings: SalonSettingsDto }>(path, { method: 'PUT', body }).then((r) => r.settings);
export const saveProfile = (profile: SalonSettingsDto['profile']) => put('/company/profile', profile);
export const saveAddress = (address: SalonSettingsDto['address']) => put('/company/address', address);
export const saveOpeningHours = (hours: OpeningIntervalDto[]) => put('/company/opening-hours', { hours });
export const orderPhotos = (ids: number[]) =>
  apiRequest<Ok & { photos: SalonPhotoDto[] }>('/company/photos/order', { method: 'PUT', body: { ids } }).then((r) => r.photos);
export const deletePhoto = (id: number) => apiRequest<Ok>(`/company/photos/${id}`, { method: 'DELETE' });

/** POST /api/company/photos as multipart/form-data (file, alt). */
export async function uploadPhoto(file: File, alt: string): Promise<SalonPhotoDto> {
  const form = new FormData();
  form.set('alt', alt);
  form.set('file', file, file.name);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = sessionToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildApiUrl('/company/photos', {}, currentCountry()), {
      method: 'POST',
      headers,
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'network', 'Network error');
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && body && typeof body === 'object' && 'photo' in body) return (body as { photo: SalonPhotoDto }).photo;
  if (isErrorBody(body)) throw ApiError.fromBody(response.status, body);
  throw new ApiError(response.status, response.status === 413 ? 'too_large' : 'bad_response', `HTTP ${response.status}`);
}

export interface SlotDayDto {
  date: string;
  slots: Array<{ start: string; end: string; employeeIds: number[] }>;
}
/** The free start times of a service on a day (the public slots call of the booking modal). */
export const fetchSlots = (slug: string, service: number, employee: number | null, date: string, signal?: AbortSignal) =>
  apiRequest<Ok & { days: SlotDayDto[] }>(`/companies/${encodeURIComponent(slug)}/slots`, {
    signal,
    query: { service, employee, from: date },
  }).then((r) => r.days.find((d) => d.date === date)?.slots ?? []);
