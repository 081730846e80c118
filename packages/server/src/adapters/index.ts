/** Outside services behind interfaces, chosen by configuration; defaults work offline (DESIGN.md 7). */
import path from 'node:path';
import type { Config } from '../config.ts';
import type { EmailSender } from './email/email.ts';
import { outboxEmailSender } from './email/outbox.ts';
import { greatCircleRouting } from './routing/great-circle.ts';
import type { RoutingService } from './routing/routing.ts';
import { localDiskStorage, memoryStorage } from './storage/local-disk.ts';
import type { FileStorage } from './storage/storage.ts';

export interface Adapters {
  email: EmailSender;
  storage: FileStorage;
  routing: RoutingService;
}

export function defaultAdapters(config: Pick<Config, 'dataDir'>): Adapters {
  return {
    email: outboxEmailSender,
    storage: config.dataDir === 'memory://' ? memoryStorage() : localDiskStorage(path.join(config.dataDir, 'files')),
    routing: greatCircleRouting,
  };
}
