/**
 * Passive liveness of the local engine: one image judged by the anti-spoofing and liveness models
 * that ship with the face model, and by the recapture score (a screen's or a print's pattern).
 * A face fails when any of the three says "not live" at the level's threshold.
 */
import type { LivenessLevel } from './face-engine.ts';

export interface PresenceEvidence {
  real: number | null;
  live: number | null;
  recapture: number;
}

interface Thresholds {
  /** The anti-spoofing model's real score must reach this. */
  minReal: number;
  /** The liveness model's score must reach this. */
  minLive: number;
  /** The recapture score must stay below this. */
  maxRecapture: number;
}

/**
 * Measured on 60 real photos of 53 people and 10 edited copies of each (`npm run bench:liveness`):
 * the models score real faces from 0.38 (real) and 0.19 (live) up, so they only refuse the clearest
 * spoofs; the recapture score separates filmed screens and prints from real faces.
 */
export const PRESENCE_THRESHOLDS: Record<LivenessLevel, Thresholds> = {
  low: { minReal: 0.15, minLive: 0.05, maxRecapture: 4.5 },
  normal: { minReal: 0.25, minLive: 0.1, maxRecapture: 3.8 },
  high: { minReal: 0.35, minLive: 0.2, maxRecapture: 3.3 },
};

/** Live (true) or not, and a 0..1 confidence that falls as any signal nears its threshold. */
export function judgePresence(
  evidence: PresenceEvidence,
  level: LivenessLevel,
): { live: boolean; score: number } {
  const t = PRESENCE_THRESHOLDS[level];
  const real = evidence.real ?? 1;
  const live = evidence.live ?? 1;
  const margins = [
    (real - t.minReal) / (1 - t.minReal),
    (live - t.minLive) / (1 - t.minLive),
    (t.maxRecapture - evidence.recapture) / t.maxRecapture,
  ];
  const worst = Math.min(...margins);
  return { live: worst > 0, score: Math.max(0, Math.min(1, 0.5 + worst / 2)) };
}
