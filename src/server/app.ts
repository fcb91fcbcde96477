import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { createAnswerCache } from './answer-cache.js';
import type { Config, HttpTimeouts } from '../config/index.js';
import type { Core } from '../core/index.js';
import { authPlugin } from './plugins/auth.js';
import { editionPlugin } from './plugins/edition.js';
import { maintenancePlugin } from './plugins/maintenance.js';
import { clientErrorHandler, errorsPlugin } from './plugins/errors.js';
import { DEFAULT_LIMITS, type Limits, type TrustProxy } from '../config/limits.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { securityPlugin } from './plugins/security.js';
import { staticWebPlugin } from './plugins/static-web.js';
import { siteFor } from './seo/origins.js';
import { pageHead, STATIC_PAGE_PATHS } from './seo/page-head.js';
import { adminListingRoutes } from './routes/admin-listings.js';
import { adminUserRoutes } from './routes/admin-users.js';
import { appSettingsRoutes } from './routes/app-settings.js';
import { authRoutes } from './routes/auth.js';
import { twoFactorRoutes } from './routes/two-factor.js';
import { bookingManageRoutes } from './routes/booking-manage.js';
import { bookingRoutes } from './routes/booking.js';
import { companyRoutes } from './routes/companies.js';
import { customerRoutes } from './routes/customer.js';
import { directoryRoutes } from './routes/directory.js';
import { emailNotificationRoutes } from './routes/email-notifications.js';
import { emailsRoutes } from './routes/emails.js';
import { emailCampaignRoutes } from './routes/email-campaigns.js';
import { emailAnalyticsRoutes } from './routes/email-analytics.js';
import { webAnalyticsRoutes } from './routes/web-analytics.js';
import { emailCenterRoutes } from './routes/email-center.js';
import { mailComposeRoutes } from './routes/mail-compose.js';
import { mailOutboxRoutes } from './routes/mail-outbox.js';
import { mailAccountRoutes } from './routes/mail-account.js';
import { mailSettingsRoutes } from './routes/mail-settings.js';
import { mailSuppressionRoutes } from './routes/mail-suppressions.js';
import { mailTemplateRoutes } from './routes/mail-templates.js';
import { mailTrackingRoutes } from './routes/mail-tracking.js';
import { oauthRoutes } from './routes/oauth.js';
import { prospectRoutes } from './routes/prospects.js';
import { prospectImportRoutes } from './routes/prospects-import.js';
import { salonDashboardRoutes } from './routes/salon-dashboard.js';
import { salonPhotoRoutes } from './routes/salon-photos.js';
import { salonSettingsRoutes } from './routes/salon-settings.js';
import { salonStaffRoutes } from './routes/salon-staff.js';
import { seoRoutes } from './routes/seo.js';
import { systemRoutes } from './routes/system.js';
import { serverStatsRoutes } from './routes/server-stats.js';
import { logRoutes } from './routes/logs.js';
import { loggerOptions } from './log-options.js';
import { openApiRoutes } from './routes/openapi.js';
import { webhostingRoutes } from './routes/webhosting.js';
import { outdoorAdminRoutes } from './routes/outdoor-admin.js';
import { outdoorCompanyRoutes } from './routes/outdoor-company.js';
import { financeRoutes } from './routes/company-finance.js';
import { reportsRoutes } from './routes/reports.js';
import { promotionRoutes } from './routes/promotions.js';
import { legalDocumentRoutes } from './routes/legal-documents.js';
import { branchRoutes } from './routes/branches.js';
import { planRoutes } from './routes/plans.js';
import { featuredRoutes } from './routes/featured.js';
import { paymentsHoldsRoutes } from './routes/payments-holds.js';
import { webProjectRoutes } from './routes/web-projects.js';
import { shopRoutes } from './routes/shop.js';
import { shopAdminRoutes } from './routes/shop-admin.js';
import { paymentTransferRoutes } from './routes/payments-transfer.js';
import { paymentStatementRoutes } from './routes/payments-statements.js';
import { stripePaymentRoutes } from './routes/payments-stripe.js';
import { adminCardPaymentRoutes } from './routes/payments-admin-cards.js';
import { taskRoutes } from './routes/tasks.js';
import { socialRoutes } from './routes/social.js';
import { useContractSchemas } from './typed-routes.js';
import { createMetrics } from './metrics.js';

export type AppConfig = Pick<Config, 'domains' | 'analyticsScript' | 'publicUrl' | 'webRoot'> & {
  /** the profile map's tile server (MARKETPLACE_MAP_TILES_URL): the CSP allows its images, /api/edition names it */
  map?: Config['map'];
  /** website analytics (its external dashboard may be framed by the admin) */
  webAnalytics?: Config['webAnalytics'];
  logLevel?: string;
  /** where the log goes (serve: the standard output and the log store); default the standard output */
  logStream?: { write(line: string): unknown };
  http?: HttpTimeouts;
  maxUrlLength?: number;
  /** whose X-Forwarded-For to believe (default: nobody's) */
  trustProxy?: TrustProxy;
  /** per-address rate limits (default: config/limits.ts) */
  limits?: Pick<Limits, 'rate'>;
  /** MARKETPLACE_METRICS_TOKEN: GET /metrics for requests bearing it; without it no /metrics */
  metricsToken?: string;
};

/** fastify's default keep-alive timeout of an idle connection (a server of our own takes it over) */
const FASTIFY_KEEP_ALIVE_TIMEOUT_MS = 72_000;

/** A hop count trusts that many proxies in front of the server (fastify's own rule for a number). */
const trustedProxies = (trust: TrustProxy) => (typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust);

/** The HTTP face: plugins (edge, then app), then routes. Routes only parse, call core and present. */
export async function buildApp(core: Core, config: AppConfig, options: { logger?: FastifyServerOptions['logger'] } = {}) {
  let metrics: ReturnType<typeof createMetrics> | undefined;
  // answers the same for everybody, written before fastify sees a repeated request (answer-cache.ts says what it buys)
  const answers = createAnswerCache({
    now: () => core.clock.now().getTime(),
    settings: () => core.settings.generalNow(),
    served: (route, status, seconds) => {
      core.monitoring.requests.record(status);
      metrics?.observe('GET', route, status, seconds);
    },
  });
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel ?? 'info', config.logStream),
    genReqId: () => randomUUID(),
    // MARKETPLACE_TRUST_PROXY: off unless configured, so X-Forwarded-For cannot pick the address the limits count
    trustProxy: trustedProxies(config.trustProxy ?? false),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 300 },
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
    // URL and header overflows are answered by Node's parser, before any route: in the API's error shape too
    clientErrorHandler: clientErrorHandler({ maxUrlLength: config.maxUrlLength }),
    // the HTTP/1 server fastify would make, with the answer cache in front of its handler
    serverFactory: (handler) => {
      const server = http.createServer((req, res) => {
        if (!answers.answer(req, res)) handler(req, res);
      });
      // limits of a connection (MARKETPLACE_CONNECTION_TIMEOUT, _REQUEST_TIMEOUT, _KEEP_ALIVE_TIMEOUT; else fastify's defaults)
      server.keepAliveTimeout = config.http?.keepAliveTimeoutMs ?? FASTIFY_KEEP_ALIVE_TIMEOUT_MS;
      server.requestTimeout = config.http?.requestTimeoutMs ?? 0;
      server.setTimeout(config.http?.connectionTimeoutMs ?? 0);
      return server;
    },
  });

  // Prometheus's metrics (GET /metrics: every answer timed by route), only with MARKETPLACE_METRICS_TOKEN
  metrics = config.metricsToken ? createMetrics(app, core, config.metricsToken) : undefined;
  answers.keep(app);
  // server monitoring counts every answer (requests and 5xx per minute)
  app.addHook('onResponse', (_request, reply, done) => {
    core.monitoring.requests.record(reply.statusCode);
    done();
  });
  await app.register(errorsPlugin, {
    maxUrlLength: config.maxUrlLength,
    databaseEngine: core.engine === 'postgres' ? 'PostgreSQL' : 'SQLite',
  });
  await app.register(rateLimitPlugin, { core, limits: config.limits?.rate ?? DEFAULT_LIMITS.rate });
  await app.register(securityPlugin, {
    analyticsScript: config.analyticsScript,
    analyticsDashboard: config.webAnalytics?.dashboardUrl,
    mapTilesUrl: config.map?.tilesUrl,
    https: config.publicUrl?.startsWith('https://') ?? false,
  });
  await app.register(editionPlugin, { domains: config.domains, core });
  await app.register(authPlugin, { core });
  await app.register(maintenancePlugin, { core });
  await app.register(staticWebPlugin, {
    root: config.webRoot,
    head: (request, path) => pageHead(core, siteFor(request.edition, request.host, request.protocol, config.domains), path),
    sharedPages: STATIC_PAGE_PATHS,
  });
  await useContractSchemas(app, core.config.version);

  metrics?.registerRoute();
  await app.register(systemRoutes, { core, analyticsScript: config.analyticsScript, map: config.map ?? null });
  await app.register(serverStatsRoutes, { core });
  await app.register(logRoutes, { core });
  await app.register(authRoutes, { core });
  await app.register(twoFactorRoutes, { core });
  await app.register(oauthRoutes, { core });
  await app.register(directoryRoutes, { core });
  await app.register(companyRoutes, { core });
  await app.register(bookingRoutes, { core });
  await app.register(bookingManageRoutes, { core });
  await app.register(customerRoutes, { core });
  await app.register(salonDashboardRoutes, { core });
  await app.register(salonStaffRoutes, { core });
  await app.register(salonSettingsRoutes, { core });
  await app.register(salonPhotoRoutes, { core });
  await app.register(adminUserRoutes, { core });
  await app.register(mailTemplateRoutes, { core });
  await app.register(mailComposeRoutes, { core });
  await app.register(mailOutboxRoutes, { core });
  await app.register(emailsRoutes, { core });
  await app.register(emailCenterRoutes, { core });
  await app.register(mailSettingsRoutes, { core });
  await app.register(appSettingsRoutes, { core });
  await app.register(mailAccountRoutes, { core });
  await app.register(mailSuppressionRoutes, { core });
  await app.register(mailTrackingRoutes, { core });
  await app.register(emailNotificationRoutes, { core });
  await app.register(webhostingRoutes, { core });
  await app.register(webProjectRoutes, { core });
  await app.register(taskRoutes, { core });
  await app.register(socialRoutes, { core });
  await app.register(emailCampaignRoutes, { core });
  await app.register(emailAnalyticsRoutes, { core });
  await app.register(webAnalyticsRoutes, { core });
  await app.register(prospectRoutes, { core });
  await app.register(prospectImportRoutes, { core });
  await app.register(adminListingRoutes, { core });
  await app.register(outdoorCompanyRoutes, { core });
  await app.register(reportsRoutes, { core });
  await app.register(promotionRoutes, { core });
  await app.register(branchRoutes, { core });
  await app.register(featuredRoutes, { core });
  await app.register(paymentsHoldsRoutes, { core });
  await app.register(outdoorAdminRoutes, { core });
  await app.register(financeRoutes, { core });
  await app.register(legalDocumentRoutes, { core });
  await app.register(planRoutes, { core });
  await app.register(shopRoutes, { core });
  await app.register(shopAdminRoutes, { core });
  await app.register(paymentTransferRoutes, { core });
  await app.register(paymentStatementRoutes, { core });
  await app.register(stripePaymentRoutes, { core });
  await app.register(adminCardPaymentRoutes, { core });
  await app.register(seoRoutes, { core, domains: config.domains });
  await app.register(openApiRoutes);
  return app;
}
