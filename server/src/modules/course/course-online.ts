/**
 * The online encode type: a remote transcoding service at the storage settings' encodeUrl does
 * the work instead of a local ffmpeg. The protocol (README, "Online transcoding"):
 *
 * - POST {encodeUrl}/jobs with the video as the body (application/octet-stream) and the options as
 *   JSON in the X-Transcode-Options header: fileId, qualities (highest first), encode (mp4, m3u8,
 *   m3u8_encode), queue (mediaQueue), and for m3u8_encode the AES-128 key (base64) and the key
 *   address the playlists must name; answers {jobId}.
 * - GET {encodeUrl}/jobs/{jobId}: {state: running|done|failed, progress 0-100, message, duration,
 *   renditions: [{quality, width, height, files: [names]}]}; a rendition's files are its
 *   <quality>.mp4, or its <quality>.m3u8 playlist and <quality>-seg0000.ts segments.
 * - GET {encodeUrl}/jobs/{jobId}/files/{name}: one output file.
 *
 * Every request carries `X-Transcode-Signature`: HMAC-SHA256 (hex) with the encodeKey of the
 * options header (POST) or of the job id (GET), so the service only works for this platform.
 */
import { createHmac } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import type { VideoEncode } from './course-ffmpeg.ts';

export interface OnlineTranscodeRequest {
  fileId: string;
  /** The original, a local file. */
  input: string;
  size: number;
  qualities: string[];
  encode: VideoEncode;
  queue: string;
  /** m3u8_encode: the AES-128 key and the address playlists name it by. */
  key?: Buffer;
  keyUri?: string;
}

export interface OnlineRendition {
  quality: string;
  width: number;
  height: number;
  files: string[];
}

export interface OnlineJobStatus {
  state: 'running' | 'done' | 'failed';
  progress: number;
  message: string;
  duration: number;
  renditions: OnlineRendition[];
}

/** A remote transcoding service. */
export interface OnlineTranscoder {
  submit(request: OnlineTranscodeRequest): Promise<string>;
  status(jobId: string): Promise<OnlineJobStatus>;
  /** Writes one output file of a finished job to `dest`. */
  download(jobId: string, name: string, dest: string): Promise<void>;
}

const TIMEOUT_MS = 60_000;

function num(v: unknown): number {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : 0;
}

/** The HTTP client of the protocol above. */
export class HttpOnlineTranscoder implements OnlineTranscoder {
  private readonly base: string;

  constructor(
    baseUrl: string,
    private readonly secret: string,
  ) {
    this.base = baseUrl.replace(/\/+$/, '');
  }

  private sign(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('hex');
  }

  async submit(request: OnlineTranscodeRequest): Promise<string> {
    const options = JSON.stringify({
      fileId: request.fileId,
      qualities: request.qualities,
      encode: request.encode,
      queue: request.queue,
      ...(request.key === undefined
        ? {}
        : { key: request.key.toString('base64'), keyUri: request.keyUri ?? '' }),
    });
    const res = await fetch(`${this.base}/jobs`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/octet-stream',
        'Content-Length': String(request.size),
        'X-Transcode-Options': options,
        'X-Transcode-Signature': this.sign(options),
      },
      // Streamed from disk: the video is never held in memory.
      body: Readable.toWeb(createReadStream(request.input)) as unknown as RequestInit['body'],
      duplex: 'half',
      signal: AbortSignal.timeout(20 * TIMEOUT_MS),
    } as RequestInit);
    if (!res.ok) throw new Error(`transcoding service answered ${res.status} to a new job`);
    const body = (await res.json()) as { jobId?: unknown };
    if (typeof body.jobId !== 'string' || !/^[A-Za-z0-9_-]{1,100}$/.test(body.jobId)) {
      throw new Error('transcoding service gave no job id');
    }
    return body.jobId;
  }

  async status(jobId: string): Promise<OnlineJobStatus> {
    const res = await fetch(`${this.base}/jobs/${encodeURIComponent(jobId)}`, {
      headers: { 'X-Transcode-Signature': this.sign(jobId) },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`transcoding service answered ${res.status} about a job`);
    const body = (await res.json()) as Record<string, unknown>;
    const state =
      body.state === 'done' || body.state === 'failed' || body.state === 'running'
        ? body.state
        : 'running';
    const renditions = Array.isArray(body.renditions) ? body.renditions : [];
    return {
      state,
      progress: Math.min(100, num(body.progress)),
      message: typeof body.message === 'string' ? body.message.slice(0, 200) : '',
      duration: num(body.duration),
      renditions: renditions.flatMap((r: unknown) => {
        if (typeof r !== 'object' || r === null) return [];
        const o = r as Record<string, unknown>;
        if (typeof o.quality !== 'string' || !Array.isArray(o.files)) return [];
        return [
          {
            quality: o.quality,
            width: num(o.width),
            height: num(o.height),
            files: o.files.filter((f): f is string => typeof f === 'string'),
          },
        ];
      }),
    };
  }

  async download(jobId: string, name: string, dest: string): Promise<void> {
    const res = await fetch(
      `${this.base}/jobs/${encodeURIComponent(jobId)}/files/${encodeURIComponent(name)}`,
      {
        headers: { 'X-Transcode-Signature': this.sign(jobId) },
        signal: AbortSignal.timeout(20 * TIMEOUT_MS),
      },
    );
    if (!res.ok || res.body === null) {
      throw new Error(`transcoding service answered ${res.status} for ${name}`);
    }
    await pipeline(
      Readable.fromWeb(res.body as WebReadableStream<Uint8Array>),
      createWriteStream(dest, { mode: 0o600 }),
    );
  }
}
