import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed GraphQL documents for the client, generated from the committed schema file (never from a
 * running server). Run `npx graphql-codegen --config codegen.ts` (or `npm run codegen`).
 */
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
      },
    },
  },
};

export default config;
