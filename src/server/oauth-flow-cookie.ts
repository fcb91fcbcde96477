import type { FastifyReply, FastifyRequest } from 'fastify';

/** The started sign-in (sealed by core) rides in this cookie from /start to /callback, and no further. */
const FLOW_COOKIE = 'marketplace_oauth';
const COOKIE_PATH = '/auth/oauth/';

export function readFlowCookie(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === FLOW_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * HttpOnly, Lax (sent on the provider's top-level redirect back). A provider that POSTs its answer
 * (Apple, form_post) is a cross-site POST, which only a SameSite=None cookie survives: that needs
 * https (Secure), which such providers demand anyway; on plain http (local development) Lax stays.
 */
export function setFlowCookie(request: FastifyRequest, reply: FastifyReply, value: string, maxAgeSeconds: number, formPost: boolean) {
  const https = request.protocol === 'https';
  const sameSite = formPost && https ? 'None' : 'Lax';
  const attributes = [`Path=${COOKIE_PATH}`, `Max-Age=${maxAgeSeconds}`, 'HttpOnly', `SameSite=${sameSite}`, ...(https ? ['Secure'] : [])];
  reply.header('set-cookie', `${FLOW_COOKIE}=${encodeURIComponent(value)}; ${attributes.join('; ')}`);
}

export function clearFlowCookie(request: FastifyRequest, reply: FastifyReply) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${FLOW_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secure}`);
}

/** The public origin this request was served under (behind a trusted proxy: its forwarded scheme and host). */
export const servedOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
