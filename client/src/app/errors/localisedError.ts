/**
 * An error the client itself words (no server envelope behind it): `errorMessage` shows the
 * react-intl message `messageId` filled with `values`.
 */
export class LocalisedError extends Error {
  override readonly name = 'LocalisedError';
  constructor(
    readonly messageId: string,
    readonly values: Record<string, string | number> = {},
  ) {
    super(messageId);
  }

  static is(error: unknown): error is LocalisedError {
    return error instanceof LocalisedError;
  }
}
