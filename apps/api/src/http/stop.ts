import type { Server } from 'node:http';
import type { Db } from '../db/connection';

/**
 * Stopping a server (a deploy, a scale-down) without failing the requests it has taken. Wrap the
 * server's fetch handler with `counted`, then `stopOnSignal(server)`: on SIGINT or SIGTERM it takes
 * no new connections, closes keep-alive ones once idle, and once the last request is answered
 * closes the database and exits 0. Requests are counted, not connections: a client that leaves
 * closes its connection while its answer is still being made from the database.
 */
export function gracefulStop(db: Db) {
  let answering = 0;
  let whenIdle: (() => void) | undefined;
  return {
    counted:
      <Args extends unknown[], Answer>(fetch: (...args: Args) => Answer | Promise<Answer>) =>
      async (...args: Args): Promise<Answer> => {
        answering += 1;
        try {
          return await fetch(...args);
        } finally {
          answering -= 1;
          if (answering === 0) whenIdle?.();
        }
      },
    stopOnSignal(server: Pick<Server, 'close' | 'closeIdleConnections' | 'on'>) {
      let stopping = false;
      // A keep-alive connection would stay open until its timeout: while stopping, it is closed
      // as soon as its answer is sent.
      server.on('request', (_request, response) =>
        response.on('finish', () => {
          if (stopping) server.closeIdleConnections();
        }),
      );
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        process.once(signal, () => {
          stopping = true;
          server.close(() => {
            whenIdle = () => void db.close().finally(() => process.exit(0));
            if (answering === 0) whenIdle();
          });
          server.closeIdleConnections();
        });
      }
    },
  };
}
