#!/usr/bin/env node
// Stand-in for Prisma's native `schema-engine` binary, so the Prisma 7 CLI (generate, validate,
// format, migrate dev|deploy|status|diff|resolve, db push|pull|execute) works without downloading
// anything. prisma.config.ts points PRISMA_SCHEMA_ENGINE_BINARY here.
//
// It speaks the native engine's protocol:
//   schema-engine --version                                            one line on stdout
//   schema-engine --datasource '{"url":…}' cli can-connect-to-database  exit 0, or exit 1 + JSON log
//   schema-engine --datasource '{"url":…}' cli create-database
//   schema-engine [--datamodels <file>]… [--datasource <json>]          JSON-RPC 2.0, one message a line
//                                                                       on stdin/stdout, logs on stderr
// and forwards each JSON-RPC method to `SchemaEngine` from @prisma/schema-engine-wasm, built over
// bindMigrationAwareSqlAdapterFactory(<@prisma/adapter-pg>). PostgreSQL only.
//
// Traps handled (see /work/shared/STACK.md, "Prisma 7 CLI"):
//  1. adapter-pg cannot read the catalog type "char" (OID 18) and the reg*/oidvector-like types:
//     "char" becomes ColumnType Character (not Text: PostgreSQL 18 then panics), the others Text.
//     Done here only, by patching the pg clients of the shim's own pools.
//  2. adapter-pg drops its shadow database before closing the shadow pool ("being accessed by other
//     users"): the shim creates and drops shadow databases itself, closing the pool first.
//  3. pg configs are built from host/port/user/password/database, never `connectionString` (which
//     would win over `database` and silently point the shadow pool at the main database).
//  4. On a fresh database evaluateDataLoss fails with "shadow DB must be provided through an
//     external factory": call devDiagnostic once, then retry.
//  5. `diff` output: the engine returns `stdout`; the CLI expects a `print` request instead.
//     Datamodels are passed as undefined (never []) when the CLI gives none.
//  6. globalThis.PRISMA_WASM_PANIC_REGISTRY is set and wasm panics become JSON-RPC errors; the first
//     stderr line is a dummy (the CLI drops line 1 of one-shot commands' stderr).
//
// This relies on an internal protocol: Prisma is pinned exactly, and
// server/src/core/database/schema-engine-shim.int.test.ts runs the real CLI through this file.
// Debug: `npx prisma migrate diff … --debug` shows the shim's stderr; SCHEMA_ENGINE_SHIM_DEBUG=1
// also logs every RPC to stderr.
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const pg = require('pg');
const { PrismaPg } = require('@prisma/adapter-pg');
// The same copy adapter-pg itself uses (it is adapter-pg's dependency, not ours).
const requireFromAdapter = createRequire(require.resolve('@prisma/adapter-pg'));
const { bindMigrationAwareSqlAdapterFactory, ColumnTypeEnum } = requireFromAdapter(
  '@prisma/driver-adapter-utils',
);

const DEBUG = Boolean(process.env.SCHEMA_ENGINE_SHIM_DEBUG);

// ---------------------------------------------------------------------------------------------
// stderr logging in the native engine's format (one JSON object a line)

function log(level, message, fields = {}) {
  process.stderr.write(
    JSON.stringify({
      timestamp: new Date().toISOString(),
      level,
      fields: { message, ...fields },
      target: 'schema_engine::logger',
    }) + '\n',
  );
}

// Trap 6: the CLI drops the first stderr line of one-shot commands, so make it a dummy.
log('INFO', 'schema-engine shim (wasm) starting');

// ---------------------------------------------------------------------------------------------
// Arguments

const argv = process.argv.slice(2);
const datamodelPaths = [];
let datasource = {};
let cliCommand;
let wantVersion = false;
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  if (a === '--version' || a === '-V') wantVersion = true;
  else if (a === '--datamodels' || a === '-d') datamodelPaths.push(argv[++i]);
  else if (a === '--datasource') datasource = JSON.parse(argv[++i] ?? '{}');
  else if (a === '--enabled-preview-features' || a === '--extension-types') i++;
  else if (a === 'cli') cliCommand = argv[++i];
}

// ---------------------------------------------------------------------------------------------
// Connection settings (trap 3: discrete fields, never `connectionString`)

class UserFacingError extends Error {
  constructor(errorCode, message, meta = {}) {
    super(message);
    this.errorCode = errorCode;
    this.meta = meta;
  }
}

function parseUrl(url) {
  if (!url) {
    throw new UserFacingError(
      'P1012',
      'No datasource URL: set `datasource.url` in prisma.config.ts (DATABASE_URL).',
    );
  }
  let u;
  try {
    u = new URL(url);
  } catch {
    throw new UserFacingError('P1013', 'The provided database string is invalid.');
  }
  if (u.protocol !== 'postgresql:' && u.protocol !== 'postgres:') {
    throw new UserFacingError(
      'P1013',
      `The provided database string is invalid. This schema engine shim supports only postgresql:// URLs, got \`${u.protocol}\`.`,
    );
  }
  const sp = u.searchParams;
  const hostFromUrl = decodeURIComponent(u.hostname).replace(/^\[(.*)\]$/, '$1');
  const config = {
    host: sp.get('host') || hostFromUrl || 'localhost',
    port: u.port ? Number(u.port) : Number(sp.get('port') || 5432),
    user: decodeURIComponent(u.username) || sp.get('user') || 'postgres',
    password: u.password ? decodeURIComponent(u.password) : (sp.get('password') ?? undefined),
    database: decodeURIComponent(u.pathname.replace(/^\//, '')) || 'postgres',
  };
  const sslmode = sp.get('sslmode');
  if (sslmode === 'require' || sslmode === 'verify-ca' || sslmode === 'verify-full') {
    config.ssl = {
      rejectUnauthorized: sslmode !== 'require' && sp.get('sslaccept') !== 'accept_invalid_certs',
    };
  }
  const connectTimeout = Number(sp.get('connect_timeout'));
  if (connectTimeout > 0) config.connectionTimeoutMillis = connectTimeout * 1000;
  return { config, schema: sp.get('schema') || undefined };
}

const quoteIdent = (name) => `"${String(name).replaceAll('"', '""')}"`;

function connectionError(err, config) {
  const where = `${config.host}:${config.port}`;
  switch (err?.code) {
    case '3D000':
      return new UserFacingError(
        'P1003',
        `Database \`${config.database}\` does not exist on the database server at \`${where}\`.`,
        { database_name: config.database, database_host: config.host, database_port: config.port },
      );
    case '28P01':
    case '28000':
      return new UserFacingError(
        'P1000',
        `Authentication failed against database server at \`${config.host}\`, the provided database credentials for \`${config.user}\` are not valid.`,
      );
    case '42501':
      return new UserFacingError(
        'P1010',
        `User \`${config.user}\` was denied access on the database \`${config.database}\``,
      );
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'EHOSTUNREACH':
    case 'ETIMEDOUT':
    case 'ENOENT':
      return new UserFacingError(
        'P1001',
        `Can't reach database server at \`${where}\`\n\nPlease make sure your database server is running at \`${where}\`.`,
        { database_host: config.host, database_port: config.port },
      );
    default:
      return err;
  }
}

async function withClient(config, fn) {
  const client = new pg.Client(config);
  client.on('error', () => {});
  try {
    await client.connect();
  } catch (err) {
    throw connectionError(err, config);
  }
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** A client on the server's maintenance database (for CREATE/DROP DATABASE). */
async function withAdminClient(config, fn) {
  let lastError;
  for (const database of [...new Set([config.database, 'postgres', 'template1'])]) {
    try {
      return await withClient({ ...config, database }, fn);
    } catch (err) {
      lastError = err;
      if (!(err instanceof UserFacingError && err.errorCode === 'P1003')) throw err;
    }
  }
  throw lastError;
}

async function createDatabase(config) {
  await withAdminClient({ ...config }, async (client) => {
    try {
      await client.query(`CREATE DATABASE ${quoteIdent(config.database)}`);
    } catch (err) {
      if (err?.code !== '42P04') throw err; // already exists
    }
  });
  return config.database;
}

async function dropDatabase(config, database) {
  await withAdminClient({ ...config, database: 'postgres' }, async (client) => {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(database)}`);
    } catch (err) {
      if (err?.code !== '55006') throw err; // still in use: PostgreSQL 13+ can force it
      await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`);
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Trap 1: result types adapter-pg cannot map

const CHAR_OID = 18;
const TEXT_OID = 25;
const TEXT_ARRAY_OID = 1009;
// Catalog types read as text: int2vector, regproc, tid, xid, cid, oidvector, pg_node_tree, aclitem,
// interval, regprocedure, regoper, regoperator, regclass, regtype, pg_lsn, regconfig, regdictionary,
// regnamespace, regrole, regcollation, xid8, anyarray (pg_stats).
const TEXT_LIKE_OIDS = new Set([
  22, 24, 27, 28, 29, 30, 194, 1033, 1186, 2202, 2203, 2204, 2205, 2206, 2277, 3220, 3734, 3769,
  4089, 4096, 4191, 5069,
]);
// Arrays of those, and name[] (1003), read as text[].
const TEXT_ARRAY_LIKE_OIDS = new Set([1003, 1034, 1187, 2210, 2211]);
// Arrays pg-types leaves as raw '{a,b}' strings: parse them as string arrays.
const stringArrayParser = pg.types.getTypeParser(TEXT_ARRAY_OID, 'text');
const EXTRA_PARSERS = { 1002: stringArrayParser, 1003: stringArrayParser, 1034: stringArrayParser };
const CHAR_COLUMNS = Symbol('charColumns');

function fixResult(result) {
  if (Array.isArray(result)) return result.map(fixResult);
  if (!result || !Array.isArray(result.fields)) return result;
  let charColumns;
  result.fields.forEach((field, i) => {
    if (field.dataTypeID === CHAR_OID) {
      (charColumns ??= []).push(i);
      field.dataTypeID = TEXT_OID; // fixed up to Character in queryRaw below
    } else if (TEXT_LIKE_OIDS.has(field.dataTypeID)) {
      field.dataTypeID = TEXT_OID;
    } else if (TEXT_ARRAY_LIKE_OIDS.has(field.dataTypeID)) {
      field.dataTypeID = TEXT_ARRAY_OID;
    }
  });
  // adapter-pg returns `rows` as it is, so the marker travels with the rows.
  if (charColumns && Array.isArray(result.rows)) {
    Object.defineProperty(result.rows, CHAR_COLUMNS, { value: charColumns });
  }
  return result;
}

function patchClient(client) {
  const query = client.query;
  client.query = function patchedQuery(config, values, callback) {
    if (typeof values === 'function') {
      callback = values;
      values = undefined;
    }
    if (config && typeof config === 'object' && typeof config.submit !== 'function') {
      const inner = config.types;
      config = {
        ...config,
        types: {
          getTypeParser: (oid, format) =>
            (format !== 'binary' && EXTRA_PARSERS[oid]) ||
            (inner ? inner.getTypeParser(oid, format) : pg.types.getTypeParser(oid, format)),
        },
      };
    }
    if (typeof callback === 'function') {
      return query.call(this, config, values, (err, res) =>
        callback(err, err ? res : fixResult(res)),
      );
    }
    const ret = query.call(this, config, values);
    return ret && typeof ret.then === 'function' ? ret.then(fixResult) : ret;
  };
}

function fixColumnTypes(out) {
  const charColumns = out?.rows?.[CHAR_COLUMNS];
  if (charColumns) for (const i of charColumns) out.columnTypes[i] = ColumnTypeEnum.Character;
  return out;
}

/** An adapter-pg adapter over a pool of patched clients. */
async function openAdapter(config, schema) {
  const pool = new pg.Pool({ ...config, max: 4 });
  pool.on('connect', patchClient);
  pool.on('error', () => {});
  const adapter = await new PrismaPg(pool, { schema, disposeExternalPool: true }).connect();

  const queryRaw = adapter.queryRaw.bind(adapter);
  adapter.queryRaw = async (query) => fixColumnTypes(await queryRaw(query));

  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (...args) => {
    const tx = await startTransaction(...args);
    const txQueryRaw = tx.queryRaw.bind(tx);
    tx.queryRaw = async (query) => fixColumnTypes(await txQueryRaw(query));
    return tx;
  };

  // adapter-pg splits scripts on every ';' (breaking $$ bodies and string literals); the native
  // engine sends a script as one simple-protocol batch. Do the same.
  adapter.executeScript = async (script) => {
    try {
      await pool.query(script);
    } catch (err) {
      adapter.onError(err); // throws the DriverAdapterError the engine understands
    }
  };
  return adapter;
}

// ---------------------------------------------------------------------------------------------
// Adapter factory with our own shadow databases (trap 2)

const main = (() => {
  try {
    return datasource.url ? parseUrl(datasource.url) : undefined;
  } catch {
    return undefined; // reported when a command needs the database
  }
})();
const liveShadowDatabases = new Set();

function requireMain() {
  if (main) return main;
  return parseUrl(datasource.url); // throws the right error
}

const adapterFactory = {
  provider: 'postgres',
  adapterName: '@prisma/adapter-pg',
  async connect() {
    // With no URL (diff between schema files) the engine still wants an adapter; a lazy pool to
    // nowhere is fine as long as nothing queries it.
    const { config, schema } = main ?? { config: { host: '127.0.0.1', port: 1, database: 'none' } };
    return openAdapter(config, schema);
  },
  async connectToShadowDb() {
    const { config, schema } = requireMain();
    if (datasource.shadowDatabaseUrl) {
      const shadow = parseUrl(datasource.shadowDatabaseUrl);
      if (
        shadow.config.host === config.host &&
        shadow.config.port === config.port &&
        shadow.config.database === config.database
      ) {
        throw new UserFacingError(
          'P3014',
          'The shadow database you configured is the same as the main database.',
        );
      }
      // A configured shadow database is emptied before use, as the native engine does.
      await withClient(shadow.config, (c) =>
        c.query(
          `DROP SCHEMA IF EXISTS ${quoteIdent(shadow.schema ?? 'public')} CASCADE; CREATE SCHEMA ${quoteIdent(shadow.schema ?? 'public')}`,
        ),
      );
      return openAdapter(shadow.config, shadow.schema);
    }
    const database = `prisma_migrate_shadow_db_${randomUUID()}`;
    await withAdminClient(config, (c) => c.query(`CREATE DATABASE ${quoteIdent(database)}`));
    liveShadowDatabases.add(database);
    const adapter = await openAdapter({ ...config, database }, schema);
    const dispose = adapter.dispose.bind(adapter);
    adapter.dispose = async () => {
      await dispose(); // closes the pool first ...
      await dropDatabase(config, database); // ... then the database can go
      liveShadowDatabases.delete(database);
    };
    return adapter;
  },
};

// ---------------------------------------------------------------------------------------------
// The wasm engine

let wasmModule;
async function loadWasm() {
  if (wasmModule) return wasmModule;
  const dir = path.dirname(require.resolve('@prisma/schema-engine-wasm'));
  const bindings = await import(pathToFileURL(path.join(dir, 'schema_engine_bg.js')).href);
  const module = new WebAssembly.Module(fs.readFileSync(path.join(dir, 'schema_engine_bg.wasm')));
  const instance = new WebAssembly.Instance(module, { './schema_engine_bg.js': bindings });
  bindings.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start();
  wasmModule = bindings;
  return bindings;
}

// Trap 6: the wasm panic hook reports its message here.
const panicRegistry = {
  message: undefined,
  set_message(message) {
    this.message = message;
  },
};
globalThis.PRISMA_WASM_PANIC_REGISTRY = panicRegistry;

let enginePromise;
function getEngine() {
  enginePromise ??= (async () => {
    const { SchemaEngine } = await loadWasm();
    // Trap 5: undefined, never [].
    const datamodels = datamodelPaths.length
      ? datamodelPaths.map((p) => [p, fs.readFileSync(p, 'utf8')])
      : undefined;
    const onLog = (line) => {
      if (DEBUG) process.stderr.write(`${String(line).trimEnd()}\n`);
    };
    return SchemaEngine.new(
      { datamodels },
      onLog,
      bindMigrationAwareSqlAdapterFactory(adapterFactory),
    );
  })();
  return enginePromise;
}

class WasmPanic extends Error {}

async function callEngine(method, params) {
  const engine = await getEngine();
  try {
    // Call as a method: detaching it loses the wasm `this`.
    return await engine[method](params);
  } catch (err) {
    if (panicRegistry.message !== undefined || err instanceof WebAssembly.RuntimeError) {
      const panic = new WasmPanic(panicRegistry.message ?? err?.message ?? 'wasm panic');
      panic.stack = err?.stack;
      throw panic;
    }
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------
// JSON-RPC

function send(message) {
  process.stdout.write(JSON.stringify({ jsonrpc: '2.0', ...message }) + '\n');
}

let printId = 0;
/** Trap 5: the CLI prints `print` requests' content (and answers them, which we ignore). */
function print(content) {
  send({ id: `shim-print-${++printId}`, method: 'print', params: { content } });
}

function urlFromDatasourceParam(param) {
  if (param?.tag === 'ConnectionString' || param?.tag === 'url') return param.url;
  return datasource.url;
}

const handlers = {
  async createDatabase(params) {
    const { config } = parseUrl(urlFromDatasourceParam(params?.datasource));
    return { databaseName: await createDatabase(config) };
  },
  async ensureConnectionValidity(params) {
    const { config } = parseUrl(urlFromDatasourceParam(params?.datasource));
    await withClient(config, (c) => c.query('SELECT 1'));
    return {};
  },
  async dbExecute(params) {
    const { config } = parseUrl(urlFromDatasourceParam(params?.datasourceType));
    await withClient(config, (c) => c.query(params.script));
    return {};
  },
  getDatabaseVersion(params) {
    return callEngine('version', params ?? null);
  },
  async diff(params) {
    const { stdout, ...rest } = await callEngine('diff', params);
    if (stdout) print(stdout.endsWith('\n') ? stdout.slice(0, -1) : stdout);
    return { ...rest, stdout: null };
  },
  async evaluateDataLoss(params) {
    try {
      return await callEngine('evaluateDataLoss', params);
    } catch (err) {
      // Trap 4: on a fresh database the engine sets its shadow factory up in devDiagnostic.
      if (!/external factory/i.test(String(err?.message))) throw err;
      await callEngine('devDiagnostic', {
        migrationsList: params.migrationsList,
        filters: params.filters,
      });
      return callEngine('evaluateDataLoss', params);
    }
  },
  async getDatabaseDescription() {
    throw new Error('getDatabaseDescription is not supported by the wasm schema engine shim.');
  },
};

for (const method of [
  'applyMigrations',
  'createMigration',
  'debugPanic',
  'devDiagnostic',
  'diagnoseMigrationHistory',
  'introspect',
  'introspectSql',
  'markMigrationApplied',
  'markMigrationRolledBack',
  'reset',
  'schemaPush',
]) {
  handlers[method] ??= (params) => callEngine(method, params);
}

function rpcError(err) {
  if (err instanceof WasmPanic) {
    return {
      code: 4466,
      message: err.message,
      data: { is_panic: true, message: err.message, backtrace: err.stack ?? null },
    };
  }
  const errorCode = err instanceof UserFacingError ? err.errorCode : err?.code;
  if (typeof errorCode === 'string' && /^P\d{4}$/.test(errorCode)) {
    return {
      code: 4466,
      message: 'An error happened. Check the data field for details.',
      data: {
        is_panic: false,
        message: err.message,
        meta: err.meta ?? {},
        error_code: errorCode,
      },
    };
  }
  const message = err?.message || String(err);
  return {
    code: 4466,
    message: 'An error happened. Check the data field for details.',
    data: { is_panic: false, message, backtrace: err?.stack ?? null },
  };
}

async function handleRequest(request) {
  const { id, method, params } = request;
  if (DEBUG) log('DEBUG', `rpc ${method}`, { params: JSON.stringify(params) });
  const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined;
  if (!handler) {
    send({ id, error: { code: -32601, message: `Method not found: ${method}` } });
    return;
  }
  try {
    const result = await handler(params);
    send({ id, result: result ?? {} });
  } catch (err) {
    send({ id, error: rpcError(err) });
    if (err instanceof WasmPanic) {
      // Like the native engine, do not go on after a panic: the wasm instance may be corrupt.
      log('ERROR', err.message, { is_panic: true });
      await shutdown(101);
    }
  }
}

let shuttingDown = false;
async function shutdown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  const leftovers = [...liveShadowDatabases];
  if (main && leftovers.length) {
    await Promise.all(leftovers.map((db) => dropDatabase(main.config, db).catch(() => {})));
  }
  process.exit(code);
}

function serveRpc() {
  const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  let queue = Promise.resolve();
  rl.on('line', (line) => {
    if (!line.trim()) return;
    let message;
    try {
      message = JSON.parse(line);
    } catch {
      send({ id: null, error: { code: -32700, message: 'Parse error' } });
      return;
    }
    // Answers to our own `print` requests carry no method.
    if (typeof message.method !== 'string') return;
    queue = queue.then(() => handleRequest(message));
  });
  rl.on('close', () => {
    queue.then(() => shutdown(0));
  });
}

// ---------------------------------------------------------------------------------------------
// One-shot commands

async function oneShot(command) {
  try {
    const { config } = parseUrl(datasource.url);
    if (command === 'can-connect-to-database') {
      await withClient(config, (c) => c.query('SELECT 1'));
    } else if (command === 'create-database') {
      await createDatabase(config);
    } else if (command === 'drop-database') {
      await dropDatabase(config, config.database);
    } else {
      throw new Error(`Unknown cli command: ${command}`);
    }
    process.exit(0);
  } catch (err) {
    const fields = { is_panic: false };
    if (err instanceof UserFacingError) fields.error_code = err.errorCode;
    log('ERROR', err?.message ?? String(err), fields);
    process.exit(1);
  }
}

process.on('uncaughtException', (err) => {
  log('ERROR', `schema-engine shim crashed: ${err?.stack ?? err}`, { is_panic: true });
  process.exit(101);
});

if (wantVersion) {
  const { version } = await loadWasm();
  process.stdout.write(`schema-engine-cli ${version()}\n`);
} else if (cliCommand) {
  await oneShot(cliCommand);
} else {
  serveRpc();
}
