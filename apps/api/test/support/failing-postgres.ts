import net from 'node:net';

/** How a stand-in PostgreSQL server treats each connection. */
export type Failure =
  /** Answers the startup message with an ErrorResponse (FATAL) carrying this SQLSTATE, then closes. */
  | { refuse: string; message: string }
  /** Closes the connection as soon as it is opened. */
  | 'hang up'
  /** Accepts the connection and never answers. */
  | 'stay silent';

export interface FailingPostgres {
  url: string;
  close(): Promise<void>;
}

/** A PostgreSQL ErrorResponse message (protocol 3.0): severity, SQLSTATE and message fields. */
function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`, 'utf8');
  const header = Buffer.alloc(5);
  header.write('E', 0);
  header.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([header, fields]);
}

/**
 * A stand-in for a PostgreSQL server in trouble, on 127.0.0.1, speaking just enough of the wire
 * protocol to fail the way a real one does: node-postgres reports each failure as it would a real one.
 */
export async function startFailingPostgres(failure: Failure): Promise<FailingPostgres> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (failure === 'hang up') return void socket.destroy();
    if (failure === 'stay silent') return;
    // The client speaks first (its startup message); the answer is the refusal.
    socket.once('data', () => socket.end(errorResponse(failure.refuse, failure.message)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://nestway@127.0.0.1:${port}/nestway`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
