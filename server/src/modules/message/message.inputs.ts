import { z } from 'zod';
import { absent, id, ids, intLike, plainText } from '../../core/input.ts';
import { pagingFields } from '../../core/paging.ts';

/** The learner's list: page size 10, optionally only unread (0) or read (1). */
export const MyMessagePagingSchema = z.object({
  ...pagingFields(),
  readState: z.preprocess(absent, intLike.pipe(z.union([z.literal(0), z.literal(1)])).optional()),
});
export type MyMessagePagingInput = z.input<typeof MyMessagePagingSchema>;

export const MessageIdSchema = z.object({ id });
export const MessageIdsSchema = z.object({ ids: ids() });

/** Plain text (shown with its line breaks), at most 2000 characters. */
const messageContent = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine((v) => !/<[a-z/!?]/i.test(v), 'markup is not allowed');

/** An admin's send: to users, groups and departments (with their sub-departments). */
export const SendMessageSchema = z
  .object({
    title: plainText(100),
    content: messageContent,
    userIds: z
      .array(id)
      .max(5000)
      .nullish()
      .transform((v) => v ?? []),
    groupIds: z
      .array(id)
      .max(200)
      .nullish()
      .transform((v) => v ?? []),
    deptCodes: z
      .array(z.string().trim().min(1).max(64))
      .max(200)
      .nullish()
      .transform((v) => v ?? []),
  })
  .refine((v) => v.userIds.length + v.groupIds.length + v.deptCodes.length > 0, {
    message: 'choose at least one user, group or department',
    path: ['userIds'],
  });
export type SendMessageInput = z.input<typeof SendMessageSchema>;

export const SendPagingSchema = z.object(pagingFields());
