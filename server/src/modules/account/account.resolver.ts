import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { Public, requireSession } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import { LoginResult } from '../auth/index.ts';
import { DepartmentNode } from '../org/index.ts';
import {
  BindMobileInput,
  LoginBinding,
  MobileLoginInput,
  RegisterInput,
  RegisterResult,
  ResetPasswordInput,
  SendSmsCodeInput,
  SmsCodeSent,
} from './account.types.ts';
import type { LoginBindingView } from './binding.service.ts';

const toBinding = ({ loginType_dictText, ...b }: LoginBindingView): LoginBinding => ({
  ...b,
  loginTypeDictText: loginType_dictText,
});

/** The session a sign-in just opened, with the user, as the password login answers. */
async function loginResult(ctx: GqlContext, token: string): Promise<LoginResult> {
  const session = await ctx.services.sessions.resolve(token);
  if (session === null) throw new Error('a session just created could not be resolved');
  return { token, user: await ctx.services.users.currentUser(session) };
}

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
    return ctx.services.accountSms.send(input, ctx.ip, ctx.session?.userId ?? null);
  }

  @Public()
  @Query(() => [DepartmentNode], {
    description:
      'The departments a new learner may pick (empty unless registration is open and the learner picks).',
  })
  registerDepartments(@Ctx() ctx: GqlContext): Promise<DepartmentNode[]> {
    return ctx.services.account.registerDepartments();
  }

  @Public()
  @Mutation(() => RegisterResult, {
    description: 'Self-registration (switch userReg); with userAudit the account waits for review.',
  })
  async register(
    @Arg('input', () => RegisterInput) input: RegisterInput,
    @Ctx() ctx: GqlContext,
  ): Promise<RegisterResult> {
    const { token, state } = await ctx.services.account.register(input, {
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    return { token, state };
  }

  @Public()
  @Mutation(() => LoginResult, { description: 'SMS login (switch mobileLogin).' })
  async mobileLogin(
    @Arg('input', () => MobileLoginInput) input: MobileLoginInput,
    @Ctx() ctx: GqlContext,
  ): Promise<LoginResult> {
    const { token } = await ctx.services.account.mobileLogin(input, {
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    return loginResult(ctx, token);
  }

  @Public()
  @Mutation(() => Boolean, {
    description: 'Sets a new password with a reset code; every session of the user ends.',
  })
  async resetPassword(
    @Arg('input', () => ResetPasswordInput) input: ResetPasswordInput,
    @Ctx() ctx: GqlContext,
  ): Promise<boolean> {
    await ctx.services.account.resetPassword(input, ctx.ip);
    return true;
  }

  @Authorized()
  @Query(() => [LoginBinding], { description: "The caller's linked login methods." })
  async myLoginBindings(@Ctx() ctx: GqlContext): Promise<LoginBinding[]> {
    return (await ctx.services.bindings.list(requireSession(ctx).userId)).map(toBinding);
  }

  @Authorized()
  @Mutation(() => LoginBinding, { description: 'Links (or changes) the caller’s mobile number.' })
  async bindMobile(
    @Arg('input', () => BindMobileInput) input: BindMobileInput,
    @Ctx() ctx: GqlContext,
  ): Promise<LoginBinding> {
    return toBinding(await ctx.services.bindings.bindMobile(requireSession(ctx), input));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Unlinks the caller’s mobile number (bind code).' })
  async unbindMobile(
    @Arg('input', () => BindMobileInput) input: BindMobileInput,
    @Ctx() ctx: GqlContext,
  ): Promise<boolean> {
    await ctx.services.bindings.unbindMobile(requireSession(ctx), input);
    return true;
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'The caller removes one of their chat-app logins.' })
  async unbindLogin(
    @Arg('loginType', () => String) loginType: string,
    @Ctx() ctx: GqlContext,
  ): Promise<boolean> {
    await ctx.services.bindings.unbind(requireSession(ctx), { loginType });
    return true;
  }

  @Authorized(PERMISSIONS.userList)
  @Query(() => [LoginBinding], { description: "A user's linked login methods (admin)." })
  async userLoginBindings(
    @Arg('userId', () => ID) userId: string,
    @Ctx() ctx: GqlContext,
  ): Promise<LoginBinding[]> {
    const page = await ctx.services.bindings.paging(requireSession(ctx), { userId, size: 100 });
    return page.records.map(toBinding);
  }

  @Authorized(PERMISSIONS.userUpdate)
  @Mutation(() => LoginBinding, { description: 'An admin links a mobile number to a user.' })
  async directBindMobile(
    @Arg('userId', () => ID) userId: string,
    @Arg('mobile', () => String) mobile: string,
    @Ctx() ctx: GqlContext,
  ): Promise<LoginBinding> {
    return toBinding(
      await ctx.services.bindings.directBind(requireSession(ctx), { userId, mobile }),
    );
  }

  @Authorized(PERMISSIONS.userUpdate)
  @Mutation(() => Boolean, { description: "An admin unlinks a user's mobile number." })
  async directUnbindMobile(
    @Arg('userId', () => ID) userId: string,
    @Arg('mobile', () => String) mobile: string,
    @Ctx() ctx: GqlContext,
  ): Promise<boolean> {
    await ctx.services.bindings.directUnbind(requireSession(ctx), { userId, mobile });
    return true;
  }

  @Authorized(PERMISSIONS.userUpdate)
  @Mutation(() => Boolean, {
    description: 'An admin removes a login binding by id; only the user can link it again.',
  })
  async unbindLoginById(@Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<boolean> {
    await ctx.services.bindings.unbindById(requireSession(ctx), { id });
    return true;
  }
}
