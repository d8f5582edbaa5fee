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
 * Topics whose publishers may ask whether anyone listens (`isHeard`) and skip an event nobody
 * hears: a proctor's exam feed, where every save is a progress event and most sittings have no
 * proctor watching. Every process announces its first subscriber of such a topic's channel.
 */
export const HEARD_TOPICS: ReadonlySet<string> = new Set(['EXAM_WATCH']);

/** How often a process re-reads which heard topics' channels have a subscriber in any process. */
export const HEARD_REFRESH_MS = 10_000;

/** The topic of an event type (`EXAM_WATCH:<examId>` -> `EXAM_WATCH`). */
const topicOf = (type: string) => {
  const colon = type.indexOf(':');
  return colon < 0 ? type : type.slice(0, colon);
};

/** An in-process EventTarget that knows whether a type has a listener. */
class LocalEventTarget extends EventTarget {
  private readonly counts = new Map<string, number>();
  constructor() {
    super();
    setMaxListeners(0, this);
  }

  override addEventListener(type: string, cb: Listener): void {
    this.counts.set(type, (this.counts.get(type) ?? 0) + 1);
    super.addEventListener(type, cb);
  }

  override removeEventListener(type: string, cb: Listener): void {
    const n = (this.counts.get(type) ?? 1) - 1;
    if (n <= 0) this.counts.delete(type);
    else this.counts.set(type, n);
    super.removeEventListener(type, cb);
  }

  isHeard(type: string): boolean {
    return this.counts.has(type);
  }

  close(): void {}
}

/**
 * A minimal EventTarget over Redis pub/sub, the shape @graphql-yoga/subscription expects. Redis
 * channels are shared by all of a server's databases, so each channel carries the database number
 * of the connection (`db5:EXAM_WATCH:...`): two platforms on one Redis, each with its own database,
 * never receive each other's events.
 *
 * Whether a heard topic's channel has a subscriber in any process is Redis's own count
 * (`PUBSUB CHANNELS`), read at start and every HEARD_REFRESH_MS; a process that subscribes to such a
 * channel first tells every process on a control channel once Redis has the subscription, so a new
 * watcher is heard within a message's time, and one that left is forgotten at the next read.
 */
class RedisEventTarget extends EventTarget {
  private readonly counts = new Map<string, number>();
  private readonly prefix: string;
  private readonly control: string;
  /** Channels of heard topics with a subscriber somewhere; undefined until Redis first answers. */
  private heard: Set<string> | undefined;
  /** Announcements received while a read of Redis's channels is under way (it may predate them). */
  private announcedDuringRead: string[] | undefined;
  private readonly refreshTimer: NodeJS.Timeout;
  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    heardRefreshMs: number,
  ) {
    super();
    this.prefix = `db${publisher.options.db ?? 0}:`;
    this.control = `${this.prefix}__subscribed`;
    // One listener per subscriber of a topic (every proctor of an exam): no leak warning.
    setMaxListeners(0, this);
    // Listening to announcements before the first read: a subscription is in the read or announced.
    subscriber
      .subscribe(this.control)
      .then(() => this.readHeard())
      .catch(redisFailed('subscribe', this.control));
    this.refreshTimer = setInterval(() => void this.readHeard(), heardRefreshMs).unref();
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.control) {
        this.heard?.add(message);
        this.announcedDuringRead?.push(message);
        return;
      }
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
    if (n === 0) {
      const announce = HEARD_TOPICS.has(topicOf(type));
      this.subscriber
        .subscribe(channel)
        .then(() => (announce ? this.publisher.publish(this.control, channel) : undefined))
        .catch(redisFailed('subscribe', channel));
    }
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

  /** Whether a process subscribes to this type's channel; true while Redis has not answered yet. */
  isHeard(type: string): boolean {
    if (this.heard === undefined || this.counts.has(type)) return true;
    return this.heard.has(this.prefix + type);
  }

  close(): void {
    clearInterval(this.refreshTimer);
  }

  /** Reads which heard topics' channels Redis counts a subscriber for, in every process. */
  private async readHeard(): Promise<void> {
    if (this.announcedDuringRead !== undefined) return;
    const announced: string[] = [];
    this.announcedDuringRead = announced;
    try {
      const next = new Set<string>();
      for (const topic of HEARD_TOPICS) {
        const channels = (await this.publisher.pubsub(
          'CHANNELS',
          `${this.prefix}${topic}:*`,
        )) as string[];
        for (const c of channels) next.add(c);
      }
      for (const c of announced) next.add(c);
      this.heard = next;
    } catch (e) {
      // Unknown again: every event is published until Redis answers.
      this.heard = undefined;
      redisFailed('pubsub channels', this.control)(e);
    } finally {
      this.announcedDuringRead = undefined;
    }
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

export function createAppPubSub(
  redis?: { publisher: Redis; subscriber: Redis },
  opts: { heardRefreshMs?: number | undefined } = {},
) {
  const eventTarget =
    redis === undefined
      ? new LocalEventTarget()
      : new RedisEventTarget(
          redis.publisher,
          redis.subscriber,
          opts.heardRefreshMs ?? HEARD_REFRESH_MS,
        );
  const pubsub = createPubSub<{ [K in TopicKey]: Topics[K] }>({ eventTarget });
  return Object.assign(pubsub, {
    /**
     * Whether an event of a heard topic (HEARD_TOPICS) would reach a subscriber in any process; an
     * event nobody hears need not be built or sent. True when unknown (Redis not answering).
     */
    isHeard<K extends TopicKey>(topic: K, id: string): boolean {
      return eventTarget.isHeard(`${topic}:${id}`);
    },
    /** Stops the periodic read of Redis's channels (before the Redis connections close). */
    close(): void {
      eventTarget.close();
    },
  });
}

export type AppPubSub = ReturnType<typeof createAppPubSub>;
