// `npm run migrate -w @examhall/server` (root: `npm run db:migrate`): applies pending migrations
// to DATABASE_URL, or to the embedded PostgreSQL when it is unset. No Prisma CLI involved.
import { redactUrl, resolveDatabase } from './database.ts';
import { applyMigrations } from './migrate.ts';

const db = await resolveDatabase();
let exitCode = 0;
try {
  const started = performance.now();
  const applied = await applyMigrations(db.url);
  const ms = Math.round(performance.now() - started);
  const target = `${redactUrl(db.url)}${db.embedded ? ' (embedded)' : ''}`;
  if (applied.length === 0) {
    console.log(`No pending migrations for ${target}.`);
  } else {
    console.log(`Applied ${applied.length} migration(s) to ${target} in ${ms} ms:`);
    for (const name of applied) console.log(`  ${name}`);
  }
} catch (e) {
  console.error(e instanceof Error ? e.message : e);
  exitCode = 1;
} finally {
  await db.stop();
}
process.exit(exitCode);
