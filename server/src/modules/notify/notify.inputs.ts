import { z } from 'zod';
import { absent, id, ids, optionalText, plainText } from '../../core/input.ts';
import { pagingFields } from '../../core/paging.ts';
import { CHANNELS, PLACEHOLDERS } from './notify.constants.ts';

/** Text with `{placeholder}`s: only the known ones, and no markup. */
function templateText(max: number) {
  return plainText(max).superRefine((v, ctx) => {
    for (const m of v.matchAll(/\{(\w*)\}/g)) {
      if (!(PLACEHOLDERS as readonly string[]).includes(m[1] ?? '')) {
        ctx.addIssue({ code: 'custom', message: `unknown placeholder {${m[1] ?? ''}}` });
      }
    }
  });
}

export const TmplPagingSchema = z.object({ ...pagingFields(), title: optionalText(100) });
export type TmplPagingInput = z.input<typeof TmplPagingSchema>;

export const SaveTmplSchema = z.object({
  id: z.preprocess(absent, id.optional()),
  title: plainText(100),
  msgTitle: templateText(100),
  content: templateText(2000),
  channels: z
    .array(z.enum(CHANNELS))
    .min(1)
    .nullish()
    .transform((v): Array<(typeof CHANNELS)[number]> => [...new Set(v ?? (['msg'] as const))]),
});
export type SaveTmplInput = z.input<typeof SaveTmplSchema>;

export const TmplIdSchema = z.object({ id });
export const TmplIdsSchema = z.object({ ids: ids() });

export const PrepareNotifySchema = z.object({ examId: id, tmplId: id });
export type PrepareNotifyInput = z.input<typeof PrepareNotifySchema>;
