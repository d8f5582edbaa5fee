/**
 * What this module needs from the face module: its engine, and the photo normaliser that turns an
 * upload into a re-encoded JPEG without metadata.
 */
import type { FaceEngine, FaceRefused } from '../face/face-engine.ts';

export interface NormalisedPhoto {
  jpeg: Buffer;
  width: number;
  height: number;
}

export interface FacePort {
  engine(): Promise<FaceEngine>;
  normalisePhoto(bytes: Buffer): Promise<NormalisedPhoto | FaceRefused>;
}

export type { FaceCandidate, FaceEngine, FaceRefused, FaceRefusal } from '../face/face-engine.ts';
