import path from 'node:path';
import { fileURLToPath } from 'node:url';
import 'dotenv/config';
import { z } from 'zod';

/** Repository root, so relative defaults work whichever workspace a script starts in. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

const EnvSchema = z.object({
  /** `npm run dev` sets development (anonymous introspection); every other start is production. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  /** Unset: an embedded PostgreSQL under EXAMHALL_DATA_DIR is started. */
  DATABASE_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  /** Unset: BullMQ runs on PostgreSQL, pubsub and rate limits in process memory. */
  REDIS_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  /** Server processes sharing the port (Node's cluster); more than one needs REDIS_URL. */
  SERVER_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * Handles each server process accepts connections on (core/http/acceptors.ts): Node 20 takes one
   * new connection per handle per turn of the event loop, too few when a whole exam connects at once.
   */
  LISTEN_ACCEPTORS: z.coerce.number().int().min(1).max(256).default(64),
  /**
   * Database connections each server or worker process may open. Each statement holds its
   * connection until the event loop reads the answer, so on exam day the pool, not PostgreSQL,
   * sets how many saves are answered a second: 60 where 20 left saves waiting seconds (README).
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(60),
  EXAMHALL_DATA_DIR: z.string().default('.data'),
  /**
   * Port of the embedded PostgreSQL (only used when DATABASE_URL is unset). Unset: 54329, or a
   * free port when another program holds that one.
   */
  EMBEDDED_PG_PORT: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(65535).optional(),
  ),
  /** Run the BullMQ consumers inside the server process. Default: true when REDIS_URL is unset. */
  RUN_JOBS_IN_SERVER: z.preprocess(emptyToUndefined, bool(false).optional()),
  /** Apply pending migrations at start (the docker-compose migrate step sets it false for servers). */
  MIGRATE_ON_START: bool(true),
  /** Load the demo seed when the database has no users yet. */
  SEED_DEMO: bool(true),
  CAPTCHA_ENABLED: bool(true),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(24),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Number of proxies in front of the server (for the client IP used by rate limits). */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  /**
   * 32-byte key (base64 or hex) encrypting provider secrets and ID-card numbers at rest. Unset:
   * a random key is created once under EXAMHALL_DATA_DIR (fine for one machine; set it in production).
   */
  SECRET_KEY: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  /** Local file storage directory; default EXAMHALL_DATA_DIR/files. */
  FILES_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Largest accepted upload in megabytes. */
  UPLOAD_MAX_MB: z.coerce.number().positive().default(50),
  /** Uploads a learner (role type 1) may start in 10 minutes. */
  UPLOAD_RATE_LEARNER: z.coerce.number().int().positive().default(30),
  /** Uploads an administrator or proctor (role type 2) may start in 10 minutes. */
  UPLOAD_RATE_STAFF: z.coerce.number().int().positive().default(300),
  /** Megabytes of stored files a learner may own in total. */
  UPLOAD_QUOTA_LEARNER_MB: z.coerce.number().positive().default(200),
  /** Megabytes of stored files an administrator or proctor may own in total. */
  UPLOAD_QUOTA_STAFF_MB: z.coerce.number().positive().default(5120),
  /**
   * Origins besides the server's own host (comma-separated, e.g. https://exam.example.com) from
   * which a browser signed in by the `token` cookie may call state-changing REST routes.
   */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter((o) => o !== ''),
    )
    .pipe(
      z.array(
        z
          .string()
          .url()
          .transform((o) => new URL(o).origin),
      ),
    ),
  /**
   * Days a real-name photo that was rejected or replaced is kept (for a dispute or a second look)
   * before its file is deleted; 0 deletes it at the next hourly sweep.
   */
  REALNAME_PHOTO_RETENTION_DAYS: z.coerce.number().min(0).default(30),
  CAPTURE_RETENTION_DAYS: z.coerce.number().min(1).default(180),
  /** An exam socket silent (no 'ping') this long is a dead connection and is dropped. */
  EXAM_SOCKET_IDLE_SECONDS: z.coerce.number().min(1).default(30),
  /** Seconds a face token (the proof of a passed face check) stays valid. */
  FACE_TOKEN_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  /**
   * Cosine similarity (0..1) at or above which the local face model calls two faces the same
   * person. The default comes from measurements on real photos (server/src/modules/face/README.md).
   */
  FACE_MATCH_THRESHOLD: z.coerce.number().min(0).max(1).default(0.7),
  /** How far the best candidate of a one-to-many face match must lead the runner-up. */
  FACE_MATCH_MARGIN: z.coerce.number().min(0).max(1).default(0.05),
  /**
   * Seconds before another SMS code may be sent to the same number (the resend wait). 60 by
   * default; browser tests shorten it so a journey can send several codes to one number.
   */
  SMS_RESEND_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  /** Time allowed for one call to a cloud face provider, in milliseconds. */
  FACE_PROVIDER_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Tencent Cloud face API address (a private endpoint or proxy); default the public one. */
  FACE_QCLOUD_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  /** Baidu AI address; default https://aip.baidubce.com. */
  FACE_BAIDU_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  /** Aliyun facebody address; default https://facebody.cn-shanghai.aliyuncs.com. */
  FACE_ALIYUN_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  /** Aliyun upload-authorisation address; default https://openplatform.aliyuncs.com. */
  FACE_ALIYUN_UPLOAD_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  /**
   * Ed25519 public key that licence files must be signed with (PEM "BEGIN PUBLIC KEY", or the raw
   * 32-byte key in base64). Unset: no licence can be uploaded and the platform runs as the
   * community edition, unrestricted (see README "Licence").
   */
  LICENSE_PUBLIC_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  /** Aliyun STS address for OSS direct-upload credentials; default https://sts.aliyuncs.com. */
  STS_ALIYUN_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  /** Tencent Cloud STS address for COS direct-upload credentials; default the public one. */
  STS_QCLOUD_URL: z.preprocess(emptyToUndefined, z.string().url().optional()),
  /** Built client to serve; default client/dist. */
  CLIENT_DIST_DIR: z.string().optional(),
});

export type Env = Omit<z.infer<typeof EnvSchema>, 'EMBEDDED_PG_PORT'> & {
  /** The embedded PostgreSQL's port: EMBEDDED_PG_PORT, else 54329. */
  EMBEDDED_PG_PORT: number;
  /** EMBEDDED_PG_PORT was set: that port or nothing (else a free one when 54329 is taken). */
  embeddedPgPortChosen: boolean;
  dataDir: string;
  clientDistDir: string;
  filesDir: string;
  runJobsInServer: boolean;
};

const DEFAULT_EMBEDDED_PG_PORT = 54329;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = result.data;
  return {
    ...e,
    EMBEDDED_PG_PORT: e.EMBEDDED_PG_PORT ?? DEFAULT_EMBEDDED_PG_PORT,
    embeddedPgPortChosen: e.EMBEDDED_PG_PORT !== undefined,
    dataDir: path.resolve(repoRoot, e.EXAMHALL_DATA_DIR),
    clientDistDir: path.resolve(repoRoot, e.CLIENT_DIST_DIR ?? 'client/dist'),
    filesDir: path.resolve(repoRoot, e.FILES_DIR ?? path.join(e.EXAMHALL_DATA_DIR, 'files')),
    runJobsInServer: e.RUN_JOBS_IN_SERVER ?? e.REDIS_URL === undefined,
  };
}

export const env: Env = parseEnv();

// Libraries read NODE_ENV themselves and run development checks when it is unset (graphql-js
// inspects every type check's operands: 1 % of a loaded server's CPU), so they run in the
// platform's mode. Entry points import this module before anything that reads it.
process.env.NODE_ENV = env.NODE_ENV;
