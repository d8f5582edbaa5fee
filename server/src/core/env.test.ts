import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('../../', import.meta.url));

/** What a fresh process prints after importing env.ts with `nodeEnv` (undefined: unset). */
function modeSeenByLibraries(nodeEnv: string | undefined): string {
  const script = `
    await import('./src/core/env.ts');
    const { GraphQLObjectType } = await import('graphql/index.js');
    const { instanceOf } = await import('graphql/jsutils/instanceOf.js');
    // Development graphql-js inspects a look-alike and throws; production answers false.
    let check = 'production checks';
    try { instanceOf({ [Symbol.toStringTag]: 'GraphQLObjectType' }, GraphQLObjectType); }
    catch { check = 'development checks'; }
    console.log(process.env.NODE_ENV + ' ' + check);`;
  // eslint-disable-next-line no-restricted-properties -- the child's environment, not config
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  if (nodeEnv === undefined) delete childEnv.NODE_ENV;
  else childEnv.NODE_ENV = nodeEnv;
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: serverDir,
    env: childEnv,
    encoding: 'utf8',
  }).trim();
}

describe('NODE_ENV', () => {
  it('an unset NODE_ENV runs the libraries in production mode, as the platform itself runs', () => {
    expect(modeSeenByLibraries(undefined)).toBe('production production checks');
  }, 30_000);

  it('npm run dev keeps development mode for the libraries too', () => {
    expect(modeSeenByLibraries('development')).toBe('development development checks');
  }, 30_000);
});
