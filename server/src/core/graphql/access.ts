import type { AuthCheckerFn } from 'type-graphql';
import { hasPermission } from '../auth/session-user.ts';
import { AppError } from '../errors/index.ts';
import type { GqlContext } from './context.ts';

/**
 * `@Authorized()` needs a session; `@Authorized('sys:user:add', ...)` needs a session holding every
 * listed permission code. Errors carry catalogue codes (NOT_LOGGED_IN, PERMISSION_DENIED).
 */
export const authChecker: AuthCheckerFn<GqlContext, string> = ({ context }, permissions) => {
  if (context.session === null) throw new AppError('NOT_LOGGED_IN');
  const session = context.session;
  if (!permissions.every((p) => hasPermission(session, p))) throw new AppError('PERMISSION_DENIED');
  return true;
};

/** Operations deliberately open to anonymous callers, as `TypeName.fieldName`. */
export const publicOperations = new Set<string>();

/**
 * The explicit "no permission needed" decision for an operation. Deny-by-default is enforced by a
 * test: every Query, Mutation and Subscription field must carry `@Authorized` or `@Public`.
 */
export function Public(): MethodDecorator {
  return (target, propertyKey) => {
    publicOperations.add(
      `${(target as { constructor: { name: string } }).constructor.name}.${String(propertyKey)}`,
    );
  };
}

/** The session of an `@Authorized` operation (the auth checker has already ensured it exists). */
export function requireSession(ctx: GqlContext) {
  if (ctx.session === null) throw new AppError('NOT_LOGGED_IN');
  return ctx.session;
}

/**
 * Root fields (Query, Mutation, Subscription) answered while the licence is out of force (signing
 * in, the licence page), by field name; every other operation then answers LICENSE_INVALID
 * (10010015). The decorated method's name must be the field's name.
 */
export const licenceOpenFields = new Set<string>();

/** Marks a root field as answered whatever the licence's state (see `licenceOpenFields`). */
export function LicenceOpen(): MethodDecorator {
  return (_target, propertyKey) => {
    licenceOpenFields.add(String(propertyKey));
  };
}
