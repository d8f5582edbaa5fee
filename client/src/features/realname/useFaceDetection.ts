import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadFaceTracker, type FaceTracker } from './faceTracker';

export type Tracking = 'loading' | 'ready' | 'failed';

export interface FaceDetectionOptions {
  videoRef: React.RefObject<HTMLVideoElement | null>;
  /** Detect while true (the camera shows a picture). */
  active: boolean;
  /** Pause between two detections. */
  everyMs: number;
  /** Each detection: the number of faces and when. */
  onDetect?: (faces: number, at: number) => void;
  loadTracker?: () => Promise<FaceTracker>;
}

const sleep = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Counts the faces in the camera picture with the page's in-browser detector (loaded once, shared
 * by the real-name capture and the exam camera); null until the first detection.
 */
export function useFaceDetection(options: FaceDetectionOptions): {
  tracking: Tracking;
  faces: number | null;
} {
  const { videoRef, active, everyMs } = options;
  const [tracking, setTracking] = useState<Tracking>('loading');
  const [faces, setFaces] = useState<number | null>(null);
  const trackerRef = useRef<FaceTracker | null>(null);
  const seams = useRef(options);
  useLayoutEffect(() => {
    seams.current = options;
  });

  useEffect(() => {
    let cancelled = false;
    (seams.current.loadTracker ?? loadFaceTracker)()
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
          let count: number;
          try {
            count = await tracker.detect(video);
          } catch (e) {
            console.warn('face detection failed', e);
            if (!stopped) setTracking('failed');
            return;
          }
          if (stopped) return;
          setFaces(count);
          seams.current.onDetect?.(count, Date.now());
        }
        await sleep(everyMs);
      }
    })();
    return () => {
      stopped = true;
    };
  }, [detecting, everyMs, videoRef]);

  return { tracking, faces: detecting ? faces : null };
}
