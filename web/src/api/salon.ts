import type {
  EmployeeInputDto,
  NewReservationDto,
  OpeningIntervalDto,
  SalonBookingStatus,
  SalonPhotoDto,
  SalonSettingsDto,
} from '../../../src/contract/salon.js';
import type {
  salonCalendarResponse,
  salonClientsResponse,
  salonDashboardResponse,
  salonEmployeeResponse,
  salonEmployeesResponse,
  salonPhotoResponse,
  salonPhotosResponse,
  salonReservationResponse,
  salonReservationsResponse,
  salonServiceResponse,
  salonServicesResponse,
  salonSettingsResponse,
} from '../../../src/contract/salon.js';
import type { bookingResponse, slotsResponse } from '../../../src/contract/booking.js';
import type { okResponse } from '../../../src/contract/common.js';
import type { Answer } from './http.js';
import { apiRequest } from './http.js';
import { postForm } from './upload.js';

export type {
  SalonBookingDto,
  SalonBookingStatus,
  SalonEmployeeDto,
  SalonPhotoDto,
  SalonServiceDto,
  SalonSettingsDto,
} from '../../../src/contract/salon.js';

/** The salon dashboard's calls (/api/company/...), with the session's token; the server scopes every one to the caller's company. */
type Ok = Answer<typeof okResponse>;

/** Saves an item of the company's `items` (services, employees): PUT to its address when it has an id, else POST a new one. */
const saveItem = <T>(items: string, id: number | null, body: unknown) =>
  apiRequest<T>(id ? `/company/${items}/${id}` : `/company/${items}`, { method: id ? 'PUT' : 'POST', body });

export const fetchDashboard = (employee: number | null, signal?: AbortSignal) =>
  apiRequest<Answer<typeof salonDashboardResponse>>('/company/dashboard', { signal, query: { employee } }).then((r) => r.dashboard);

export const fetchCalendar = (from: string | null, employee: number | null, signal?: AbortSignal) =>
  apiRequest<Answer<typeof salonCalendarResponse>>('/company/calendar', { signal, query: { from, employee } }).then((r) => r.calendar);

export interface ReservationFilter {
  when: 'upcoming' | 'past' | 'all';
  status: SalonBookingStatus | '';
  employee: number | null;
  q: string;
  page: number;
}
export const fetchReservations = (f: ReservationFilter, signal?: AbortSignal) =>
  apiRequest<Answer<typeof salonReservationsResponse>>('/company/reservations', {
    signal,
    query: { when: f.when, status: f.status || undefined, employee: f.employee, q: f.q.trim() || undefined, page: f.page, limit: 25 },
  });

export type NewReservationInput = NewReservationDto;
export const createReservation = (input: NewReservationInput) =>
  apiRequest<Answer<typeof salonReservationResponse>>('/company/reservations', {
    method: 'POST',
    body: { ...input, note: input.note?.trim() || undefined },
  }).then((r) => r.booking);

export const changeStatus = (id: number, status: SalonBookingStatus) =>
  apiRequest<Answer<typeof bookingResponse>>(`/company/bookings/${id}/status`, { method: 'POST', body: { status } });

export const fetchClients = (q: string, page: number, signal?: AbortSignal) =>
  apiRequest<Answer<typeof salonClientsResponse>>('/company/clients', { signal, query: { q: q.trim() || undefined, page, limit: 25 } });

export interface ServiceInput {
  name: string;
  duration_minutes: number;
  price: number;
  is_active: boolean;
}
export const fetchServices = (signal?: AbortSignal) =>
  apiRequest<Answer<typeof salonServicesResponse>>('/company/services', { signal }).then((r) => r.services);
export const saveService = (id: number | null, input: ServiceInput) =>
  saveItem<Answer<typeof salonServiceResponse>>('services', id, input).then((r) => r.service);
export const deleteService = (id: number) => apiRequest<Ok>(`/company/services/${id}`, { method: 'DELETE' });

/** What the employee form sends: the contract's input (e-mail and phone may be empty). */
export type EmployeeInput = EmployeeInputDto;
export const fetchEmployees = (signal?: AbortSignal) =>
  apiRequest<Answer<typeof salonEmployeesResponse>>('/company/employees', { signal }).then((r) => r.employees);
export const saveEmployee = (id: number | null, input: EmployeeInput) =>
  saveItem<Answer<typeof salonEmployeeResponse>>('employees', id, input).then((r) => r.employee);
export const deleteEmployee = (id: number) => apiRequest<Ok>(`/company/employees/${id}`, { method: 'DELETE' });

export const fetchSettings = (signal?: AbortSignal) =>
  apiRequest<Answer<typeof salonSettingsResponse>>('/company/settings', { signal }).then((r) => r.settings);
const put = (path: string, body: unknown) =>
  apiRequest<Answer<typeof salonSettingsResponse>>(path, { method: 'PUT', body }).then((r) => r.settings);
export const saveProfile = (profile: SalonSettingsDto['profile']) => put('/company/profile', profile);
export const saveAddress = (address: SalonSettingsDto['address']) => put('/company/address', address);
export const saveOpeningHours = (hours: OpeningIntervalDto[]) => put('/company/opening-hours', { hours });
export const orderPhotos = (ids: number[]) =>
  apiRequest<Answer<typeof salonPhotosResponse>>('/company/photos/order', { method: 'PUT', body: { ids } }).then((r) => r.photos);
export const deletePhoto = (id: number) => apiRequest<Ok>(`/company/photos/${id}`, { method: 'DELETE' });

/** POST /api/company/photos as multipart/form-data (file, alt). */
export async function uploadPhoto(file: File, alt: string): Promise<SalonPhotoDto> {
  const form = new FormData();
  form.set('alt', alt);
  form.set('file', file, file.name);
  return (await postForm<Answer<typeof salonPhotoResponse>>('/company/photos', form)).photo;
}

/** The free start times of a service on a day (the public slots call of the booking modal). */
export const fetchSlots = (slug: string, service: number, employee: number | null, date: string, signal?: AbortSignal) =>
  apiRequest<Answer<typeof slotsResponse>>(`/companies/${encodeURIComponent(slug)}/slots`, {
    signal,
    query: { service, employee, from: date },
  }).then((r) => r.days.find((d) => d.date === date)?.slots ?? []);
