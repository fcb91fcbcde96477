import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * The HTTP server's open connections, each known as busy (a request in progress) or idle. Node's own
 * closeIdleConnections() leaves a connection that never sent a request open, and once the server
 * stops listening nothing times it out, so a shutdown uses this instead: closeIdle() closes every idle
 * connection at once and each busy one as soon as its response is out (new ones are refused);
 * destroyAll() cuts whatever is left (the deadline).
 */
export function trackConnections(server: Server) {
  const requestsOf = new Map<Socket, number>();
  let closing = false;

  server.on('connection', (socket: Socket) => {
    if (closing) return void socket.destroy();
    requestsOf.set(socket, 0);
    socket.once('close', () => requestsOf.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    if (!requestsOf.has(socket)) return;
    requestsOf.set(socket, (requestsOf.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = requestsOf.get(socket);
      if (left === undefined) return;
      requestsOf.set(socket, left - 1);
      if (closing && left === 1) socket.end(); // its response is out: no further request on it
    });
  });

  return {
    /** Closes the idle connections now and each busy one once its response is out. */
    closeIdle() {
      closing = true;
      for (const [socket, requests] of requestsOf) if (requests === 0) socket.destroy();
    },
    /** Cuts every connection left. */
    destroyAll() {
      closing = true;
      for (const socket of requestsOf.keys()) socket.destroy();
    },
    /** connections still open */
    get open() {
      return requestsOf.size;
    },
  };
}

export type Connections = ReturnType<typeof trackConnections>;
