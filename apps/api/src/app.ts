import { Hono } from 'hono';
import type { Db } from './db/connection';
import { shopRoutes } from './routes/shop';

export interface AppOptions {
  db: Db;
}

/** The `/api/v1` application. Mount it on its own server or inside the store's server. */
export function createApp({ db }: AppOptions) {
  const app = new Hono();
  const v1 = new Hono();

  v1.route('/', shopRoutes(db));

  app.route('/api/v1', v1);
  // Explicit catch-all (not notFound) so it also answers when this app is mounted in the store's server.
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));
  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  app.onError((error, c) => {
    // Never send a stack trace; log it for the operator.
    console.error(error);
    return c.json({ error: 'Something went wrong on our side. Please try again.' }, 500);
  });
  return app;
}
