import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PERMISSIONS } from '../../core/auth/permissions.ts';
import { hasPermission, type SessionUser } from '../../core/auth/session-user.ts';
import { secretBox } from '../../core/crypto.ts';
import { AppError, parseInput } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import { id } from '../../core/input.ts';
import { logger } from '../../core/logger.ts';
import { pageWindow, toPage, type Page } from '../../core/paging.ts';
import type { ConfigService } from '../config/index.ts';
import { parseRange, type FileService } from '../file/index.ts';
import {
  findFfmpeg,
  masterPlaylist,
  parseQualities,
  planRenditions,
  probeVideo,
  renditionFile,
  runTranscode,
  transcodeArgs,
  type PlannedRendition,
  type VideoEncode,
} from './course-ffmpeg.ts';
import { HttpOnlineTranscoder, type OnlineTranscoder } from './course-online.ts';
import { CourseFilePagingSchema, type CourseFilePagingInput } from './course.inputs.ts';
import { mp4FileDuration } from './mp4-duration.ts';

/** CourseMedia.state. */
export const MediaState = {
  WAITING: 0,
  RUNNING: 1,
  DONE: 2,
  FAILED: 3,
  /** Not transcoded: the original plays as uploaded (the message says why). */
  ORIGINAL: 4,
} as const;

/** Why a video plays as uploaded (CourseMedia.message). */
export const OriginalReason = {
  /** The storage settings' encodeType is not ffmpeg. */
  DISABLED: 'disabled',
  /** No ffmpeg on the server (nor in ffmpegHome). */
  NO_FFMPEG: 'noFfmpeg',
  /** Transcoding was tried and failed. */
  FAILED: 'failed',
  /** encodeType online without a service address (encodeUrl). */
  NO_SERVICE: 'noService',
} as const;

export const TRANSCODE_QUEUE = 'course-media';
export const TRANSCODE_JOB = 'course.transcode';

/** One quality of a video a player may switch to. */
export interface RenditionView {
  /** original, 480p, 720p, 1080p or 2k. */
  quality: string;
  /** Picture size (0: not known). */
  width: number;
  height: number;
  /** Its own address: an mp4 file, or an HLS variant playlist. */
  url: string;
}

/** A rendition as CourseMedia.renditions keeps it. */
interface StoredRendition {
  quality: string;
  width: number;
  height: number;
  /** The output file a player opens. */
  name: string;
  /** Its size in bytes (mp4: for range requests). */
  bytes: number;
}

/** How a video plays: the address, HLS or mp4, and the transcoding's state. */
export interface PlaybackView {
  /** HLS: the master playlist naming every rendition; mp4: the highest rendition. */
  url: string;
  /** The qualities, highest first (one, the original, when not transcoded). */
  renditions: RenditionView[];
  /** The address ends in .m3u8: the player uses hls.js. */
  hls: boolean;
  encrypted: boolean;
  /** The signed timestamp a key ('decrypt') request carries as its `auth` parameter. */
  keyAuth: string;
  /** CourseMedia.state, or ORIGINAL when the video was never sent to transcoding. */
  state: number;
  message: string;
}

/** A course video or document in the courseware list, with its transcoding. */
export interface CourseFileView {
  fileId: string;
  name: string;
  kind: number;
  size: number;
  url: string;
  /** Course items using it. */
  useCount: number;
  state: number | null;
  progress: number;
  message: string;
  encode: string;
  quality: string;
  duration: number;
  /** The transcoded qualities, highest first (addresses for course:list holders). */
  renditions: RenditionView[];
}

/** Where transcoded output is served: /api/course/media/<fileId>/<file in the output folder>. */
export const MEDIA_URL_PREFIX = '/api/course/media/';
/** The original upload under MEDIA_URL_PREFIX: who may watch, with range requests. */
export const ORIGINAL_NAME = 'original';
/** Files a transcode writes (video.mp4, index.m3u8 and seg0000.ts: before several qualities). */
const OUTPUT_NAME =
  /^(video\.mp4|index\.m3u8|seg\d{4}\.ts|(original|480p|720p|1080p|2k)(\.mp4|\.m3u8|-seg\d{4}\.ts))$/;
/** How often the worker asks an online transcoding service about its job, and for how long. */
const ONLINE_POLL_MS = 1000;
const ONLINE_MAX_MS = 6 * 3600_000;
const KEY_PURPOSE = 'course-video-key';
/** How long a key request's signed timestamp stays good. */
const KEY_AUTH_TTL_MS = 6 * 3600_000;

const MIME: Record<string, string> = {
  mp4: 'video/mp4',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
};

/** The address of a course file for who may study it (videos: the original upload). */
export function courseFileUrl(fileId: string): string {
  return `${MEDIA_URL_PREFIX}${fileId}/${ORIGINAL_NAME}`;
}

/** A served course file: the stream, its type, and the range sent when one was asked. */
export interface OpenedMedia {
  stream: Readable;
  mime: string;
  /** The whole file's size when known (range requests need it). */
  size: number | null;
  range: { start: number; end: number } | null;
  /** The original upload's display name (documents are offered under it). */
  name: string | null;
}

/**
 * Uploaded course videos and their transcoding: a worker job measures each new video with ffprobe
 * and, when the storage settings ask for ffmpeg and the server has it, transcodes it to the chosen
 * quality as mp4 or HLS (optionally AES-128 encrypted, the key served only to who may watch);
 * players get the transcoded output when it is ready, otherwise the original upload.
 */
export class CourseMediaService {
  constructor(
    private readonly infra: Infra,
    private readonly files: FileService,
    private readonly config: ConfigService,
    private readonly onlineFor: (url: string, secret: string) => OnlineTranscoder = (url, secret) =>
      new HttpOnlineTranscoder(url, secret),
  ) {}

  private get db() {
    return this.infra.prisma;
  }

  async playback(fileId: string, userId: string): Promise<PlaybackView> {
    const media = await this.db.courseMedia.findUnique({ where: { fileId } });
    if (media !== null && media.state === MediaState.DONE && media.outputKey !== null) {
      const hls = media.encode !== 'mp4';
      const encrypted = media.encode === 'm3u8_encode';
      const renditions = storedRenditions(media).map((r) => ({
        quality: r.quality,
        width: r.width,
        height: r.height,
        url: `${MEDIA_URL_PREFIX}${fileId}/${r.name}`,
      }));
      return {
        url: hls ? `${MEDIA_URL_PREFIX}${fileId}/index.m3u8` : (renditions[0]?.url ?? ''),
        renditions,
        hls,
        encrypted,
        keyAuth: encrypted ? this.keyAuth(fileId, userId, Date.now()) : '',
        state: media.state,
        message: media.message,
      };
    }
    const url = courseFileUrl(fileId);
    return {
      url,
      renditions: [{ quality: ORIGINAL_NAME, width: 0, height: 0, url }],
      hls: false,
      encrypted: false,
      keyAuth: '',
      state: media?.state ?? MediaState.ORIGINAL,
      message: media?.message ?? '',
    };
  }

  /** Whether a transcoded copy of the video is ready (learners then never get the original). */
  async transcoded(fileId: string): Promise<boolean> {
    const media = await this.db.courseMedia.findUnique({
      where: { fileId },
      select: { state: true, outputKey: true },
    });
    return media?.state === MediaState.DONE && media.outputKey !== null;
  }

  /** Seconds measured with ffprobe, or 0 when unknown. */
  async measuredDuration(fileId: string): Promise<number> {
    const media = await this.db.courseMedia.findUnique({
      where: { fileId },
      select: { duration: true },
    });
    return media?.duration ?? 0;
  }

  /** Sends videos seen for the first time to the transcoding job. */
  async register(fileIds: readonly string[]): Promise<void> {
    for (const fileId of new Set(fileIds)) {
      const created = await this.db.courseMedia.createMany({
        data: [{ fileId }],
        skipDuplicates: true,
      });
      if (created.count === 1) await this.enqueue(fileId);
    }
  }

  private async enqueue(fileId: string): Promise<void> {
    await this.infra.queues
      .queue(TRANSCODE_QUEUE)
      .add(TRANSCODE_JOB, { fileId }, { jobId: `transcode-${fileId}-${Date.now()}`, attempts: 2 });
  }

  /** Transcodes a video again with the current storage settings (the courseware list). */
  async retranscode(rawId: string): Promise<CourseFileView> {
    const fileId = parseInput(id, rawId);
    const used = await this.db.courseItem.count({ where: { fileId, itemType: 1 } });
    if (used === 0) throw new AppError('COURSE_NOT_A_VIDEO');
    // One transcode of a video at a time: while one waits or runs, asking again changes nothing.
    const created = await this.db.courseMedia.createMany({
      data: [{ fileId }],
      skipDuplicates: true,
    });
    const claimed =
      created.count === 1
        ? created
        : await this.db.courseMedia.updateMany({
            where: { fileId, state: { notIn: [MediaState.WAITING, MediaState.RUNNING] } },
            data: { state: MediaState.WAITING, progress: 0, message: '' },
          });
    if (claimed.count === 1) await this.enqueue(fileId);
    const [view] = await this.views([fileId]);
    return view!;
  }

  /**
   * The job: measures the video and, when the storage settings say ffmpeg (and the server has it)
   * or online (a transcoding service at encodeUrl), transcodes it to each chosen quality not above
   * the source and stores the output beside the uploads; otherwise the original stays in use and
   * the reason is kept for the courseware list. The upload is streamed to a temporary file, never
   * held in memory.
   */
  async transcode(fileId: string): Promise<void> {
    const media = await this.db.courseMedia.findUnique({ where: { fileId } });
    if (media === null) return;
    const settings = (await this.config.activeProvider('upload'))?.data ?? {};
    const text = (k: string) => (typeof settings[k] === 'string' ? (settings[k] as string) : '');
    const encodeType = text('encodeType');
    const tools = await findFfmpeg(text('ffmpegHome'));
    const encode = (
      ['mp4', 'm3u8', 'm3u8_encode'].includes(text('videoEncode')) ? text('videoEncode') : 'mp4'
    ) as VideoEncode;
    const qualities = parseQualities(text('videoQuality'));
    const work = await mkdtemp(path.join(await this.files.stagingDir(), 'transcode-'));
    try {
      const input = path.join(work, 'input.mp4');
      await this.files.copyTo(fileId, input);
      // The real length decides when a video counts as watched: ffprobe's, else the MP4's own.
      const probed =
        tools === null
          ? { duration: 0, width: 0, height: 0 }
          : await probeVideo(tools.ffprobe, input);
      const duration = probed.duration > 0 ? probed.duration : await mp4FileDuration(input);
      const quality = qualities.join(',');
      const original = (message: string) =>
        this.db.courseMedia.update({
          where: { fileId },
          data: { state: MediaState.ORIGINAL, progress: 0, message, duration, encode, quality },
        });
      const online = encodeType === 'online';
      if (!online && encodeType !== 'ffmpeg') {
        await original(OriginalReason.DISABLED);
        return;
      }
      if (!online && tools === null) {
        await original(OriginalReason.NO_FFMPEG);
        return;
      }
      if (online && !/^https?:\/\//.test(text('encodeUrl'))) {
        await original(OriginalReason.NO_SERVICE);
        return;
      }
      await this.db.courseMedia.update({
        where: { fileId },
        data: { state: MediaState.RUNNING, progress: 0, message: '', duration, encode, quality },
      });
      const out = path.join(work, 'out');
      await mkdir(out);
      let key: Buffer | undefined;
      let keyInfoFile: string | undefined;
      const keyUri = `${MEDIA_URL_PREFIX}${fileId}/decrypt`;
      if (encode === 'm3u8_encode') {
        const aes = hlsKeyOf(fileId, text('aesKey'), text('aesIv'));
        key = aes.key;
        const keyFile = path.join(work, 'enc.key');
        await writeFile(keyFile, new Uint8Array(key), { mode: 0o600 });
        keyInfoFile = path.join(work, 'enc.keyinfo');
        // The playlists name the key by this address; players add the token and a signed time.
        await writeFile(keyInfoFile, `${keyUri}\n${keyFile}\n${aes.iv?.toString('hex') ?? ''}\n`);
      }
      let reported = 0;
      const progress = (pct: number) => {
        if (pct >= reported + 5 && pct < 100) {
          reported = pct;
          void this.db.courseMedia
            .update({ where: { fileId }, data: { progress: pct } })
            .catch(() => undefined);
        }
      };
      let made: { renditions: PlannedRendition[]; duration: number };
      try {
        made = online
          ? await this.transcodeOnline(
              this.onlineFor(text('encodeUrl'), text('encodeKey')),
              { fileId, input, qualities, encode, queue: text('mediaQueue'), key, keyUri },
              out,
              progress,
            )
          : await this.transcodeLocal(
              tools!.ffmpeg,
              { input, out, encode, keyInfoFile, duration },
              planRenditions(qualities, probed),
              progress,
            );
      } catch (e) {
        logger.warn({ err: e, fileId }, 'video transcoding failed');
        await original(OriginalReason.FAILED);
        await this.db.courseMedia.update({
          where: { fileId },
          data: { state: MediaState.FAILED },
        });
        return;
      }
      const stored = await this.storeOutput(
        fileId,
        out,
        encode,
        made.renditions,
        made.duration || duration,
      );
      // What an earlier transcode wrote and this one did not is deleted.
      await this.removeOutput(media, new Set(stored.names)).catch((e: unknown) =>
        logger.warn({ err: e, fileId }, 'earlier transcode output not deleted'),
      );
      await this.db.courseMedia.update({
        where: { fileId },
        data: {
          state: MediaState.DONE,
          progress: 100,
          message: '',
          duration: duration > 0 ? duration : made.duration,
          quality: made.renditions.map((r) => r.quality).join(','),
          outputKey: stored.prefix,
          provider: stored.provider,
          renditions: stored.renditions as unknown as object,
          sealedKey:
            key === undefined
              ? null
              : secretBox(this.infra.env).seal(key.toString('base64'), `course-key:${fileId}`),
        },
      });
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  private async transcodeLocal(
    ffmpeg: string,
    job: {
      input: string;
      out: string;
      encode: VideoEncode;
      keyInfoFile: string | undefined;
      duration: number;
    },
    renditions: PlannedRendition[],
    progress: (pct: number) => void,
  ): Promise<{ renditions: PlannedRendition[]; duration: number }> {
    await runTranscode(
      ffmpeg,
      transcodeArgs({
        input: job.input,
        outDir: job.out,
        renditions,
        encode: job.encode,
        keyInfoFile: job.keyInfoFile,
      }),
      job.duration,
      (share) => progress(Math.floor(share * 100)),
    );
    return { renditions, duration: job.duration };
  }

  /**
   * Sends the video to the online transcoding service, follows its job and fetches the output
   * files into `out` (only names a transcode writes).
   */
  private async transcodeOnline(
    service: OnlineTranscoder,
    job: {
      fileId: string;
      input: string;
      qualities: string[];
      encode: VideoEncode;
      queue: string;
      key: Buffer | undefined;
      keyUri: string;
    },
    out: string,
    progress: (pct: number) => void,
  ): Promise<{ renditions: PlannedRendition[]; duration: number }> {
    const { size } = await stat(job.input);
    const jobId = await service.submit({ ...job, size });
    await this.db.courseMedia.update({
      where: { fileId: job.fileId },
      data: { remoteJobId: jobId },
    });
    const deadline = Date.now() + ONLINE_MAX_MS;
    for (;;) {
      const status = await service.status(jobId);
      if (status.state === 'failed')
        throw new Error(`online transcoding failed: ${status.message}`);
      if (status.state === 'done') {
        const renditions: PlannedRendition[] = [];
        for (const r of status.renditions) {
          const main = renditionFile(r.quality, job.encode);
          if (!OUTPUT_NAME.test(main) || !r.files.includes(main)) continue;
          for (const name of r.files) {
            if (!OUTPUT_NAME.test(name) || !name.startsWith(r.quality)) continue;
            await service.download(jobId, name, path.join(out, name));
          }
          renditions.push({ quality: r.quality, width: r.width, height: r.height });
        }
        if (renditions.length === 0) throw new Error('online transcoding gave no rendition');
        return {
          renditions: renditions.sort((a, b) => b.height - a.height),
          duration: status.duration,
        };
      }
      progress(status.progress);
      if (Date.now() > deadline) throw new Error('online transcoding took too long');
      await new Promise((resolve) => setTimeout(resolve, ONLINE_POLL_MS));
    }
  }

  /**
   * Stores a transcode's output files under media/<fileId>/ (HLS: with the master playlist this
   * server writes, naming each rendition with its bandwidth).
   */
  private async storeOutput(
    fileId: string,
    out: string,
    encode: VideoEncode,
    renditions: PlannedRendition[],
    duration: number,
  ): Promise<{
    prefix: string;
    provider: string;
    renditions: StoredRendition[];
    names: string[];
  }> {
    const names = (await readdir(out)).filter((n) => OUTPUT_NAME.test(n));
    const sizeOf = async (n: string) => (await stat(path.join(out, n))).size;
    const stored: StoredRendition[] = [];
    const variants: Array<PlannedRendition & { bandwidth: number }> = [];
    for (const r of renditions) {
      const name = renditionFile(r.quality, encode);
      if (!names.includes(name)) throw new Error(`transcode wrote no ${name}`);
      let bytes = 0;
      for (const n of names)
        if (n === name || n.startsWith(`${r.quality}-seg`)) bytes += await sizeOf(n);
      stored.push({ ...r, name, bytes: encode === 'mp4' ? await sizeOf(name) : 0 });
      variants.push({ ...r, bandwidth: duration > 0 ? (bytes * 8) / duration : 1_000_000 });
    }
    if (encode !== 'mp4') {
      await writeFile(path.join(out, 'index.m3u8'), masterPlaylist(variants));
      names.push('index.m3u8');
    }
    const storage = await this.files.writeStorage();
    const prefix = `media/${fileId}`;
    for (const name of names) {
      await storage.put(`${prefix}/${name}`, path.join(out, name), mimeOf(name));
    }
    return { prefix, provider: storage.provider, renditions: stored, names };
  }

  /**
   * Deletes the files of an earlier transcode (its renditions, and for HLS the segments its playlists
   * name) except those in `keep`, written again under the same names.
   */
  private async removeOutput(
    previous: {
      outputKey: string | null;
      provider: string | null;
      renditions: unknown;
      encode: string;
      quality: string;
    },
    keep: ReadonlySet<string>,
  ): Promise<void> {
    // The state may have moved on (waiting for this transcode): the output is still there.
    if (previous.outputKey === null || previous.provider === null) return;
    const storage = await this.files.readStorage(previous.provider);
    const names = new Set<string>();
    for (const r of storedRenditions(previous)) {
      names.add(r.name);
      if (!r.name.endsWith('.m3u8')) continue;
      const chunks: Buffer[] = [];
      for await (const chunk of await storage.read(`${previous.outputKey}/${r.name}`)) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
      }
      const text = Buffer.concat(chunks.map((c) => new Uint8Array(c))).toString('utf8');
      for (const line of text.split('\n').map((l) => l.trim())) {
        if (OUTPUT_NAME.test(line)) names.add(line);
      }
    }
    if (previous.encode !== 'mp4') names.add('index.m3u8');
    for (const name of names) {
      if (!keep.has(name)) await storage.remove(`${previous.outputKey}/${name}`);
    }
  }

  /**
   * A course file for a player or a reader: the original upload ('original', with range requests)
   * or a file of the transcoded video. Only for who may watch it (a published course open to them
   * uses it, or they hold course:list); once a transcoded copy is ready, learners get only that.
   */
  async open(
    session: SessionUser,
    rawFileId: string,
    name: string,
    mayWatch: (fileId: string) => Promise<boolean>,
    rangeHeader?: string,
  ): Promise<OpenedMedia | { unsatisfiable: true; size: number }> {
    const fileId = parseInput(id, rawFileId);
    if (name !== ORIGINAL_NAME && !OUTPUT_NAME.test(name)) throw new AppError('DATA_NOT_FOUND');
    const admin = hasPermission(session, PERMISSIONS.courseList);
    if (!admin && !(await mayWatch(fileId))) throw new AppError('COURSE_NOT_AVAILABLE');
    const media = await this.db.courseMedia.findUnique({ where: { fileId } });
    const done =
      media?.state === MediaState.DONE && media.outputKey !== null && media.provider !== null;
    if (name === ORIGINAL_NAME) {
      if (done && !admin) throw new AppError('DATA_NOT_FOUND');
      const opened = await this.files.openFor(fileId, rangeHeader);
      if ('unsatisfiable' in opened) return opened;
      return {
        stream: opened.stream,
        mime: opened.file.mime,
        size: opened.file.size,
        range: opened.range,
        name: opened.file.name,
      };
    }
    if (!done) throw new AppError('DATA_NOT_FOUND');
    const storage = await this.files.readStorage(media.provider!);
    const key = `${media.outputKey!}/${name}`;
    // An mp4 rendition's size is kept, so players can seek in it with range requests.
    const size = storedRenditions(media).find((r) => r.name === name)?.bytes ?? 0;
    if (size > 0) {
      const range = parseRange(rangeHeader, size);
      if (range === 'invalid') return { unsatisfiable: true, size };
      return {
        stream: await storage.read(key, range ?? undefined),
        mime: mimeOf(name),
        size,
        range,
        name: null,
      };
    }
    return {
      stream: await storage.read(key),
      mime: mimeOf(name),
      size: null,
      range: null,
      name: null,
    };
  }

  private keyAuth(fileId: string, userId: string, now: number): string {
    const data = `${fileId}:${userId}:${now}`;
    return `${now}.${secretBox(this.infra.env).mac(KEY_PURPOSE, data)}`;
  }

  /**
   * The AES-128 key of an encrypted video ('decrypt' requests): only with a recent timestamp this
   * server signed for this user and video, and only for who may watch it (a published course
   * open to them uses it, or they hold course:list).
   */
  async decryptKey(
    session: SessionUser,
    rawFileId: string,
    auth: string,
    mayWatch: (fileId: string) => Promise<boolean>,
  ): Promise<Buffer> {
    const fileId = parseInput(id, rawFileId);
    const [time, mac] = auth.split('.');
    const signedAt = Number(time);
    const box = secretBox(this.infra.env);
    const valid =
      mac !== undefined &&
      Number.isSafeInteger(signedAt) &&
      Math.abs(Date.now() - signedAt) <= KEY_AUTH_TTL_MS &&
      box.verifyMac(KEY_PURPOSE, `${fileId}:${session.userId}:${signedAt}`, mac);
    if (!valid) throw new AppError('COURSE_VIDEO_KEY_DENIED');
    if (!hasPermission(session, PERMISSIONS.courseList) && !(await mayWatch(fileId))) {
      throw new AppError('COURSE_VIDEO_KEY_DENIED');
    }
    const media = await this.db.courseMedia.findUnique({ where: { fileId } });
    if (media?.sealedKey == null) throw new AppError('DATA_NOT_FOUND');
    return Buffer.from(box.open(media.sealedKey, `course-key:${fileId}`), 'base64');
  }

  /** One course file with its transcoding (/api/course/file/desc): a file no course uses is not one. */
  async describe(rawId: string): Promise<CourseFileView> {
    const fileId = parseInput(id, rawId);
    const used = await this.db.courseItem.count({ where: { fileId } });
    const [view] = used === 0 ? [] : await this.views([fileId]);
    if (view === undefined) throw new AppError('DATA_NOT_FOUND');
    return view;
  }

  /** The courseware list: files the courses use, newest first, with their transcoding. */
  async fileList(raw: CourseFilePagingInput): Promise<Page<CourseFileView>> {
    const input = parseInput(CourseFilePagingSchema, raw);
    const used = await this.db.courseItem.groupBy({
      by: ['fileId'],
      where: { fileId: { not: null } },
      _count: { _all: true },
    });
    const ids = used.map((u) => u.fileId).filter((f): f is string => f !== null);
    const where = {
      id: { in: ids },
      ...(input.name === undefined
        ? {}
        : { originalName: { contains: input.name, mode: 'insensitive' as const } }),
    };
    const [total, rows] = await Promise.all([
      this.db.storedFile.count({ where }),
      this.db.storedFile.findMany({
        where,
        orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
        select: { id: true },
        ...pageWindow(input.current, input.size),
      }),
    ]);
    return toPage(await this.views(rows.map((r) => r.id)), total, input.current, input.size);
  }

  private async views(fileIds: string[]): Promise<CourseFileView[]> {
    const [files, media, uses] = await Promise.all([
      this.db.storedFile.findMany({ where: { id: { in: fileIds } } }),
      this.db.courseMedia.findMany({ where: { fileId: { in: fileIds } } }),
      this.db.courseItem.groupBy({
        by: ['fileId'],
        where: { fileId: { in: fileIds } },
        _count: { _all: true },
      }),
    ]);
    const mediaOf = new Map(media.map((m) => [m.fileId, m]));
    const useOf = new Map(uses.map((u) => [u.fileId, u._count._all]));
    return fileIds.flatMap((fid) => {
      const f = files.find((x) => x.id === fid);
      if (f === undefined) return [];
      const m = mediaOf.get(fid);
      return [
        {
          fileId: fid,
          name: f.originalName,
          kind: f.kind,
          size: f.size,
          url: courseFileUrl(fid),
          useCount: useOf.get(fid) ?? 0,
          state: m?.state ?? null,
          progress: m?.progress ?? 0,
          message: m?.message ?? '',
          encode: m?.encode ?? '',
          quality: m?.quality ?? '',
          duration: m?.duration ?? 0,
          renditions:
            m?.state === MediaState.DONE && m.outputKey !== null
              ? storedRenditions(m).map((r) => ({
                  quality: r.quality,
                  width: r.width,
                  height: r.height,
                  url: `${MEDIA_URL_PREFIX}${fid}/${r.name}`,
                }))
              : [],
        },
      ];
    });
  }
}

/**
 * The AES-128 key and IV of a video's encrypted HLS from the storage settings' AES key and IV
 * (16 characters each): the key is the video's own, derived from the settings' key and the video
 * (a key served for one video opens no other); the IV is the settings' one. Without a key in the
 * settings the video gets a random key; without an IV each segment's sequence number is its IV.
 */
export function hlsKeyOf(
  fileId: string,
  aesKey: string,
  aesIv: string,
): { key: Buffer; iv: Buffer | null } {
  const key =
    Buffer.byteLength(aesKey) === 16
      ? createHmac('sha256', aesKey).update(`course-video:${fileId}`).digest().subarray(0, 16)
      : randomBytes(16);
  const iv = Buffer.byteLength(aesIv) === 16 ? Buffer.from(aesIv, 'utf8') : null;
  return { key, iv };
}

/**
 * A done transcode's renditions, highest first; output made before several qualities has one
 * (video.mp4, or the index.m3u8 media playlist).
 */
function storedRenditions(media: {
  renditions: unknown;
  encode: string;
  quality: string;
}): StoredRendition[] {
  if (Array.isArray(media.renditions)) {
    return (media.renditions as unknown[]).flatMap((r) => {
      if (typeof r !== 'object' || r === null) return [];
      const o = r as Record<string, unknown>;
      if (typeof o.quality !== 'string' || typeof o.name !== 'string') return [];
      const n = (v: unknown) => (typeof v === 'number' ? v : 0);
      return [
        {
          quality: o.quality,
          name: o.name,
          width: n(o.width),
          height: n(o.height),
          bytes: n(o.bytes),
        },
      ];
    });
  }
  return [
    {
      quality: media.quality === '' ? ORIGINAL_NAME : media.quality,
      width: 0,
      height: 0,
      name: media.encode === 'mp4' ? 'video.mp4' : 'index.m3u8',
      bytes: 0,
    },
  ];
}

function mimeOf(name: string): string {
  return MIME[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
