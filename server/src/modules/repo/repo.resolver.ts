import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { requireSession } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import { RepoChapter, RepoDetail, RepoPage, RepoPagingInput, SaveRepoInput } from './repo.types.ts';

@Resolver()
export class RepoResolver {
  @Authorized()
  @Query(() => RepoPage, { description: 'Question banks; any signed-in user (practice list).' })
  repoPaging(
    @Arg('input', () => RepoPagingInput, { nullable: true }) input: RepoPagingInput | null,
    @Ctx() ctx: GqlContext,
  ): Promise<RepoPage> {
    return ctx.services.repos.paging(input ?? {});
  }

  @Authorized()
  @Query(() => RepoDetail, { description: 'A bank with chapters and counts; any signed-in user.' })
  repoDetail(@Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<RepoDetail> {
    return ctx.services.repos.detail(id);
  }

  @Authorized()
  @Query(() => [RepoChapter], { description: 'Chapters of a bank with question counts.' })
  repoChapterGroup(
    @Arg('repoId', () => ID) repoId: string,
    @Ctx() ctx: GqlContext,
  ): Promise<RepoChapter[]> {
    return ctx.services.repos.chapterGroup(repoId);
  }

  @Authorized()
  @Query(() => [RepoChapter], { description: 'Chapters of a bank, filtered by title.' })
  repoChapters(
    @Arg('repoId', () => ID) repoId: string,
    @Arg('title', () => String, { nullable: true }) title: string | null,
    @Ctx() ctx: GqlContext,
  ): Promise<RepoChapter[]> {
    return ctx.services.repos.chapterList({ repoId, title });
  }

  @Authorized()
  @Mutation(() => RepoDetail, {
    description: 'Creates (needs repo:add) or updates (needs repo:update) a bank.',
  })
  saveRepo(
    @Arg('input', () => SaveRepoInput) input: SaveRepoInput,
    @Ctx() ctx: GqlContext,
  ): Promise<RepoDetail> {
    return ctx.services.repos.save(requireSession(ctx), input);
  }

  @Authorized(PERMISSIONS.repoDelete)
  @Mutation(() => Int, { description: 'Deletes banks with their questions; returns the count.' })
  deleteRepos(@Arg('ids', () => [ID]) ids: string[], @Ctx() ctx: GqlContext): Promise<number> {
    return ctx.services.repos.delete(ids);
  }
}
