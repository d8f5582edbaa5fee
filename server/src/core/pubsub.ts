import { setMaxListeners } from 'node:events';
import { createPubSub } from '@graphql-yoga/subscription';
import type { Redis } from 'ioredis';
import { logger } from './logger.ts';

/**
 * Topics and their payloads. Every cross-process event goes through here: with Redis it reaches
 * every server process; without Redis (embedded default) there is a single process anyway.
 */
export interface Topics {
  /** Sessions ended (logout, password change, loginTick, user disabled): drop them from every cache. */
  SESSIONS_REVOKED: [{ tokenHashes: string[] }];
  /** A user's roles or permissions changed: cached sessions of that user must be reloaded. */
  USER_ACCESS_CHANGED: [{ userId: string }];
}

/**
 * The publishing connection's options: the publishes of one turn of the event loop (the progress
 * events of a batch of saves answered together) go to Redis in one write, not one write each.
 */
export const PUBLISHER_OPTIONS = { enableAutoPipelining: true } as const;

type TopicKey = keyof Topics & string;
type Listener = Parameters<EventTarget['addEventListener']>[1];

/** A minimal EventTarget over Redis pub/sub, the shape @graphql-yoga/subscription expects. */
class RedisEventTarget extends EventTarget {
  private readonly counts = new Map<string, number>();
  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
  ) {
    super();
    // One listener per subscriber of a topic (every proctor of an exam): no leak warning.
    setMaxListeners(0, this);
    subscriber.on('message', (channel: string, message: string) => {
      let detail: unknown;
      try {
        detail = JSON.parse(message);
      } catch {
        logger.warn({ channel }, 'dropped a malformed pubsub message');
        return;
      }
      super.dispatchEvent(Object.assign(new Event(channel), { detail }));
    });
  }

  override addEventListener(type: string, cb: Listener): void {
    const n = this.counts.get(type) ?? 0;
    this.counts.set(type, n + 1);
    if (n === 0) this.subscriber.subscribe(type).catch(redisFailed('subscribe', type));
    super.addEventListener(type, cb);
  }

  override removeEventListener(type: string, cb: Listener): void {
    const n = (this.counts.get(type) ?? 1) - 1;
    if (n <= 0) {
      this.counts.delete(type);
      this.subscriber.unsubscribe(type).catch(redisFailed('unsubscribe', type));
    } else this.counts.set(type, n);
    super.removeEventListener(type, cb);
  }

  override dispatchEvent(event: Event): boolean {
    const detail = (event as Event & { detail?: unknown }).detail;
    this.publisher
      .publish(event.type, JSON.stringify(detail ?? null))
      .catch(redisFailed('publish', event.type));
    return true;
  }
}

/** A failed Redis call is logged: a lost connection (or shutdown) must not crash the process. */
function redisFailed(op: string, channel: string) {
  return (e: unknown) => logger.warn({ err: e, op, channel }, 'pubsub Redis call failed');
}

export function createAppPubSub(redis?: { publisher: Redis; subscriber: Redis }) {
  let eventTarget: EventTarget;
  if (redis === undefined) {
    eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
  } else eventTarget = new RedisEventTarget(redis.publisher, redis.subscriber);
  return createPubSub<{ [K in TopicKey]: Topics[K] }>({ eventTarget });
}

export type AppPubSub = ReturnType<typeof createAppPubSub>;
