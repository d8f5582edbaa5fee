// `npm run db:seed` (server workspace: `npm run seed`, also `npx prisma db seed`): applies pending
// migrations, then loads the demo data into DATABASE_URL, or the embedded PostgreSQL when unset.
import { redactUrl, resolveDatabase } from '../../server/src/core/database/database.ts';
import { applyMigrations } from '../../server/src/core/database/migrate.ts';
import { createPrisma } from '../../server/src/core/prisma.ts';
import { DEMO_PASSWORD, USERS, seedDemo } from './seed.ts';

const db = await resolveDatabase();
let exitCode = 0;
try {
  const applied = await applyMigrations(db.url);
  if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
  const prisma = createPrisma(db.url, { max: 2 });
  try {
    await seedDemo(prisma);
  } finally {
    await prisma.$disconnect();
  }
  console.log(`Demo data loaded into ${redactUrl(db.url)}${db.embedded ? ' (embedded)' : ''}.`);
  console.log(
    `Accounts: ${USERS.map((u) => u.userName).join(', ')} (password ${DEMO_PASSWORD} unless changed).`,
  );
} catch (e) {
  console.error(e);
  exitCode = 1;
} finally {
  await db.stop();
}
process.exit(exitCode);
