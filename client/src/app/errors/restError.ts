/** A failed REST call: the envelope's legacy code and message, or only an HTTP status. */
export class RestError extends Error {
  override readonly name = 'RestError';
  constructor(
    /** Legacy catalogue code (0 when the server sent no envelope). */
    readonly code: number,
    /** The server's message, already in the request language ('' when none). */
    readonly serverMessage: string,
    /** HTTP status of the response. */
    readonly status: number,
  ) {
    super(serverMessage !== '' ? serverMessage : `REST call failed (${status})`);
  }

  static is(error: unknown): error is RestError {
    return error instanceof RestError;
  }
}
