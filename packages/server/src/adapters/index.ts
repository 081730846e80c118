/** Outside services behind interfaces, chosen by configuration; defaults work offline (architecture.md 7). */
import path from 'node:path';
import type { Config } from '../config.ts';
import type { EmailSender, MailTransport } from './email/email.ts';
import { outboxEmailSender, outboxOnlyTransport } from './email/outbox.ts';
import { smtpTransport } from './email/smtp.ts';
import { inProcessOptimiser } from './optimiser/in-process.ts';
import type { RouteOptimiser } from './optimiser/optimiser.ts';
import { vroomOptimiser } from './optimiser/vroom.ts';
import { builtInGeocoder } from './geocoding/built-in.ts';
import type { GeocodingService } from './geocoding/geocoding.ts';
import { httpGeocoder } from './geocoding/nominatim.ts';
import { httpPayouts, operationsPayouts, type PayoutService } from './payouts/payouts.ts';
import { builtInCourses, type CoursePlatform } from './training/training.ts';
import { greatCircleRouting } from './routing/great-circle.ts';
import { osrmRouting } from './routing/osrm.ts';
import type { RoutingService } from './routing/routing.ts';
import { localDiskStorage, memoryStorage } from './storage/local-disk.ts';
import type { FileStorage } from './storage/storage.ts';

export interface Adapters {
  /** Records an email and enqueues its delivery, in the caller's transaction. */
  email: EmailSender;
  /** Delivers a recorded email, from a job after the commit. */
  mail: MailTransport;
  storage: FileStorage;
  routing: RoutingService;
  /** Builds nurses' days (ADR 040): our own search in a worker thread, or a VROOM server. */
  optimiser: RouteOptimiser;
  /** Wallet payouts (ADR 042): operations settle them in their console, or a provider's API. */
  payouts: PayoutService;
  /** Addresses become places (ADR 082): a Nominatim-compatible server, or the built-in demo area. */
  geocoding: GeocodingService;
  /** Training courses (requirements.md 7 getCourseUrl): the built-in course list by default. */
  training: CoursePlatform;
}

/** `warn` receives an adapter's fallback (OSRM down: great-circle times), for the server's log. */
export function defaultAdapters(
  config: Pick<
    Config,
    | 'dataDir'
    | 'smtpUrl'
    | 'mailFrom'
    | 'publicUrl'
    | 'vroomUrl'
    | 'geocoderUrl'
    | 'osrmUrl'
    | 'payouts'
    | 'sessionSecret'
  >,
  warn?: (fields: Record<string, unknown>, message: string) => void,
): Adapters {
  return {
    email: outboxEmailSender,
    mail: config.smtpUrl
      ? smtpTransport({
          url: config.smtpUrl,
          from: config.mailFrom,
          messageIdDomain: new URL(config.publicUrl).hostname,
        })
      : outboxOnlyTransport,
    storage: config.dataDir === 'memory://' ? memoryStorage() : localDiskStorage(path.join(config.dataDir, 'files')),
    // Road times by OSRM when configured, the great-circle estimate offline (ADR 083).
    routing: config.osrmUrl ? osrmRouting(config.osrmUrl, { warn }) : greatCircleRouting,
    optimiser: config.vroomUrl ? vroomOptimiser(config.vroomUrl) : inProcessOptimiser,
    payouts: config.payouts ? httpPayouts(config.payouts.url, config.payouts.apiKey) : operationsPayouts,
    training: builtInCourses(config.sessionSecret),
    geocoding: config.geocoderUrl ? httpGeocoder(config.geocoderUrl) : builtInGeocoder(),
  };
}
