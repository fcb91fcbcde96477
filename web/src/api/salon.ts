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

/** The salon dashboard's calls (/api/company/...); the server scopes every one to the caller's company. */
type Token = string | null;
type Ok = { success: true };

export const fetchDashboard = (token: Token, employee: number | null, signal?: AbortSignal) =>
  apiRequest<Ok & { dashboard: DashboardDto }>('/company/dashboard', { token, signal, query: { employee } }).then((r) => r.dashboard);

export const fetchCalendar = (token: Token, from: string | null, employee: number | null, signal?: AbortSignal) =>
  apiRequest<Ok & { calendar: CalendarDto }>('/company/calendar', { token, signal, query: { from, employee } }).then((r) => r.calendar);

export interface ReservationFilter {
  when: 'upcoming' | 'past' | 'all';
  status: SalonBookingStatus | '';
  employee: number | null;
  q: string;
  page: number;
}
export const fetchReservations = (token: Token, f: ReservationFilter, signal?: AbortSignal) =>
  apiRequest<Ok & Paged<SalonBookingDto>>('/company/reservations', {
    token,
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
export const createReservation = (token: Token, input: NewReservationInput) =>
  apiRequest<Ok & { booking: SalonBookingDto }>('/company/reservations', {
    method: 'POST',
    token,
    body: { ...input, note: input.note.trim() || undefined },
  }).then((r) => r.booking);

export const changeStatus = (token: Token, id: number, status: SalonBookingStatus) =>
  apiRequest<Ok>(`/company/bookings/${id}/status`, { method: 'POST', token, body: { status } });

export const fetchClients = (token: Token, q: string, page: number, signal?: AbortSignal) =>
  apiRequest<Ok & Paged<ClientDto>>('/company/clients', { token, signal, query: { q: q.trim() || undefined, page, limit: 25 } });

export interface ServiceInput {
  name: string;
  duration_minutes: number;
  price: number;
  is_active: boolean;
}
export const fetchServices = (token: Token, signal?: AbortSignal) =>
  apiRequest<Ok & { services: SalonServiceDto[] }>('/company/services', { token, signal }).then((r) => r.services);
export const saveService = (token: Token, id: number | null, input: ServiceInput) =>
  apiRequest<Ok & { service: SalonServiceDto }>(id ? `/company/services/${id}` : '/company/services', {
    method: id ? 'PUT' : 'POST',
    token,
    body: input,
  }).then((r) => r.service);
export const deleteService = (token: Token, id: number) => apiRequest<Ok>(`/company/services/${id}`, { method: 'DELETE', token });

export interface EmployeeInput {
  name: string;
  color: string;
  email: string;
  phone: string;
  is_active: boolean;
  services: number[];
  hours: EmployeeHoursDto[];
}
export const fetchEmployees = (token: Token, signal?: AbortSignal) =>
  apiRequest<Ok & { employees: SalonEmployeeDto[] }>('/company/employees', { token, signal }).then((r) => r.employees);
export const saveEmployee = (token: Token, id: number | null, input: EmployeeInput) =>
  apiRequest<Ok & { employee: SalonEmployeeDto }>(id ? `/company/employees/${id}` : '/company/employees', {
    method: id ? 'PUT' : 'POST',
    token,
    body: input,
  }).then((r) => r.employee);
export const deleteEmployee = (token: Token, id: number) => apiRequest<Ok>(`/company/employees/${id}`, { method: 'DELETE', token });

export const fetchSettings = (token: Token, signal?: AbortSignal) =>
  apiRequest<Ok & { settings: SalonSettingsDto }>('/company/settings', { token, signal }).then((r) => r.settings);
const put = (path: string, token: Token, body: unknown) =>
  apiRequest<Ok & { settings: SalonSettingsDto }>(path, { method: 'PUT', token, body }).then((r) => r.settings);
export const saveProfile = (token: Token, profile: SalonSettingsDto['profile']) => put('/company/profile', token, profile);
export const saveAddress = (token: Token, address: SalonSettingsDto['address']) => put('/company/address', token, address);
export const saveOpeningHours = (token: Token, hours: OpeningIntervalDto[]) => put('/company/opening-hours', token, { hours });
export const orderPhotos = (token: Token, ids: number[]) =>
  apiRequest<Ok & { photos: SalonPhotoDto[] }>('/company/photos/order', { method: 'PUT', token, body: { ids } }).then((r) => r.photos);
export const deletePhoto = (token: Token, id: number) => apiRequest<Ok>(`/company/photos/${id}`, { method: 'DELETE', token });

/** POST /api/company/photos as multipart/form-data (file, alt). */
export async function uploadPhoto(token: Token, file: File, alt: string): Promise<SalonPhotoDto> {
  const form = new FormData();
  form.set('alt', alt);
  form.set('file', file, file.name);
  const headers: Record<string, string> = { Accept: 'application/json' };
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
