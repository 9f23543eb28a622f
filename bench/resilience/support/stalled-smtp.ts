import net from 'node:net';
import type { Cleanup } from './cleanup';

/**
 * Where a stalled mail server stops answering:
 * - 'connect': accepts the TCP connection and never says a word (no greeting);
 * - 'data': greets, accepts EHLO, MAIL FROM and RCPT TO, then never answers DATA.
 */
export type StallPoint = 'connect' | 'data';

export const stallDescriptions: Record<StallPoint, string> = {
  connect: 'accepts the connection, never greets',
  data: 'greets, accepts MAIL and RCPT, never answers DATA',
};

/** An SMTP server on 127.0.0.1 that stalls at `stallAt`; its connections are destroyed by the Cleanup. */
export async function startStalledSmtp(cleanup: Cleanup, stallAt: StallPoint): Promise<{ url: string; connections: () => number }> {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (stallAt === 'connect') return;
    socket.write('220 stalled.test ESMTP\r\n');
    let buffered = '';
    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      let end: number;
      while ((end = buffered.indexOf('\r\n')) !== -1) {
        const command = buffered.slice(0, end).toUpperCase();
        buffered = buffered.slice(end + 2);
        if (command.startsWith('EHLO')) socket.write('250-stalled.test\r\n250 8BITMIME\r\n');
        else if (command.startsWith('HELO')) socket.write('250 stalled.test\r\n');
        else if (command.startsWith('MAIL') || command.startsWith('RCPT') || command.startsWith('RSET') || command.startsWith('NOOP'))
          socket.write('250 OK\r\n');
        else if (command.startsWith('QUIT')) socket.end('221 Bye\r\n');
        // DATA and anything after it: silence.
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  cleanup.add(`stalled SMTP server :${port}`, async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { url: `smtp://127.0.0.1:${port}`, connections: () => connections };
}
