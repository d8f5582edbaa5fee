import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { auditWitness } from '../../core/audit.ts';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { requireSession } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import type { ExportFormat } from './paper-export.inputs.ts';
import { PaperExportJob, PaperExportJobPage, StartPaperExportInput } from './paper-export.types.ts';

/** Paper and results exports as worker jobs; the rules live in PaperExportService. */
@Resolver()
export class PaperExportResolver {
  @Authorized(PERMISSIONS.paperExport)
  @Mutation(() => PaperExportJob, {
    description:
      "Starts an export of an exam's papers (pdf, zip) or results (xlsx); download it once completed.",
  })
  async startPaperExport(
    @Arg('input', () => StartPaperExportInput) input: StartPaperExportInput,
    @Ctx() ctx: GqlContext,
  ): Promise<PaperExportJob> {
    const session = requireSession(ctx);
    const { jobId } = await ctx.services.paperExport.startExport(
      session,
      {
        selection: { examId: input.examId, paperIds: input.paperIds },
        format: input.format as ExportFormat,
      },
      ctx.lang,
    );
    return ctx.services.paperExport.jobStatus(session, jobId, ctx.lang);
  }

  @Authorized(PERMISSIONS.paperExport)
  @Query(() => PaperExportJob, {
    description:
      'An export job you started; someone else’s only with a reason, kept in the audit log.',
  })
  paperExportJob(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String, {
      nullable: true,
      description: 'Why you read an export someone else started (at least 5 characters)',
    })
    reason: string | null,
    @Ctx() ctx: GqlContext,
  ): Promise<PaperExportJob> {
    return ctx.services.paperExport.jobStatus(requireSession(ctx), id, ctx.lang, {
      reason,
      witness: auditWitness(ctx, 'graphql', 'paperExportJob'),
    });
  }

  @Authorized(PERMISSIONS.paperExport)
  @Query(() => PaperExportJobPage, { description: 'The export jobs you started, newest first.' })
  paperExportJobs(
    @Arg('examId', () => ID, { nullable: true }) examId: string | null,
    @Arg('current', () => Int, { nullable: true }) current: number | null,
    @Arg('size', () => Int, { nullable: true }) size: number | null,
    @Ctx() ctx: GqlContext,
  ): Promise<PaperExportJobPage> {
    return ctx.services.paperExport.myJobs(
      requireSession(ctx),
      { current: current ?? undefined, size: size ?? undefined, params: { examId } },
      ctx.lang,
    );
  }
}
