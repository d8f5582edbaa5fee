// The model thread's entry: plain JavaScript that registers tsx, so the TypeScript worker runs the
// same under `tsx`, Vitest and plain Node (a worker does not inherit the parent's loaders).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
