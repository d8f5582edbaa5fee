import { describe, expect, it } from 'vitest';
import type { FacePose } from './facePose';
import {
  FRAME_GAP_MS,
  STRICT_NEUTRAL_MS,
  livenessPrompt,
  livenessReducer,
  startLiveness,
  type LivenessEvent,
  type LivenessState,
} from './livenessMachine';

const NEUTRAL: FacePose = { yaw: 0.01, pitch: -0.05 };
const LEFT: FacePose = { yaw: 0.3, pitch: -0.05 };
const RIGHT: FacePose = { yaw: -0.3, pitch: -0.05 };
const UP: FacePose = { yaw: 0.02, pitch: 0.35 };

function run(state: LivenessState, events: LivenessEvent[]): LivenessState {
  return events.reduce(livenessReducer, state);
}
const seen = (pose: FacePose | null, at: number, faces = pose === null ? 0 : 1): LivenessEvent => ({
  type: 'detected',
  faces,
  pose,
  at,
});
const frame = (image: string, at: number): LivenessEvent => ({ type: 'frame', image, at });

describe('the movement challenge', () => {
  it('takes frames[0] facing the camera, then two frames per step, in order', () => {
    let s = startLiveness(['turn_left', 'look_up'], 0, 20_000);
    expect(livenessPrompt(s)).toBe('noFace');
    s = run(s, [seen(NEUTRAL, 100)]);
    // One detection is not yet steady.
    expect(s.wantFrame).toBe(false);
    expect(livenessPrompt(s)).toBe('lookAtCamera');
    s = run(s, [seen(NEUTRAL, 200)]);
    expect(s.wantFrame).toBe(true);
    s = run(s, [frame('N', 210)]);
    expect(s).toMatchObject({ phase: 'step', neutral: NEUTRAL, frames: ['N'] });
    expect(livenessPrompt(s)).toBe('turn_left');

    // The other way and the wrong movement ask for nothing.
    s = run(s, [seen(RIGHT, 300), seen(UP, 400)]);
    expect(s.wantFrame).toBe(false);
    s = run(s, [seen(LEFT, 500), frame('L1', 510)]);
    // The second frame waits FRAME_GAP_MS after the first.
    s = run(s, [seen(LEFT, 510 + FRAME_GAP_MS - 10)]);
    expect(s.wantFrame).toBe(false);
    s = run(s, [seen(LEFT, 510 + FRAME_GAP_MS), frame('L2', 700)]);
    expect(livenessPrompt(s)).toBe('look_up');
    s = run(s, [seen(UP, 900), frame('U1', 900), seen(UP, 1100), frame('U2', 1100)]);
    expect(s.phase).toBe('done');
    expect(s.frames).toEqual(['N', 'L1', 'L2', 'U1', 'U2']);
    expect(livenessPrompt(s)).toBe('done');
  });

  it('a step is judged against the neutral pose, not against straight ahead', () => {
    const tilted: FacePose = { yaw: 0.08, pitch: 0.05 };
    let s = startLiveness(['turn_right'], 0, 20_000);
    s = run(s, [seen(tilted, 100), seen(tilted, 200), frame('N', 200)]);
    // 0.08 -> -0.1 is a turn of 0.18: not enough.
    s = run(s, [seen({ yaw: -0.1, pitch: 0.05 }, 400)]);
    expect(s.wantFrame).toBe(false);
    s = run(s, [seen({ yaw: -0.16, pitch: 0.05 }, 500)]);
    expect(s.wantFrame).toBe(true);
  });

  it('looks first for a head neither up nor down, later for any facing the camera', () => {
    let s = startLiveness(['look_down'], 0, 20_000);
    s = run(s, [seen(UP, 100), seen(UP, 200)]);
    expect(s.wantFrame).toBe(false);
    s = run(s, [seen(UP, STRICT_NEUTRAL_MS + 100), seen(UP, STRICT_NEUTRAL_MS + 200)]);
    expect(s.wantFrame).toBe(true);
  });

  it('several faces or none stop the capture and say why; a frame nobody asked for is ignored', () => {
    let s = startLiveness(['turn_left', 'turn_right'], 0, 20_000);
    s = run(s, [seen(NEUTRAL, 100), seen(null, 200, 2), seen(NEUTRAL, 300)]);
    expect(s.wantFrame).toBe(false);
    s = run(s, [seen(null, 400, 2)]);
    expect(livenessPrompt(s)).toBe('several');
    s = run(s, [frame('X', 450)]);
    expect(s.frames).toEqual([]);
  });

  it('times out at its deadline and then takes nothing more', () => {
    let s = startLiveness(['turn_left', 'turn_right'], 1000, 5000);
    s = run(s, [seen(NEUTRAL, 1100), seen(NEUTRAL, 1200), frame('N', 1200)]);
    s = run(s, [{ type: 'tick', at: 6000 }]);
    expect(s.phase).toBe('timedOut');
    expect(livenessPrompt(s)).toBe('timedOut');
    expect(run(s, [seen(LEFT, 6100)]).wantFrame).toBe(false);
  });
});
