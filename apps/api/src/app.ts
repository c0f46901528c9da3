import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { type ApiConfig, readConfig } from './config';
import type { Db } from './db/connection';
import { httpCaching } from './http/caching';
import { limitBodySize, limitFormRate, refuseNulInUrl } from './http/guards';
import { catalogueRoutes } from './routes/catalogue';
import { contentRoutes } from './routes/content';
import { downloadRoutes } from './routes/downloads';
import { formRoutes } from './routes/forms';
import { imageRoutes } from './routes/images';
import { createOrderMailer } from './mail/orderMail';
import { payPalGateway } from './payments/paypal';
import { testCardProcessor } from './payments/processors';
import type { PaymentProviders } from './payments/service';
import { stripeProcessor } from './payments/stripe';
import { paymentRoutes } from './routes/payments';
import { shopRoutes } from './routes/shop';

export interface AppOptions {
  db: Db;
  /**
   * Defaults to the environment's (see config.ts): CORS_ORIGINS, RATE_LIMIT_FORMS,
   * RATE_LIMIT_WINDOW_SECONDS and the payment and mail variables.
   */
  config?: Partial<Pick<ApiConfig, 'corsOrigins' | 'formRateLimit' | 'payments'>>;
}

const FORM_PATHS = ['/api/v1/subscribers', '/api/v1/contact', '/api/v1/inquiry', '/api/v1/orders', '/api/v1/payments', '/api/v1/payments/:id/confirm'];

/** The card processor, PayPal and the mailer the settings name. */
export function paymentProviders(settings: ApiConfig['payments']): PaymentProviders {
  const { stripeSecretKey, paypalClientId, paypalClientSecret } = settings;
  return {
    card: stripeSecretKey ? stripeProcessor({ secretKey: stripeSecretKey, apiBase: settings.stripeApiBase }) : testCardProcessor,
    paypal:
      paypalClientId && paypalClientSecret
        ? payPalGateway({ clientId: paypalClientId, clientSecret: paypalClientSecret, apiBase: settings.paypalApiBase })
        : undefined,
    mailer: createOrderMailer({ smtpUrl: settings.smtpUrl, outboxDir: settings.outboxDir, from: settings.mailFrom }),
  };
}

/**
 * The `/api/v1` application and the generated pictures under `/images/`. Mount it at `/` on its own
 * server or inside the store's server.
 */
export function createApp({ db, config = {} }: AppOptions) {
  const settings = { ...readConfig(), ...config };
  const app = new Hono();

  // Images are public and may be shown by a store on another origin; JSON reads are still guarded by CORS.
  app.use('/api/*', secureHeaders({ crossOriginResourcePolicy: 'cross-origin' }));
  app.use('/images/*', secureHeaders({ crossOriginResourcePolicy: 'cross-origin' }));
  if (settings.corsOrigins.length > 0) {
    const corsMiddleware = cors({ origin: settings.corsOrigins, allowMethods: ['GET', 'POST'], maxAge: 600 });
    app.use('/api/*', corsMiddleware);
    app.use('/images/*', corsMiddleware);
  }
  app.use('/api/*', refuseNulInUrl);
  app.use('/api/v1/*', httpCaching());
  const rateLimit = limitFormRate(db, settings.formRateLimit);
  for (const path of FORM_PATHS) {
    app.post(path, limitBodySize(), rateLimit);
  }

  const v1 = new Hono();
  v1.route('/', shopRoutes(db));
  v1.route('/', catalogueRoutes(db));
  v1.route('/', contentRoutes(db));
  v1.route('/', formRoutes(db));
  v1.route('/', paymentRoutes(db, paymentProviders(settings.payments)));
  v1.route('/', downloadRoutes(db));

  app.route('/api/v1', v1);
  app.route('/', imageRoutes());
  // Explicit catch-alls (not notFound) so they also answer when this app is mounted in the store's server.
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));
  app.all('/images/*', (c) => c.json({ error: 'No such image' }, 404));
  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) return c.json({ error: error.message || 'Bad request' }, error.status);
    // Never send a stack trace; log it for the operator.
    console.error(error);
    return c.json({ error: 'Something went wrong on our side. Please try again.' }, 500);
  });
  return app;
}
