import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values are secrets (sign-in, verification and reset tokens, signed links, OAuth codes). */
const SECRET_PARAM = /token|password|secret|code|sig|key|state/i;

/** A URL with the values of secret-looking query parameters replaced, for the log. */
export function maskedUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && SECRET_PARAM.test(decodeURIComponent(name)) ? `${name}=[skryto]` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

/**
 * The server's pino options: its level, secrets kept out of every line (headers with credentials and
 * fields named like secrets are redacted, a request's URL has its secret-looking query values masked:
 * the log is readable in the back office through `GET /api/logs`), and the destination (`serve`: the
 * standard output and the log store).
 */
export function loggerOptions(level: string, stream?: { write(line: string): unknown }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream && { stream }),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'headers.cookie',
        'password',
        'token',
        'secret',
        '*.password',
        '*.token',
        '*.secret',
        '*.smtp_password',
        '*.imap_password',
      ],
      censor: '[skryto]',
    },
    serializers: {
      req: (req: { method?: string; url?: string; host?: string; hostname?: string; ip?: string }) => ({
        method: req.method,
        url: maskedUrl(req.url),
        host: req.host ?? req.hostname,
        remoteAddress: req.ip,
      }),
    },
  };
}
