import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildClientPermissions, clientPermissionsFile } from './export-client-permissions.ts';
import { PERMISSIONS } from './permissions.ts';

describe('client permission codes', () => {
  it('are the server table, as committed (run npm run codegen after adding a code)', () => {
    expect(readFileSync(clientPermissionsFile, 'utf8')).toBe(buildClientPermissions());
  });

  it('list every server code once', () => {
    const text = buildClientPermissions();
    for (const code of Object.values(PERMISSIONS)) {
      expect(text.split(`'${code}'`)).toHaveLength(2);
    }
  });
});
