import { Ctx, Mutation, Resolver } from 'type-graphql';
import { Public, LicenceOpen } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import { CaptchaChallenge } from './captcha.types.ts';

@Resolver()
export class CaptchaResolver {
  @LicenceOpen()
  @Public()
  @Mutation(() => CaptchaChallenge, { description: 'A new one-time picture captcha (5 minutes).' })
  async createCaptcha(@Ctx() ctx: GqlContext): Promise<CaptchaChallenge> {
    const c = await ctx.services.captcha.generate(undefined, ctx.ip);
    return {
      key: c.key,
      image: `data:image/svg+xml;base64,${Buffer.from(c.svg).toString('base64')}`,
      expiresInSeconds: c.expiresInSeconds,
    };
  }
}
