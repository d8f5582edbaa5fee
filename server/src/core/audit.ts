/**
 * The audit log of admin actions, recorded centrally
 * at the two edges, never by the services:
 * - GraphQL: every Mutation field is wrapped once the schema is built (`auditMutations`);
 * - REST: the router calls `restAuditTrail` around each route.
 * A call is recorded when it is an admin write: a mutation that requires a permission code, a
 * REST route of kind 'write' whose access is a permission, any write by a role type 2 user, and
 * any call refused for lack of permission (attempts count too). Reads and anonymous calls are not
 * recorded, nor a user's own exam and practice work (`@OwnWork()` mutations, 'own-work' routes):
 * an admin sitting an exam is not administering.
 * Each row holds who, what (mutation name or REST path), when, the target id(s), the outcome with
 * the catalogue name, the IP and a small redacted copy of the input (never passwords or secrets).
 * A read of something another user owns that needs a reason (someone else's export) is recorded
 * by the service granting it, through the edge's `AuditWitness` (`recordReasonedRead`).
 */
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import { Extensions, getMetadataStorage } from 'type-graphql';
import type { SessionUser } from './auth/session-user.ts';
import { isAppError } from './errors/index.ts';
import type { GqlContext } from './graphql/context.ts';
import { logger } from './logger.ts';
import type { Db } from './prisma.ts';
import type { Prisma } from '../generated/prisma/client.ts';

export interface AuditEntry {
  actorId: string;
  actorName: string;
  action: string;
  targetType: string;
  targetId: string;
  outcome: 'ok' | 'error';
  errorName: string | null;
  detail: Record<string, unknown>;
  ip: string;
}

/** Writes audit rows. A failed write is logged and never fails the audited call. */
export class AuditRecorder {
  constructor(private readonly db: Db) {}

  async record(entry: AuditEntry): Promise<void> {
    try {
      await this.recordOrThrow(entry);
    } catch (e) {
      logger.error({ err: e, action: entry.action }, 'audit log write failed');
    }
  }

  /** Writes an audit row that what it records depends on: a failed write fails the call. */
  async recordOrThrow(entry: AuditEntry): Promise<void> {
    await this.db.auditLog.create({
      data: {
        actorId: entry.actorId,
        actorName: entry.actorName.slice(0, 100),
        action: entry.action.slice(0, 200),
        targetType: entry.targetType.slice(0, 100),
        targetId: entry.targetId.slice(0, 500),
        outcome: entry.outcome,
        errorName: entry.errorName,
        detail: entry.detail as Prisma.InputJsonObject,
        ip: entry.ip.slice(0, 64),
      },
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Reads on someone else's behalf
// ---------------------------------------------------------------------------------------------

/**
 * The request a read of something another user owns is recorded for, filled in by the edge that
 * received it (REST route or GraphQL field) and handed to the service that grants the read.
 */
export interface AuditWitness {
  recorder: AuditRecorder;
  /** The REST path or GraphQL field. */
  action: string;
  transport: 'rest' | 'graphql';
  ip: string;
  requestId: string;
}

/** An edge's witness from its context (a REST route's or a GraphQL resolver's). */
export function auditWitness(
  ctx: { services: { audit: AuditRecorder }; ip: string; requestId: string },
  transport: AuditWitness['transport'],
  action: string,
): AuditWitness {
  return { recorder: ctx.services.audit, action, transport, ip: ctx.ip, requestId: ctx.requestId };
}

/**
 * Records who read what someone else owns and why, before the read is answered: a read whose
 * record cannot be written is refused, so none goes unaccounted.
 */
export function recordReasonedRead(
  witness: AuditWitness,
  session: SessionUser,
  target: { type: string; id: string; ownerId: string },
  reason: string,
): Promise<void> {
  return witness.recorder.recordOrThrow({
    actorId: session.userId,
    actorName: session.userName,
    action: witness.action,
    targetType: target.type,
    targetId: target.id,
    outcome: 'ok',
    errorName: null,
    detail: {
      transport: witness.transport,
      requestId: witness.requestId,
      readOnBehalf: true,
      ownerId: target.ownerId,
      reason: reason.slice(0, 500),
    },
    ip: witness.ip,
  });
}

// ---------------------------------------------------------------------------------------------
// What to record
// ---------------------------------------------------------------------------------------------

/** The error's catalogue name (unknown errors are INTERNAL_ERROR, as the transports send them). */
export function errorNameOf(e: unknown): string {
  let cur: unknown = e;
  for (let depth = 0; depth < 5 && cur != null; depth++) {
    if (isAppError(cur)) return cur.errorName;
    cur = (cur as { originalError?: unknown }).originalError;
  }
  return 'INTERNAL_ERROR';
}

/** The GraphQL field extension that marks a mutation as the caller's own work. */
const OWN_WORK_EXTENSION = 'auditKind';

/**
 * Marks a mutation as the caller's own exam or practice work (answers, hand-in, training), which
 * is not administration: it is recorded only when refused for lack of permission, like a read (an
 * admin sitting an exam saves an answer every few seconds).
 */
export function OwnWork(): MethodDecorator {
  return Extensions({ [OWN_WORK_EXTENSION]: 'own-work' });
}

function isOwnWorkField(field: { extensions?: Record<string, unknown> | null }): boolean {
  return field.extensions?.[OWN_WORK_EXTENSION] === 'own-work';
}

export function shouldAudit(opts: {
  session: SessionUser | null;
  requiresPermission: boolean;
  isWrite: boolean;
  error: unknown;
}): boolean {
  if (opts.session === null) return false;
  if (opts.error !== undefined && errorNameOf(opts.error) === 'PERMISSION_DENIED') return true;
  if (!opts.isWrite) return false;
  return opts.requiresPermission || opts.session.roleType === 2;
}

// ---------------------------------------------------------------------------------------------
// Detail: a small, redacted copy of the input
// ---------------------------------------------------------------------------------------------

const SENSITIVE_PARTS = [
  'password',
  'passwd',
  'pwd',
  'secret',
  'token',
  'ticket',
  'captcha',
  'sms',
  'idcard',
  'id_card',
  'base64',
  'cookie',
  'authorization',
  'credential',
];
const SENSITIVE_NAMES = new Set(['confirm', 'face', 'image', 'photo']);

/** Field names whose values never enter the log (passwords, secrets, keys, codes, ID numbers). */
export function isSensitiveKey(key: string): boolean {
  const k = key.toLowerCase();
  return SENSITIVE_NAMES.has(k) || k.endsWith('key') || SENSITIVE_PARTS.some((p) => k.includes(p));
}

const MAX_STRING = 200;
const MAX_ITEMS = 20;
const MAX_DEPTH = 4;
const MAX_DETAIL_CHARS = 4000;

export function redact(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…(${value.length})` : value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((v) => redact(v, depth + 1));
    if (value.length > MAX_ITEMS) items.push(`…(${value.length})`);
    return items;
  }
  if (typeof value === 'object') {
    if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>).slice(0, 50)) {
      out[k] = isSensitiveKey(k) ? '[redacted]' : redact(v, depth + 1);
    }
    return out;
  }
  return String(value);
}

function detailOf(input: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const detail = { ...extra, input: redact(input) };
  const text = JSON.stringify(detail);
  if (text.length <= MAX_DETAIL_CHARS) return detail;
  const keys =
    typeof input === 'object' && input !== null ? Object.keys(input as object).slice(0, 50) : [];
  return { ...extra, truncated: true, inputKeys: keys };
}

/** The target: input ids (id, ids, input.id, input.ids, ...), else the id of what was created. */
export function targetOf(input: unknown, result?: unknown): string {
  const ids: string[] = [];
  const take = (v: unknown) => {
    if (typeof v === 'string' || typeof v === 'number') ids.push(String(v));
    else if (Array.isArray(v)) for (const x of v.slice(0, 50)) take(x);
  };
  const scan = (o: unknown, depth: number) => {
    if (typeof o !== 'object' || o === null || Array.isArray(o) || depth > 1) return;
    const rec = o as Record<string, unknown>;
    take(rec.id);
    take(rec.ids);
    for (const v of Object.values(rec)) scan(v, depth + 1);
  };
  scan(input, 0);
  if (ids.length === 0 && typeof result === 'object' && result !== null) {
    take((result as Record<string, unknown>).id);
  }
  return [...new Set(ids)].join(',');
}

// ---------------------------------------------------------------------------------------------
// GraphQL: wrap every Mutation field of the built schema
// ---------------------------------------------------------------------------------------------

/** Mutation field names whose @Authorized lists permission codes (from type-graphql metadata). */
function mutationsRequiringPermission(): Set<string> {
  const storage = getMetadataStorage();
  const out = new Set<string>();
  for (const m of storage.mutations) {
    const auth = storage.authorizedFields.find(
      (f) => f.target === m.target && f.fieldName === m.methodName,
    );
    if (auth !== undefined && auth.roles.length > 0) out.add(m.schemaName);
  }
  return out;
}

/**
 * The object type a field returns (through lists and non-nulls), or '' for scalars. Duck-typed:
 * type-graphql builds the schema with graphql's CommonJS build, this module sees the ESM one, and
 * graphql's own predicates refuse objects from "another realm".
 */
function objectTypeName(type: unknown): string {
  let cur = type as {
    ofType?: unknown;
    name?: unknown;
    getFields?: unknown;
    getInterfaces?: unknown;
  };
  for (let i = 0; i < 10 && cur.ofType !== undefined; i++) cur = cur.ofType as typeof cur;
  return typeof cur.getFields === 'function' &&
    typeof cur.getInterfaces === 'function' &&
    typeof cur.name === 'string'
    ? cur.name
    : '';
}

/**
 * Wraps each Mutation resolver so admin writes are recorded (see the top of this file). The
 * wrapper sits outside type-graphql's auth check, so refused calls are seen too, and it touches
 * Mutation fields only: object fields keep their synchronous resolvers.
 */
export function auditMutations(schema: GraphQLSchema): GraphQLSchema {
  const mutation = schema.getMutationType();
  if (mutation == null) return schema;
  const needsPermission = mutationsRequiringPermission();
  for (const field of Object.values(mutation.getFields())) {
    const resolve: GraphQLFieldResolver<unknown, GqlContext> =
      field.resolve ??
      ((source, _args, _ctx, info) => (source as Record<string, unknown>)?.[info.fieldName]);
    const requiresPermission = needsPermission.has(field.name);
    const targetType = objectTypeName(field.type);
    const ownWork = isOwnWorkField(field);
    field.resolve = async (root, args, ctx, info) => {
      const session = ctx.session;
      let result: unknown;
      let error: unknown;
      try {
        result = await resolve(root, args, ctx, info);
        return result;
      } catch (e) {
        error = e ?? new Error('unknown');
        throw e;
      } finally {
        const isWrite = !ownWork;
        if (shouldAudit({ session, requiresPermission, isWrite, error })) {
          await ctx.services.audit.record({
            actorId: session!.userId,
            actorName: session!.userName,
            action: field.name,
            targetType,
            targetId: targetOf(args, error === undefined ? result : undefined),
            outcome: error === undefined ? 'ok' : 'error',
            errorName: error === undefined ? null : errorNameOf(error),
            detail: detailOf(args, { transport: 'graphql', requestId: ctx.requestId }),
            ip: ctx.ip,
          });
        }
      }
    };
  }
  return schema;
}

// ---------------------------------------------------------------------------------------------
// REST: the router's hook
// ---------------------------------------------------------------------------------------------

export interface RestAuditRoute {
  method: string;
  path: string;
  access: 'public' | 'session' | { permission: string };
  /** What the route declares it does: only a 'write' is administration. */
  kind: 'read' | 'write' | 'own-work';
}

export interface RestAuditRequest {
  body?: unknown;
  query?: unknown;
  ip?: string;
  socket: { remoteAddress?: string };
}

/** What the REST router calls: `begin` once the session is known, `end` with the outcome. */
export interface RestAuditTrail {
  begin(session: SessionUser | null): void;
  end(error: unknown, data?: unknown): Promise<void>;
}

export function restAuditTrail(
  recorder: AuditRecorder | undefined,
  route: RestAuditRoute,
  req: RestAuditRequest,
  requestId: string,
): RestAuditTrail {
  let session: SessionUser | null = null;
  return {
    begin(s) {
      session = s;
    },
    async end(error, data) {
      if (recorder === undefined || route.access === 'public') return;
      const requiresPermission = typeof route.access === 'object';
      const isWrite = route.kind === 'write';
      const err = error === null ? undefined : error;
      if (!shouldAudit({ session, requiresPermission, isWrite, error: err })) return;
      const s = session!;
      const input = route.method === 'GET' ? req.query : req.body;
      await recorder.record({
        actorId: s.userId,
        actorName: s.userName,
        action: route.path,
        targetType: route.path.split('/').slice(0, -1).join('/'),
        targetId: targetOf(input, err === undefined ? data : undefined),
        outcome: err === undefined ? 'ok' : 'error',
        errorName: err === undefined ? null : errorNameOf(err),
        detail: detailOf(input, { transport: 'rest', method: route.method, requestId }),
        ip: req.ip ?? req.socket.remoteAddress ?? '',
      });
    },
  };
}
