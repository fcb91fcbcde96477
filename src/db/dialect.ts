/** Values differ by driver on the way out: normalise them here. */
export function toIso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return new Date(value).toISOString();
  const text = String(value);
  return text.includes('T') ? new Date(text).toISOString() : new Date(`${text.replace(' ', 'T')}Z`).toISOString();
}

export const toBool = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 't';

export const toNumber = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; errno?: number; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT' && /UNIQUE/.test(e.message ?? '');
};
