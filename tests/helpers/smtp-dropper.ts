import net from 'node:net';

/** What the server does once a message's data has arrived whole. */
export type AfterData = 'accept' | 'refuse' | 'drop';

export interface SmtpDropper {
  url: string;
  /** messages whose data arrived whole (whatever the server then did) */
  received: number;
  afterData: AfterData;
  close(): Promise<void>;
}

/**
 * A minimal SMTP server on loopback for the one case smtp-server cannot play: the connection breaks
 * after the whole message arrived, before the server answers it (`drop`). `refuse` answers 451 to the
 * data instead, `accept` 250.
 */
export async function startSmtpDropper(): Promise<SmtpDropper> {
  const state: Omit<SmtpDropper, 'url' | 'close'> = { received: 0, afterData: 'accept' };
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    socket.write('220 dropper ESMTP\r\n');
    let buffer = '';
    let inData = false;
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          buffer = buffer.slice(end + 5);
          inData = false;
          state.received += 1;
          if (state.afterData === 'drop') return void socket.destroy();
          socket.write(state.afterData === 'refuse' ? '451 4.3.0 Zkuste to později\r\n' : '250 2.0.0 OK přijato\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const command = buffer.slice(0, newline).slice(0, 4).toUpperCase();
        buffer = buffer.slice(newline + 2);
        if (command === 'EHLO' || command === 'HELO') socket.write('250-dropper\r\n250 8BITMIME\r\n');
        else if (command === 'DATA') {
          inData = true;
          buffer = `\r\n${buffer}`; // the end mark may follow the DATA line directly
          socket.write('354 Pokračujte\r\n');
        } else if (command === 'QUIT') socket.end('221 Nashledanou\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return Object.assign(state, {
    url: `smtp://127.0.0.1:${port}?tls=off`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.unref();
      }),
  }) as SmtpDropper;
}
