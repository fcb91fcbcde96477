/** Host and URL checks used by the crash screen and the development switcher. Pure. */
import { isLocalHost as isLocalHostname } from '../../../src/contract/text.js';

export { isLocalHostname };
export function hasFlag(search: string, name: string): boolean {
  return new URLSearchParams(search).get(name) === '1';
}

/** Error details are shown on a local host or with ?debug=1. */
export function shouldShowErrorDetails(hostname: string, search: string): boolean {
  return isLocalHostname(hostname) || hasFlag(search, 'debug');
}

/** The development language/market switcher shows on a local host or with ?demo=1. */
export function shouldShowDevSwitcher(hostname: string, search: string, serverSaysLocal = false): boolean {
  return serverSaysLocal || isLocalHostname(hostname) || hasFlag(search, 'demo');
}

/** The same address with debug=1 set (the crash screen's 'show details'). */
export function withDebugFlag(href: string): string {
  const url = new URL(href);
  url.searchParams.set('debug', '1');
  return url.toString();
}
