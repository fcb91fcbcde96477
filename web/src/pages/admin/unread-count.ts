/** Text of the unread badge: nothing for 0 (or less), the number up to 999, then '999+'. Pure. */
export const UNREAD_CAP = 999;

export function formatUnreadCount(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  const whole = Math.floor(count);
  if (whole <= 0) return null;
  return whole > UNREAD_CAP ? `${UNREAD_CAP}+` : String(whole);
}
