/** The GraphQL error class a catalogue code maps to (extensions.code). */
export type GraphQLErrorClass =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'BAD_USER_INPUT'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR';

export interface CatalogueEntry {
  /** The legacy numeric code sent as REST `code` and GraphQL `extensions.legacyCode`. */
  code: number;
  /** GraphQL class for extensions.code. */
  gqlClass: GraphQLErrorClass;
  /** Chinese template; `{n}` style placeholders are filled from AppError args. */
  zh: string;
  /** English template with the same placeholders as zh. */
  en: string;
}
