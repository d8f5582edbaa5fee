import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requireSession } from '../../core/graphql/access.ts';
import type { GqlContext } from '../../core/graphql/context.ts';
import {
  CompleteDirectUploadInput,
  CreateUploadTicketInput,
  StoredFileInfo,
  UploadTicket,
} from './file.types.ts';

@Resolver()
export class FileResolver {
  @Authorized()
  @Mutation(() => UploadTicket, {
    description:
      'Step one of a GraphQL upload: a 10-minute ticket; step two POSTs the file to ticket.url.',
  })
  createUploadTicket(
    @Arg('input', () => CreateUploadTicketInput, { nullable: true })
    input: CreateUploadTicketInput | null,
    @Ctx() ctx: GqlContext,
  ): Promise<UploadTicket> {
    return ctx.services.files.createTicket(requireSession(ctx), {
      kind: input?.kind ?? undefined,
      visibility: input?.visibility ?? undefined,
    });
  }

  @Authorized()
  @Mutation(() => StoredFileInfo, {
    description:
      'Registers a file the browser put straight into the cloud storage (direct-upload credentials): checked from its bytes like an upload.',
  })
  completeDirectUpload(
    @Arg('input', () => CompleteDirectUploadInput) input: CompleteDirectUploadInput,
    @Ctx() ctx: GqlContext,
  ): Promise<StoredFileInfo> {
    // The service parses its input (kind and visibility are checked there).
    return ctx.services.files.completeDirectUpload(requireSession(ctx), {
      key: input.key,
      name: input.name,
      kind: input.kind ?? undefined,
      visibility: input.visibility ?? undefined,
    });
  }

  @Authorized()
  @Query(() => StoredFileInfo, { description: "A file's details, under the rule for reading it." })
  storedFile(@Arg('id', () => ID) id: string, @Ctx() ctx: GqlContext): Promise<StoredFileInfo> {
    return ctx.services.files.detail(ctx.session, id);
  }
}
