import 'reflect-metadata';
import { startWorkerProcess } from '@examhall/server/worker';

/** The job consumers as their own process (production); all logic lives in server features. */
await startWorkerProcess();
