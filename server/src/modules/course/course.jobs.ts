import { defineJob } from '../../core/jobs.ts';
import { TRANSCODE_JOB, TRANSCODE_QUEUE } from './course-media.ts';

/** One uploaded course video: measure it and, when the settings ask for it, transcode it. */
export const transcodeVideoJob = defineJob<{ fileId: string }>({
  queue: TRANSCODE_QUEUE,
  name: TRANSCODE_JOB,
  async process({ fileId }, { services }) {
    await services.courseMedia.transcode(fileId);
    return { fileId };
  },
});
