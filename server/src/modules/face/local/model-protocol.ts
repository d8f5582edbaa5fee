/** Messages between the server and its model thread. */
import type { ModelFace } from './human-model.ts';

export interface ModelRequest {
  id: number;
  /** side x side x 3 RGB bytes (transferred, not copied). */
  pixels: ArrayBuffer;
  side: number;
}

export type ModelReply =
  | { kind: 'ready'; ms: number }
  | { kind: 'failed'; error: string }
  | { kind: 'faces'; id: number; faces: ModelFace[] }
  | { kind: 'error'; id: number; error: string };
