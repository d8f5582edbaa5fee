import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { OwnWork } from '../../core/audit.ts';
import { requireSession } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import type { CaptureResultView, LeaveCheckView, PaperMonitorView } from './monitor.service.ts';
import {
  CaptureResult,
  CaptureSaveInput,
  LeaveCheck,
  LeaveIncrInput,
  PaperMonitor,
} from './monitor.types.ts';

/** The learner's own running paper: camera captures and screen leaves (service-checked). */
@Resolver()
export class MonitorResolver {
  @Authorized()
  @Query(() => PaperMonitor, {
    description: "Your running paper's camera, face-check and screen-leave settings.",
  })
  paperMonitor(@Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<PaperMonitorView> {
    return ctx.services.monitor.paperMonitor(requireSession(ctx), { id });
  }

  @Authorized()
  @OwnWork()
  @Mutation(() => CaptureResult, {
    description: 'Saves a camera snapshot of your paper; with face checks, compares your face.',
  })
  saveCapture(
    @Arg('input', () => CaptureSaveInput) input: CaptureSaveInput,
    @Ctx() ctx: GqlContext,
  ): Promise<CaptureResultView> {
    return ctx.services.monitor.saveCapture(requireSession(ctx), input, { ip: ctx.ip }, ctx.lang);
  }

  @Authorized()
  @OwnWork()
  @Mutation(() => LeaveCheck, { description: 'You are away from the exam (sent every 3 s).' })
  checkProcess(@Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<LeaveCheckView> {
    return ctx.services.monitor.checkProcess(requireSession(ctx), { id });
  }

  @Authorized()
  @OwnWork()
  @Mutation(() => LeaveCheck, { description: 'Records a screen leave over the exam threshold.' })
  leaveIncr(
    @Arg('input', () => LeaveIncrInput) input: LeaveIncrInput,
    @Ctx() ctx: GqlContext,
  ): Promise<LeaveCheckView> {
    return ctx.services.monitor.leaveIncr(requireSession(ctx), input);
  }
}
