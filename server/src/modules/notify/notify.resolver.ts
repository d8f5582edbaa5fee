import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ADMIN_AREA, PERMISSIONS } from '../../core/auth/permissions.ts';
import { requireSession } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import type { Page } from '../../core/paging.ts';
import type { NotifyJobView, NotifyTmplView } from './notify.service.ts';
import { NotifyJob, NotifyTmpl, NotifyTmplPage, SaveNotifyTmplInput } from './notify.types.ts';

/** Notification templates and exam notifications. */
@Resolver()
export class NotifyResolver {
  @Authorized(ADMIN_AREA)
  @Query(() => NotifyTmplPage, { description: 'Templates (the screen and the selector).' })
  notifyTmpls(
    @Arg('title', () => String, { nullable: true }) title: string | null,
    @Arg('current', () => Int, { nullable: true }) current: number | null,
    @Arg('size', () => Int, { nullable: true }) size: number | null,
    @Ctx() ctx: GqlContext,
  ): Promise<Page<NotifyTmplView>> {
    return ctx.services.notify.paging({ title, current, size });
  }

  @Authorized(PERMISSIONS.notifyTmplList)
  @Query(() => NotifyTmpl)
  notifyTmpl(@Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<NotifyTmplView> {
    return ctx.services.notify.detail({ id });
  }

  @Authorized(PERMISSIONS.notifyTmplSave)
  @Mutation(() => NotifyTmpl, { description: 'Creates (no id) or updates a template.' })
  saveNotifyTmpl(
    @Arg('input', () => SaveNotifyTmplInput) input: SaveNotifyTmplInput,
    @Ctx() ctx: GqlContext,
  ): Promise<NotifyTmplView> {
    return ctx.services.notify.save(requireSession(ctx), input);
  }

  @Authorized(PERMISSIONS.notifyTmplDelete)
  @Mutation(() => Int, { description: 'Deletes templates; the count.' })
  deleteNotifyTmpls(
    @Arg('ids', () => [ID]) ids: string[],
    @Ctx() ctx: GqlContext,
  ): Promise<number> {
    return ctx.services.notify.delete({ ids });
  }

  @Authorized(PERMISSIONS.examNotify)
  @Mutation(() => NotifyJob, {
    description:
      "Sends an exam's notification to everyone in its scope through a template (a job).",
  })
  prepareExamNotify(
    @Arg('examId', () => ID) examId: string,
    @Arg('tmplId', () => ID) tmplId: string,
    @Ctx() ctx: GqlContext,
  ): Promise<NotifyJobView> {
    return ctx.services.notify.prepareNotify(requireSession(ctx), { examId, tmplId });
  }

  @Authorized(PERMISSIONS.examNotify)
  @Query(() => NotifyJob, { description: "An exam notification's progress." })
  notifyJob(@Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<NotifyJobView> {
    return ctx.services.notify.job({ id });
  }
}
