import { describe, expect, it } from 'vitest';
import {
  captureReducer,
  captureStatus,
  INITIAL_CAPTURE,
  LOCK_AFTER_MS,
  lockDue,
  MANUAL_AFTER_MS,
  manualAvailable,
  type CaptureEvent,
  type CaptureState,
} from './captureMachine';

const run = (events: CaptureEvent[], from: CaptureState = INITIAL_CAPTURE) =>
  events.reduce(captureReducer, from);

/** Camera and detector ready at t = 1000. */
const LIVE = run([{ type: 'trackerReady' }, { type: 'cameraReady', at: 1000 }]);

describe('the capture state machine', () => {
  it('starts by opening the camera and loading the detector', () => {
    expect(captureStatus(INITIAL_CAPTURE)).toBe('starting');
    const cameraFirst = run([{ type: 'cameraReady', at: 0 }]);
    expect(cameraFirst.phase).toBe('live');
    expect(captureStatus(cameraFirst)).toBe('loading');
    expect(captureStatus(LIVE)).toBe('noFace');
  });

  it('locks the frame 2 s after the first detection of one face, not before', () => {
    let s = run([{ type: 'detected', faces: 1, at: 1500 }], LIVE);
    expect(s.firstSeenAt).toBe(1500);
    expect(captureStatus(s)).toBe('holdStill');
    expect(lockDue(s)).toBe(false);
    s = run([{ type: 'detected', faces: 1, at: 1500 + LOCK_AFTER_MS - 1 }], s);
    expect(lockDue(s)).toBe(false);
    s = run([{ type: 'detected', faces: 1, at: 1500 + LOCK_AFTER_MS }], s);
    expect(lockDue(s)).toBe(true);
    s = run([{ type: 'captured', image: 'data:image/jpeg;base64,AA', manual: false }], s);
    expect(s.phase).toBe('locked');
    expect(s.image).toBe('data:image/jpeg;base64,AA');
    expect(captureStatus(s)).toBe('locked');
    expect(lockDue(s)).toBe(false);
  });

  it('waits for a frame with one face once the 2 s are up', () => {
    let s = run(
      [
        { type: 'detected', faces: 1, at: 1000 },
        { type: 'detected', faces: 0, at: 3500 },
      ],
      LIVE,
    );
    expect(lockDue(s)).toBe(false);
    expect(captureStatus(s)).toBe('noFace');
    s = run([{ type: 'detected', faces: 2, at: 3600 }], s);
    expect(lockDue(s)).toBe(false);
    expect(captureStatus(s)).toBe('several');
    s = run([{ type: 'detected', faces: 1, at: 3700 }], s);
    expect(lockDue(s)).toBe(true);
  });

  it('does not count several faces as the first detection', () => {
    const s = run([{ type: 'detected', faces: 3, at: 1200 }], LIVE);
    expect(s.firstSeenAt).toBeNull();
  });

  it('offers the manual photo when tracking fails', () => {
    expect(manualAvailable(LIVE)).toBe(false);
    const failed = run([{ type: 'trackerFailed' }], LIVE);
    expect(manualAvailable(failed)).toBe(true);
    expect(captureStatus(failed)).toBe('trackingFailed');
    // Detections no longer count once tracking failed.
    const later = run([{ type: 'detected', faces: 1, at: 1100 }], failed);
    expect(later.firstSeenAt).toBeNull();
    const manual = run([{ type: 'captured', image: 'x', manual: true }], failed);
    expect(manual.phase).toBe('locked');
    expect(manual.manual).toBe(true);
  });

  it('offers the manual photo when no face is locked for a while', () => {
    const early = run([{ type: 'tick', at: 1000 + MANUAL_AFTER_MS - 1 }], LIVE);
    expect(manualAvailable(early)).toBe(false);
    const late = run([{ type: 'tick', at: 1000 + MANUAL_AFTER_MS }], LIVE);
    expect(manualAvailable(late)).toBe(true);
  });

  it('names each camera problem and offers no photo', () => {
    for (const problem of ['unsupported', 'noCamera', 'denied', 'virtualOnly', 'failed'] as const) {
      const s = run([{ type: 'cameraFailed', problem }]);
      expect(s.phase).toBe('failed');
      expect(captureStatus(s)).toBe(problem);
      expect(manualAvailable(s)).toBe(false);
      expect(lockDue(s)).toBe(false);
    }
  });

  it('starts over on a retake and opens the camera again after a failure', () => {
    const locked = run(
      [
        { type: 'detected', faces: 1, at: 1000 },
        { type: 'detected', faces: 1, at: 3000 },
        { type: 'captured', image: 'x', manual: false },
      ],
      LIVE,
    );
    const again = run([{ type: 'retake', at: 9000 }], locked);
    expect(again).toMatchObject({ phase: 'live', firstSeenAt: null, image: null, liveSince: 9000 });
    expect(again.tracking).toBe('ready');
    const failed = run([{ type: 'cameraFailed', problem: 'denied' }], LIVE);
    const restarted = run([{ type: 'restart' }], failed);
    expect(restarted).toMatchObject({ phase: 'starting', problem: null, tracking: 'ready' });
  });

  it('ignores a late camera or capture event that no longer applies', () => {
    const failed = run([{ type: 'cameraFailed', problem: 'noCamera' }]);
    expect(run([{ type: 'cameraReady', at: 5 }], failed)).toBe(failed);
    expect(run([{ type: 'captured', image: 'x', manual: true }], INITIAL_CAPTURE)).toBe(
      INITIAL_CAPTURE,
    );
  });
});
