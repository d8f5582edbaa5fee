import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { requireSession } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import { SmsOutboxPage, SmsOutboxPagingInput } from './sms.types.ts';

@Resolver()
export class SmsResolver {
  @Authorized(PERMISSIONS.smsOutbox)
  @Query(() => SmsOutboxPage, {
    description: 'The SMS outbox: what the log SMS provider delivered, newest first.',
  })
  smsOutbox(
    @Arg('input', () => SmsOutboxPagingInput, { nullable: true })
    input: SmsOutboxPagingInput | null,
    @Ctx() ctx: GqlContext,
  ): Promise<SmsOutboxPage> {
    return ctx.services.sms.outbox(input ?? {}, requireSession(ctx));
  }
}
