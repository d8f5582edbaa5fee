import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { seedDemo } from '../../prisma/seed/seed.ts';
import { buildAppSchema } from './core/graphql/schema.ts';
import { addAcceptors } from './core/http/acceptors.ts';
import { createHttpApp, type HttpApp } from './core/http/app.ts';
import { createInfra, type Infra, type InfraOptions } from './core/infra.ts';
import { logger } from './core/logger.ts';
import { listenError } from './core/startup-checks.ts';
import { createServices, type Services } from './services.ts';
import { startJobConsumers } from './worker/register-jobs.ts';

export interface PlatformOptions extends InfraOptions {
  port?: number;
  host?: string;
  /** Run the BullMQ consumers in this process (embedded default). */
  runJobs?: boolean;
  /** Load the demo seed when no user exists yet. */
  seed?: boolean;
}

export interface Platform {
  url: string;
  infra: Infra;
  services: Services;
  http: HttpApp;
  stop(): Promise<void>;
}

/** Pending connections the kernel keeps for accept (capped by net.core.somaxconn). */
const LISTEN_BACKLOG = 16_384;

/** Starts everything a server process runs; `main.ts` and the integration tests share it. */
export async function startPlatform(opts: PlatformOptions = {}): Promise<Platform> {
  const infra = await createInfra(opts);
  let services: Services | undefined;
  try {
    if (opts.seed ?? infra.env.SEED_DEMO) {
      const users = await infra.prisma.user.count();
      if (users === 0) {
        await seedDemo(infra.prisma);
        logger.info('demo data loaded');
      }
    }
    services = createServices(infra);
    const schema = await buildAppSchema(infra.pubsub);
    const http = await createHttpApp(infra, services, schema);
    if (opts.runJobs ?? infra.env.runJobsInServer) await startJobConsumers(infra, services);
    const listenPort = opts.port ?? infra.env.PORT;
    const listenHost = opts.host ?? infra.env.HOST;
    await new Promise<void>((resolve, reject) => {
      http.server.once('error', (e) => reject(listenError(e, listenPort, listenHost)));
      // A sitting's start opens thousands of connections at once: Node's default backlog (511)
      // drops the rest, and their clients wait out TCP's retransmission (1 s, 3 s, 7 s ...).
      http.server.listen({ port: listenPort, host: listenHost, backlog: LISTEN_BACKLOG }, () =>
        resolve(),
      );
    });
    const acceptors = await addAcceptors(http.server, infra.env.LISTEN_ACCEPTORS, LISTEN_BACKLOG);
    const { port } = http.server.address() as AddressInfo;
    const s = services;
    let stopping: Promise<void> | undefined;
    return {
      url: `http://localhost:${port}`,
      infra,
      services: s,
      http,
      stop() {
        stopping ??= (async () => {
          acceptors.close();
          await http.close();
          logger.info('HTTP and WebSocket closed');
          await s.close();
          await infra.close();
          logger.info('queues, Redis and database closed');
        })();
        return stopping;
      },
    };
  } catch (e) {
    await services?.close();
    await infra.close();
    throw e;
  }
}
