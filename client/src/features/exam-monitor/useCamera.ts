import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  CameraError,
  openCamera as openRealCamera,
  stopStream,
  type CameraProblem,
} from '../realname/camera';

/** Opens a camera (a chosen one by device id, else the default real one). */
export type OpenCamera = (deviceId?: string) => Promise<MediaStream>;

export type CameraStatus =
  | { kind: 'starting' }
  | { kind: 'live'; label: string }
  | { kind: 'failed'; problem: CameraProblem; lost: boolean };

export interface CameraOptions {
  deviceId?: string;
  /** The camera is wanted (a closed dialog turns it off). */
  enabled?: boolean;
  openCamera?: OpenCamera;
}

export interface Camera {
  videoRef: React.RefObject<HTMLVideoElement | null>;
  status: CameraStatus;
  /** Opens the camera again (after a failure, or to pick up a reconnected one). */
  reopen: () => void;
}

/**
 * The camera picture in a video element while `enabled`: opened (a real camera only), every
 * failure named, and a camera that stops on its own (unplugged, taken by another program) reported
 * as lost so the page can say so and open it again.
 */
export function useCamera({ deviceId, enabled = true, openCamera }: CameraOptions): Camera {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [attempt, setAttempt] = useState(0);
  // The status belongs to one opening (attempt and camera): a new one starts as 'starting'.
  const key = `${attempt}:${deviceId ?? ''}`;
  const [result, setResult] = useState<{ key: string; status: CameraStatus } | null>(null);
  const status: CameraStatus =
    result !== null && result.key === key ? result.status : { kind: 'starting' };
  const openRef = useRef(openCamera);
  useLayoutEffect(() => {
    openRef.current = openCamera;
  });

  useEffect(() => {
    if (!enabled) return undefined;
    let cancelled = false;
    let stream: MediaStream | null = null;
    const video = videoRef.current;
    const setStatus = (next: CameraStatus) => setResult({ key, status: next });
    const open = openRef.current ?? ((id?: string) => openRealCamera(undefined, id));
    open(deviceId)
      .then(async (s) => {
        if (cancelled) {
          stopStream(s);
          return;
        }
        stream = s;
        const track = s.getVideoTracks()[0];
        track?.addEventListener('ended', () => {
          if (!cancelled) setStatus({ kind: 'failed', problem: 'failed', lost: true });
        });
        if (video !== null) {
          video.srcObject = s;
          await video.play().catch(() => undefined);
        }
        if (!cancelled) setStatus({ kind: 'live', label: track?.label ?? '' });
      })
      .catch((e: unknown) => {
        stopStream(stream);
        stream = null;
        if (cancelled) return;
        setStatus({
          kind: 'failed',
          problem: e instanceof CameraError ? e.problem : 'failed',
          lost: false,
        });
      });
    return () => {
      cancelled = true;
      stopStream(stream);
      if (video !== null) video.srcObject = null;
    };
  }, [key, deviceId, enabled]);

  const reopen = useCallback(() => setAttempt((a) => a + 1), []);
  return { videoRef, status, reopen };
}

/** The camera problems' messages (the same as the real-name face capture's). */
export const CAMERA_PROBLEM_IDS: Record<CameraProblem, string> = {
  unsupported: 'realName.capture.unsupported',
  noCamera: 'realName.capture.noCamera',
  denied: 'realName.capture.denied',
  virtualOnly: 'realName.capture.virtualOnly',
  failed: 'realName.capture.failed',
};
