import 'reflect-metadata';
import { getMetadataStorage } from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { restRoutes } from '../rest/registry.ts';
import { publicOperations } from './access.ts';
import { buildAppSchema, resolvers } from './schema.ts';

describe('deny by default', () => {
  it('every query, mutation and subscription carries @Authorized or @Public', async () => {
    await buildAppSchema();
    const storage = getMetadataStorage();
    const operations = [...storage.queries, ...storage.mutations, ...storage.subscriptions].filter(
      (op) => (resolvers as readonly unknown[]).includes(op.target),
    );
    expect(operations.length).toBeGreaterThan(5);
    const undecided = operations
      .map((op) => `${op.target.name}.${op.methodName}`)
      .filter((key) => {
        const authorized = storage.authorizedFields.some(
          (f) => `${f.target.name}.${f.fieldName}` === key,
        );
        const isPublic = publicOperations.has(key);
        if (authorized && isPublic) throw new Error(`${key} is both @Authorized and @Public`);
        return !authorized && !isPublic;
      });
    expect(undecided).toEqual([]);
  });

  it('every REST route has an access decision and a unique path', () => {
    const seen = new Set<string>();
    for (const r of restRoutes) {
      expect(r.access, r.path).toBeDefined();
      expect(r.path.startsWith('/api/'), r.path).toBe(true);
      const key = `${r.method} ${r.path}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });
});
