/**
 * Opening the camera for a face photo: a real camera only (virtual-camera tools that replay a
 * video or a picture are skipped by their device name), and every failure named so the user is
 * told what to fix.
 */

/** Why no camera picture can be shown. */
export type CameraProblem =
  /** The browser has no camera access at all (old browser, or a page not served over https). */
  | 'unsupported'
  /** No camera is connected. */
  | 'noCamera'
  /** The user or the browser settings refused this page the camera. */
  | 'denied'
  /** Only virtual cameras were found. */
  | 'virtualOnly'
  /** The camera is there but would not start (in use by another program, a driver error). */
  | 'failed';

export class CameraError extends Error {
  constructor(readonly problem: CameraProblem) {
    super(`camera: ${problem}`);
    this.name = 'CameraError';
  }
}

/**
 * Device names of virtual-camera tools (screen mixers, avatar and effect apps, stream relays):
 * such a device can feed someone else's face, so it is never used for a face photo.
 */
const VIRTUAL_CAMERA_NAMES = [
  /virtual/i,
  /\bobs\b/i,
  /manycam/i,
  /snap camera/i,
  /xsplit/i,
  /splitcam/i,
  /camtwist/i,
  /e2esoft|\bvcam\b/i,
  /youcam/i,
  /mmhmm/i,
  /nvidia broadcast/i,
  /webcamoid/i,
  /sparkocam/i,
  /fakewebcam|fake webcam/i,
  /v4l2loopback|dummy video/i,
];

export function isVirtualCamera(label: string): boolean {
  return VIRTUAL_CAMERA_NAMES.some((pattern) => pattern.test(label));
}

/** The cameras among a device list that may take a face photo. */
export function realCameras(devices: readonly MediaDeviceInfo[]): MediaDeviceInfo[] {
  return devices.filter((d) => d.kind === 'videoinput' && !isVirtualCamera(d.label));
}

/** The problem a getUserMedia failure means (DOMException names from the Media Capture spec). */
export function cameraProblemOf(error: unknown): CameraProblem {
  if (error instanceof CameraError) return error.problem;
  const name = (error as { name?: unknown } | null)?.name;
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'noCamera';
    case 'TypeError':
      return 'unsupported';
    default:
      return 'failed';
  }
}

/** Stops every track of a stream (the camera light goes off). */
export function stopStream(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

const VIDEO: MediaTrackConstraints = {
  width: { ideal: 640 },
  height: { ideal: 480 },
  facingMode: 'user',
};

function trackLabel(stream: MediaStream): string {
  return stream.getVideoTracks()[0]?.label ?? '';
}

/**
 * A stream from a real camera. Device names are known only once the page may use the camera, so
 * the default camera is opened first; if it is a virtual one, the other cameras are tried in turn.
 * With `deviceId`, that camera only. Throws a CameraError.
 */
export async function openCamera(
  media: MediaDevices | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.mediaDevices,
  deviceId?: string,
): Promise<MediaStream> {
  if (media === undefined || typeof media.getUserMedia !== 'function') {
    throw new CameraError('unsupported');
  }
  let first: MediaStream;
  try {
    first = await media.getUserMedia({
      video:
        deviceId === undefined
          ? VIDEO
          : { ...VIDEO, facingMode: undefined, deviceId: { exact: deviceId } },
      audio: false,
    });
  } catch (e) {
    throw new CameraError(cameraProblemOf(e));
  }
  if (!isVirtualCamera(trackLabel(first))) return first;
  if (deviceId !== undefined) {
    // The camera the user picked is a virtual one: refused, not swapped for another.
    stopStream(first);
    throw new CameraError('virtualOnly');
  }
  stopStream(first);

  const devices = await media.enumerateDevices().catch(() => []);
  for (const device of realCameras(devices)) {
    try {
      const stream = await media.getUserMedia({
        video: { ...VIDEO, facingMode: undefined, deviceId: { exact: device.deviceId } },
        audio: false,
      });
      if (!isVirtualCamera(trackLabel(stream))) return stream;
      stopStream(stream);
    } catch {
      // This camera would not start; try the next.
    }
  }
  throw new CameraError('virtualOnly');
}

/** The real cameras connected (names are known once the page may use the camera). */
export async function listRealCameras(
  media: MediaDevices | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.mediaDevices,
): Promise<MediaDeviceInfo[]> {
  if (media === undefined || typeof media.enumerateDevices !== 'function') return [];
  return realCameras(await media.enumerateDevices().catch(() => []));
}
