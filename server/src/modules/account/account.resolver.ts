import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Public } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import { SendSmsCodeInput, SmsCodeSent } from './account.types.ts';

@Resolver()
export class AccountResolver {
  @Public()
  @Mutation(() => SmsCodeSent, {
    description: 'Sends an SMS code (picture captcha first; one per number every 60 s).',
  })
  sendSmsCode(
    @Arg('input', () => SendSmsCodeInput) input: SendSmsCodeInput,
    @Ctx() ctx: GqlContext,
  ): Promise<SmsCodeSent> {
    return ctx.services.accountSms.send(input, ctx.ip);
  }
}
