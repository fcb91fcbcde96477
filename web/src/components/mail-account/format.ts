/** A sync's time as a Czech date and time in the edition's zone: '26. 11. 2026 2:05'. Pure. */
export function formatSyncTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('cs-CZ', { day: 'numeric', month: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone });
}
