/** Adds `t=<timestamp>` so that a replaced city image is never served from a stale cache. Pure. */
export function cacheBusted(url: string, timestamp: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}t=${timestamp}`;
}
