import { z } from 'zod';
import { PERMISSIONS, type PermissionCode } from '../../core/auth/permissions.ts';
import { absent, id, ids, intLike, optionalText, plainText } from '../../core/input.ts';
import { pagingFields } from '../../core/paging.ts';

/** 0 published, 1 draft (the spec's notice state). */
export const NoticeState = { PUBLISHED: 0, DRAFT: 1 } as const;

const state = intLike.pipe(z.union([z.literal(0), z.literal(1)]));

export const NoticePagingSchema = z.object({
  ...pagingFields(),
  /** Admins only: 0 published, 1 draft; learners always get published notices. */
  state: z.preprocess(absent, state.optional()),
  /** Title contains. */
  title: optionalText(100),
});
export type NoticePagingInput = z.input<typeof NoticePagingSchema>;

export const SaveNoticeSchema = z.object({
  id: z.preprocess(absent, id.optional()),
  title: plainText(100),
  /** Rich text; sanitized before it is stored. */
  content: z.string().max(200_000),
  state: z.preprocess(absent, state.optional()).transform((v) => v ?? NoticeState.DRAFT),
});
export type SaveNoticeInput = z.input<typeof SaveNoticeSchema>;

/**
 * The permission a save needs, read from the id as the save reads it: sys:notice:add when it is
 * absent (null, undefined or ''), sys:notice:update otherwise (a bad id too: the save refuses it).
 */
export function savePermission(rawId: unknown): PermissionCode {
  const parsed = SaveNoticeSchema.shape.id.safeParse(rawId);
  return parsed.success && parsed.data === undefined
    ? PERMISSIONS.noticeAdd
    : PERMISSIONS.noticeUpdate;
}

export const NoticeIdSchema = z.object({ id });
export const NoticeIdsSchema = z.object({ ids: ids() });
