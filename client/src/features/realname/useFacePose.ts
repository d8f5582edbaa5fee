import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { estimatePose, type FacePose } from './facePose';
import { loadPoseTracker, type PoseTracker } from './faceTracker';

export type PoseTracking = 'loading' | 'ready' | 'failed';

export interface FacePoseOptions {
  videoRef: React.RefObject<HTMLVideoElement | null>;
  /** Detect while true (the camera shows a picture). */
  active: boolean;
  /** Pause between two detections. */
  everyMs: number;
  /** Each detection: the number of faces, the pose of the face when there is one, and when. */
  onDetect: (faces: number, pose: FacePose | null, at: number) => void;
  loadTracker?: () => Promise<PoseTracker>;
}

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Follows the head's pose in the camera picture with the page's in-browser detector (the same
 * MediaPipe frame the other face captures use), one detection after another while `active`.
 */
export function useFacePose(options: FacePoseOptions): { tracking: PoseTracking } {
  const { videoRef, active, everyMs } = options;
  const [tracking, setTracking] = useState<PoseTracking>('loading');
  const trackerRef = useRef<PoseTracker | null>(null);
  const seams = useRef(options);
  useLayoutEffect(() => {
    seams.current = options;
  });

  useEffect(() => {
    let cancelled = false;
    (seams.current.loadTracker ?? loadPoseTracker)()
      .then((tracker) => {
        if (cancelled) return;
        tracker.reset();
        trackerRef.current = tracker;
        setTracking('ready');
      })
      .catch((e: unknown) => {
        console.warn('face detection could not start', e);
        if (!cancelled) setTracking('failed');
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const detecting = active && tracking === 'ready';
  useEffect(() => {
    if (!detecting) return undefined;
    let stopped = false;
    void (async () => {
      while (!stopped) {
        const video = videoRef.current;
        const tracker = trackerRef.current;
        if (video === null || tracker === null) return;
        if (video.readyState >= 2) {
          try {
            const faces = await tracker.faces(video);
            if (stopped) return;
            const only = faces.length === 1 ? faces[0] : undefined;
            const pose =
              only === undefined
                ? null
                : estimatePose(only.keypoints, video.videoWidth, video.videoHeight);
            seams.current.onDetect(faces.length, pose, Date.now());
          } catch (e) {
            console.warn('face detection failed', e);
            if (!stopped) setTracking('failed');
            return;
          }
        }
        await sleep(everyMs);
      }
    })();
    return () => {
      stopped = true;
    };
  }, [detecting, everyMs, videoRef]);

  return { tracking };
}
