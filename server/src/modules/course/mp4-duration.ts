import { open } from 'node:fs/promises';

/**
 * A video's length read from an MP4 file itself (the movie header, `moov/mvhd`), so a video counts
 * as watched against its real length even on a server without ffprobe. 0 when the file has no
 * readable movie header.
 */
export function mp4Duration(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const moov = findBox(view, 0, view.byteLength, 'moov');
  if (moov === null) return 0;
  const mvhd = findBox(view, moov.body, moov.end, 'mvhd');
  if (mvhd === null) return 0;
  const at = mvhd.body;
  if (at + 4 > mvhd.end) return 0;
  const version = view.getUint8(at);
  // Version 0: 32-bit creation and modification times and duration; version 1: 64-bit.
  const timescaleAt = version === 1 ? at + 20 : at + 12;
  const durationAt = timescaleAt + 4;
  if (durationAt + (version === 1 ? 8 : 4) > mvhd.end) return 0;
  const timescale = view.getUint32(timescaleAt);
  const units = version === 1 ? Number(view.getBigUint64(durationAt)) : view.getUint32(durationAt);
  if (timescale === 0 || units === 0 || units === 0xffffffff) return 0;
  const seconds = units / timescale;
  return Number.isFinite(seconds) ? seconds : 0;
}

interface Box {
  /** Where the box's content starts (after its header). */
  body: number;
  end: number;
}

/** The first box of `type` among the boxes between `from` and `to` (not nested). */
function findBox(view: DataView, from: number, to: number, type: string): Box | null {
  let at = from;
  while (at + 8 <= to) {
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) return null;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) size = to - at;
    if (size < header || at + size > to) return null;
    const name = String.fromCharCode(
      view.getUint8(at + 4),
      view.getUint8(at + 5),
      view.getUint8(at + 6),
      view.getUint8(at + 7),
    );
    if (name === type) return { body: at + header, end: at + size };
    at += size;
  }
  return null;
}

/** The movie box is read whole; larger ones are not a plausible upload's header. */
const MAX_MOOV_BYTES = 64 * 1024 * 1024;

/**
 * mp4Duration of a file on disk, reading only the top-level box headers and the movie box (a long
 * video is never held in memory).
 */
export async function mp4FileDuration(file: string): Promise<number> {
  const handle = await open(file, 'r');
  try {
    const { size: total } = await handle.stat();
    const header = new Uint8Array(16);
    let at = 0;
    while (at + 8 <= total) {
      const { bytesRead } = await handle.read(header, 0, 16, at);
      if (bytesRead < 8) return 0;
      const view = new DataView(header.buffer);
      let size = view.getUint32(0);
      if (size === 1) {
        if (bytesRead < 16) return 0;
        size = Number(view.getBigUint64(8));
      } else if (size === 0) size = total - at;
      if (size < 8 || at + size > total) return 0;
      const type = String.fromCharCode(header[4]!, header[5]!, header[6]!, header[7]!);
      if (type === 'moov') {
        if (size > MAX_MOOV_BYTES) return 0;
        const moov = new Uint8Array(size);
        await handle.read(moov, 0, size, at);
        return mp4Duration(moov);
      }
      at += size;
    }
    return 0;
  } finally {
    await handle.close();
  }
}
