import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { requirePermission } from '../../core/auth/policy.ts';
import { requireSession } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import type { Page } from '../../core/paging.ts';
import { savePermission } from './notice.inputs.ts';
import type { NoticeView } from './notice.service.ts';
import { Notice, NoticePage, NoticePagingInput, SaveNoticeInput } from './notice.types.ts';

@Resolver()
export class NoticeResolver {
  @Authorized()
  @Query(() => NoticePage, {
    description: 'Notices: published ones newest first; with sys:notice:list drafts too.',
  })
  notices(
    @Arg('input', () => NoticePagingInput, { nullable: true }) input: NoticePagingInput | null,
    @Ctx() ctx: GqlContext,
  ): Promise<Page<NoticeView>> {
    return ctx.services.notices.paging(requireSession(ctx), input ?? {});
  }

  @Authorized()
  @Query(() => Notice, { description: 'One notice (a draft only with sys:notice:list).' })
  notice(@Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<NoticeView> {
    return ctx.services.notices.detail(requireSession(ctx), { id });
  }

  @Authorized()
  @Mutation(() => Notice, {
    description: 'Creates (sys:notice:add) or updates (sys:notice:update) a notice.',
  })
  saveNotice(
    @Arg('input', () => SaveNoticeInput) input: SaveNoticeInput,
    @Ctx() ctx: GqlContext,
  ): Promise<NoticeView> {
    const session = requireSession(ctx);
    requirePermission(session, savePermission(input.id));
    return ctx.services.notices.save(session, input);
  }

  @Authorized(PERMISSIONS.noticeDelete)
  @Mutation(() => Int, { description: 'Deletes notices; the count.' })
  deleteNotices(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: GqlContext): Promise<number> {
    return ctx.services.notices.delete({ ids });
  }
}
