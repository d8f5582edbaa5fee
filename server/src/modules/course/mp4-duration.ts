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
