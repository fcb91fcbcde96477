import net from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends raw bytes to a listening app on loopback and reads the answer until the server closes. The
 * request line reaches the server as written (`app.inject` parses its url and drops a `#…`).
 */
export function rawRequest(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    socket.setTimeout(20_000, () => socket.destroy(new Error('no answer')));
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...lines] = head!.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine!.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

/** One HTTP/1.1 request with its url written literally, closing the connection after the answer. */
export function rawHttp(
  port: number,
  method: string,
  url: string,
  options: { headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const body = options.body ?? '';
  const headers = {
    host: '127.0.0.1',
    connection: 'close',
    ...(body && { 'content-length': String(Buffer.byteLength(body)) }),
    ...options.headers,
  };
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return rawRequest(port, `${method} ${url} HTTP/1.1\r\n${head}\r\n${body}`);
}

/** The port of an app listening on loopback. */
export const portOf = (server: net.Server) => (server.address() as net.AddressInfo).port;
