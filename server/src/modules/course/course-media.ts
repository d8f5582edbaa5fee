import { fileUrl } from '../../core/file-url.ts';
import type { Infra } from '../../core/infra.ts';

/** CourseMedia.state. */
export const MediaState = {
  WAITING: 0,
  RUNNING: 1,
  DONE: 2,
  FAILED: 3,
  /** Not transcoded: the original plays as uploaded (the message says why). */
  ORIGINAL: 4,
} as const;

/** How a video plays: the address, HLS or mp4, and the transcoding's state. */
export interface PlaybackView {
  url: string;
  /** The address ends in .m3u8: the player uses hls.js. */
  hls: boolean;
  encrypted: boolean;
  /** CourseMedia.state, or ORIGINAL when the video was never sent to transcoding. */
  state: number;
  message: string;
}

/** Where transcoded output is served: /api/course/media/<fileId>/<file in the output folder>. */
export const MEDIA_URL_PREFIX = '/api/course/media/';

/**
 * Uploaded course videos and their transcoding: what a player plays (the transcoded output when
 * it is ready, otherwise the original upload) and the length measured when the video was probed.
 */
export class CourseMediaService {
  constructor(private readonly infra: Infra) {}

  private get db() {
    return this.infra.prisma;
  }

  async playback(fileId: string): Promise<PlaybackView> {
    const media = await this.db.courseMedia.findUnique({ where: { fileId } });
    if (media !== null && media.state === MediaState.DONE && media.outputKey !== null) {
      const hls = media.encode !== 'mp4';
      return {
        url: `${MEDIA_URL_PREFIX}${fileId}/${hls ? 'index.m3u8' : 'video.mp4'}`,
        hls,
        encrypted: media.encode === 'm3u8_encode',
        state: media.state,
        message: media.message,
      };
    }
    return {
      url: fileUrl(fileId),
      hls: false,
      encrypted: false,
      state: media?.state ?? MediaState.ORIGINAL,
      message: media?.message ?? '',
    };
  }

  /** Seconds measured with ffprobe, or 0 when unknown. */
  async measuredDuration(fileId: string): Promise<number> {
    const media = await this.db.courseMedia.findUnique({
      where: { fileId },
      select: { duration: true },
    });
    return media?.duration ?? 0;
  }
}
