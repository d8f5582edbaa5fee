import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { OwnWork } from '../../core/audit.ts';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { Public, requireSession } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import { LoginResult } from '../auth/index.ts';
import {
  AuditRealNameInput,
  FaceChallenge,
  FaceChallengeInput,
  FaceCheckInput,
  FaceCheckResult,
  FaceLoginInput,
  RealNamePage,
  RealNamePageInput,
  RealNameRecord,
  SubmitRealNameInput,
} from './realname.types.ts';

@Resolver()
export class RealNameResolver {
  @Authorized()
  @Query(() => RealNameRecord, {
    nullable: true,
    description: 'Your real-name record; null before your first submission.',
  })
  myRealName(@Ctx() ctx: GqlContext): Promise<RealNameRecord | null> {
    return ctx.services.realNames.mine(requireSession(ctx), ctx.lang);
  }

  @Authorized()
  @Mutation(() => RealNameRecord, {
    description:
      'Submits or replaces your real-name record. An approval in effect keeps working until the new submission is approved.',
  })
  submitRealName(
    @Arg('input', () => SubmitRealNameInput) input: SubmitRealNameInput,
    @Ctx() ctx: GqlContext,
  ): Promise<RealNameRecord> {
    return ctx.services.realNames.submit(requireSession(ctx), input, ctx.lang);
  }

  @Authorized(PERMISSIONS.realNameList)
  @Query(() => RealNamePage, { description: 'Real-name submissions, pending first.' })
  realNameRecords(
    @Arg('input', () => RealNamePageInput, { nullable: true }) input: RealNamePageInput | null,
    @Ctx() ctx: GqlContext,
  ): Promise<RealNamePage> {
    return ctx.services.realNames.paging(input ?? {}, ctx.lang);
  }

  @Authorized(PERMISSIONS.realNameList)
  @Query(() => RealNameRecord)
  async realNameRecord(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GqlContext,
  ): Promise<RealNameRecord> {
    const view = await ctx.services.realNames.detail(requireSession(ctx), { id }, ctx.lang);
    if (view === null) throw new Error('a record read by id cannot be missing');
    return view;
  }

  @Authorized(PERMISSIONS.realNameAudit)
  @Mutation(() => RealNameRecord, {
    description: 'Approves (state 1) or rejects (state 2, with a message) a pending submission.',
  })
  auditRealName(
    @Arg('input', () => AuditRealNameInput) input: AuditRealNameInput,
    @Ctx() ctx: GqlContext,
  ): Promise<RealNameRecord> {
    return ctx.services.realNames.audit(requireSession(ctx), input, ctx.lang);
  }

  @Authorized(PERMISSIONS.realNameAudit)
  @Mutation(() => RealNameRecord, {
    description:
      'Runs the automatic review of a pending submission now: one usable face and an unused valid ID number approve it, anything else rejects it with the reason.',
  })
  autoAuditRealName(
    @Arg('id', () => ID) id: string,
    @Ctx() ctx: GqlContext,
  ): Promise<RealNameRecord> {
    return ctx.services.realNames.autoAudit(requireSession(ctx), { id }, ctx.lang);
  }

  @Public()
  @Mutation(() => LoginResult, {
    description:
      "Signs in by face (switch faceLogin): with userName one-to-one against that account's approved photo, otherwise the clear best match among approved users.",
  })
  async faceLogin(
    @Arg('input', () => FaceLoginInput) input: FaceLoginInput,
    @Ctx() ctx: GqlContext,
  ): Promise<LoginResult> {
    const { token } = await ctx.services.faceLogin.login(input, {
      ip: ctx.ip,
      userAgent: ctx.userAgent,
    });
    const session = await ctx.services.sessions.resolve(token);
    if (session === null) throw new Error('a session just created could not be resolved');
    return { token, user: await ctx.services.users.currentUser(session) };
  }

  @Public()
  @Mutation(() => FaceChallenge, {
    description:
      "A movement challenge for active liveness: purpose 'login' before a face login, 'check' (signed in) before a face check.",
  })
  faceChallenge(
    @Arg('input', () => FaceChallengeInput) input: FaceChallengeInput,
    @Ctx() ctx: GqlContext,
  ): Promise<FaceChallenge> {
    return ctx.services.faceChallenges.issue(ctx.session, input, { ip: ctx.ip });
  }

  @Authorized()
  @OwnWork()
  @Mutation(() => FaceCheckResult, {
    description: 'Compares a face with your approved real-name photo (the face check dialog).',
  })
  faceCheck(
    @Arg('input', () => FaceCheckInput) input: FaceCheckInput,
    @Ctx() ctx: GqlContext,
  ): Promise<FaceCheckResult> {
    return ctx.services.faceChecks.check(requireSession(ctx), input, { ip: ctx.ip }, ctx.lang);
  }
}
