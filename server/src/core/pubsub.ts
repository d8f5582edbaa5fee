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

/**
 * A minimal EventTarget over Redis pub/sub, the shape @graphql-yoga/subscription expects. Redis
 * channels are shared by all of a server's databases, so each channel carries the database number
 * of the connection (`db5:EXAM_WATCH:...`): two platforms on one Redis, each with its own database,
 * never receive each other's events.
 */
class RedisEventTarget extends EventTarget {
  private readonly counts = new Map<string, number>();
  private readonly prefix: string;
  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
  ) {
    super();
    this.prefix = `db${publisher.options.db ?? 0}:`;
    // One listener per subscriber of a topic (every proctor of an exam): no leak warning.
    setMaxListeners(0, this);
    subscriber.on('message', (channel: string, message: string) => {
      if (!channel.startsWith(this.prefix)) return;
      let detail: unknown;
      try {
        detail = JSON.parse(message);
      } catch {
        logger.warn({ channel }, 'dropped a malformed pubsub message');
        return;
      }
      const type = channel.slice(this.prefix.length);
      super.dispatchEvent(Object.assign(new Event(type), { detail }));
    });
  }

  override addEventListener(type: string, cb: Listener): void {
    const n = this.counts.get(type) ?? 0;
    this.counts.set(type, n + 1);
    const channel = this.prefix + type;
    if (n === 0) this.subscriber.subscribe(channel).catch(redisFailed('subscribe', channel));
    super.addEventListener(type, cb);
  }

  override removeEventListener(type: string, cb: Listener): void {
    const n = (this.counts.get(type) ?? 1) - 1;
    const channel = this.prefix + type;
    if (n <= 0) {
      this.counts.delete(type);
      this.subscriber.unsubscribe(channel).catch(redisFailed('unsubscribe', channel));
    } else this.counts.set(type, n);
    super.removeEventListener(type, cb);
  }

  override dispatchEvent(event: Event): boolean {
    const detail = (event as Event & { detail?: unknown }).detail;
    const channel = this.prefix + event.type;
    this.publisher
      .publish(channel, JSON.stringify(detail ?? null))
      .catch(redisFailed('publish', channel));
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
