/**
 * A start-up problem the person starting the platform can fix (a port in use, a missing setting):
 * its message says in one line what is wrong and what to do, and is printed as it is, without a
 * stack.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}
