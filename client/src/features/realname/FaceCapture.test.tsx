import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../i18n/messages';
import { renderWithApp } from '../../test/render';
import { CameraError, type CameraProblem } from './camera';
import { LOCK_AFTER_MS, MANUAL_AFTER_MS } from './captureMachine';
import { FaceCapture } from './FaceCapture';
import type { FaceTracker } from './faceTracker';

const zh = (id: string) => MESSAGES.zh[id] ?? id;

function fakeStream(): MediaStream {
  const track = { stop: vi.fn(), label: 'Integrated Webcam' } as unknown as MediaStreamTrack;
  // A MediaStream of happy-dom (the video element takes no other), with a track to stop.
  return Object.assign(new MediaStream(), {
    getTracks: () => [track],
    getVideoTracks: () => [track],
  });
}

function tracker(faces: () => number): FaceTracker {
  return { detect: vi.fn(async () => faces()), reset: vi.fn() };
}

/** Lets the effects, promises and timers of `ms` milliseconds run. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function status() {
  return screen.getByTestId('face-capture-status');
}

describe('FaceCapture', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'Date'] });
    // The camera picture has frames (happy-dom plays nothing).
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  function mount(options: {
    camera?: () => Promise<MediaStream>;
    faces?: () => number;
    trackerFails?: boolean;
  }) {
    const onCapture = vi.fn();
    const grabFrame = vi.fn(() => 'data:image/jpeg;base64,FRAME');
    renderWithApp(
      <FaceCapture
        onCapture={onCapture}
        openCamera={options.camera ?? (() => Promise.resolve(fakeStream()))}
        loadTracker={() =>
          options.trackerFails === true
            ? Promise.reject(new Error('no webgl'))
            : Promise.resolve(tracker(options.faces ?? (() => 1)))
        }
        grabFrame={grabFrame}
      />,
    );
    return { onCapture, grabFrame };
  }

  it('locks the frame 2 s after the face is first found, once', async () => {
    const { onCapture } = mount({ faces: () => 1 });
    await advance(200);
    expect(status().textContent).toBe(zh('realName.capture.holdStill'));
    expect(status().getAttribute('role')).toBe('status');
    expect(status().getAttribute('aria-live')).toBe('polite');
    await advance(LOCK_AFTER_MS - 500);
    expect(onCapture).not.toHaveBeenCalled();
    await advance(800);
    expect(onCapture).toHaveBeenCalledTimes(1);
    expect(onCapture).toHaveBeenCalledWith('data:image/jpeg;base64,FRAME');
    expect(status().textContent).toBe(zh('realName.capture.locked'));
    expect(screen.getByTestId('face-capture-photo').getAttribute('src')).toBe(
      'data:image/jpeg;base64,FRAME',
    );
    await advance(5000);
    expect(onCapture).toHaveBeenCalledTimes(1);
  });

  it('asks for the face in the middle while none is found, and offers the manual photo after a while', async () => {
    const { onCapture } = mount({ faces: () => 0 });
    await advance(300);
    expect(status().textContent).toBe(zh('realName.capture.noFace'));
    expect(screen.queryByTestId('face-capture-manual')).toBeNull();
    await advance(MANUAL_AFTER_MS);
    fireEvent.click(screen.getByTestId('face-capture-manual'));
    expect(onCapture).toHaveBeenCalledWith('data:image/jpeg;base64,FRAME');
  });

  it('says when several faces are in view and does not lock', async () => {
    const { onCapture } = mount({ faces: () => 2 });
    await advance(LOCK_AFTER_MS + 500);
    expect(status().textContent).toBe(zh('realName.capture.several'));
    expect(onCapture).not.toHaveBeenCalled();
  });

  it('offers the manual photo at once when tracking fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { onCapture } = mount({ trackerFails: true });
    await advance(100);
    expect(status().textContent).toBe(zh('realName.capture.trackingFailed'));
    fireEvent.click(screen.getByTestId('face-capture-manual'));
    expect(onCapture).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('face-capture').getAttribute('data-phase')).toBe('locked');
    expect(warn).toHaveBeenCalled();
  });

  it.each<[CameraProblem, string, boolean]>([
    ['denied', 'realName.capture.denied', true],
    ['noCamera', 'realName.capture.noCamera', true],
    ['virtualOnly', 'realName.capture.virtualOnly', true],
    ['failed', 'realName.capture.failed', true],
    ['unsupported', 'realName.capture.unsupported', false],
  ])('names the camera problem %s', async (problem, id, reopen) => {
    const { onCapture } = mount({ camera: () => Promise.reject(new CameraError(problem)) });
    await advance(100);
    expect(status().textContent).toBe(zh(id));
    expect(status().getAttribute('data-status')).toBe(problem);
    expect(screen.queryByTestId('face-capture-manual')).toBeNull();
    expect(screen.queryByTestId('face-capture-reopen') !== null).toBe(reopen);
    expect(onCapture).not.toHaveBeenCalled();
  });

  it('opens the camera again after a failure', async () => {
    let calls = 0;
    const camera = () => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new CameraError('denied'))
        : Promise.resolve(fakeStream());
    };
    mount({ camera, faces: () => 0 });
    await advance(100);
    fireEvent.click(screen.getByTestId('face-capture-reopen'));
    await advance(300);
    expect(calls).toBe(2);
    expect(status().textContent).toBe(zh('realName.capture.noFace'));
  });
});
