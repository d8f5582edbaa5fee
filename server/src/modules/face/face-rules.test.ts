import { describe, expect, it } from 'vitest';
import { MIN_FACE_PX, pickOneFace, rankCandidates, toOriginalBox } from './face-rules.ts';

const face = (size: number, score = 0.9) => ({ box: [10, 10, size, size] as const, score });

describe('pickOneFace', () => {
  it('takes the one usable face and ignores small faces in the background', () => {
    const main = face(200);
    expect(pickOneFace([main])).toBe(main);
    expect(pickOneFace([face(30), main, face(MIN_FACE_PX - 1)])).toBe(main);
  });

  it('refuses no face, several usable faces and only small faces', () => {
    expect(pickOneFace([])).toEqual({ ok: false, reason: 'no_face' });
    expect(pickOneFace([face(200), face(MIN_FACE_PX)])).toEqual({
      ok: false,
      reason: 'multiple_faces',
    });
    expect(pickOneFace([face(MIN_FACE_PX - 1), face(20)])).toEqual({
      ok: false,
      reason: 'face_too_small',
    });
  });
});

describe('toOriginalBox', () => {
  it('scales to the original and stays inside it', () => {
    expect(toOriginalBox([100, 50, 200, 200], 2, 2048, 1536)).toEqual({
      x: 200,
      y: 100,
      width: 400,
      height: 400,
    });
    expect(toOriginalBox([-5, 900, 300, 300], 1, 1024, 1000)).toEqual({
      x: 0,
      y: 900,
      width: 300,
      height: 100,
    });
  });
});

describe('rankCandidates', () => {
  it('matches the best candidate when it passes the threshold and leads by the margin', () => {
    expect(
      rankCandidates(
        [
          { key: 'a', similarity: 0.5 },
          { key: 'b', similarity: 0.9 },
          { key: 'c', similarity: 0.6 },
        ],
        0.7,
        0.05,
      ),
    ).toEqual({
      ok: true,
      best: { key: 'b', similarity: 0.9 },
      runnerUp: { key: 'c', similarity: 0.6 },
      matched: true,
    });
  });

  it('refuses a best candidate below the threshold or too close to the runner-up', () => {
    const low = rankCandidates([{ key: 'a', similarity: 0.69 }], 0.7, 0.05);
    expect(low).toMatchObject({ matched: false, best: { key: 'a' }, runnerUp: null });
    const close = rankCandidates(
      [
        { key: 'a', similarity: 0.9 },
        { key: 'b', similarity: 0.87 },
      ],
      0.7,
      0.05,
    );
    expect(close).toMatchObject({ matched: false, best: { key: 'a' }, runnerUp: { key: 'b' } });
  });

  it('counts a key once, at its best score, and answers no candidates with no match', () => {
    const ranking = rankCandidates(
      [
        { key: 'a', similarity: 0.8 },
        { key: 'a', similarity: 0.95 },
        { key: 'b', similarity: 0.3 },
      ],
      0.7,
      0.05,
    );
    expect(ranking).toMatchObject({
      best: { key: 'a', similarity: 0.95 },
      runnerUp: { key: 'b' },
      matched: true,
    });
    expect(rankCandidates([], 0.7, 0.05)).toEqual({
      ok: true,
      best: null,
      runnerUp: null,
      matched: false,
    });
  });
});
