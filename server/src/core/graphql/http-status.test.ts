import { describe, expect, it } from 'vitest';
import { prefersGraphQLResponse } from './http-status.ts';

describe('prefersGraphQLResponse', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['application/json', false],
    ['*/*', false],
    ['application/graphql-response+json', true],
    ['application/graphql-response+json, application/json', false],
    ['application/graphql-response+json, application/json;q=0.9', true],
    ['application/json;q=0.5, application/graphql-response+json', true],
    ['application/graphql-response+json;q=0, application/json', false],
    ['application/*;q=0.2, application/graphql-response+json', true],
    ['text/html', false],
  ])('%s -> %s', (accept, expected) => {
    expect(prefersGraphQLResponse(accept)).toBe(expected);
  });
});
