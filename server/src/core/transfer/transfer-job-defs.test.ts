import { describe, expect, it } from 'vitest';
import { PURGE_EVERY_MS, defineTransferJobs, isFinalAttempt } from './transfer-job-defs.ts';
import { transferNames } from './transfer-jobs.ts';

describe('isFinalAttempt', () => {
  it('is the attempt after which BullMQ retries no more', () => {
    expect(isFinalAttempt({ attemptsMade: 0, opts: { attempts: 5 } })).toBe(false);
    expect(isFinalAttempt({ attemptsMade: 3, opts: { attempts: 5 } })).toBe(false);
    expect(isFinalAttempt({ attemptsMade: 4, opts: { attempts: 5 } })).toBe(true);
  });

  it('treats a job without retries as on its final attempt', () => {
    expect(isFinalAttempt({ attemptsMade: 0, opts: {} })).toBe(true);
  });
});

describe('defineTransferJobs', () => {
  it('names the import, export and purge jobs after the feature', () => {
    const names = transferNames('thing', 'things');
    const jobs = defineTransferJobs(names, (services) => services.questionTransfer);
    expect(names).toEqual({
      queue: 'things',
      importJob: 'thing.import',
      exportJob: 'thing.export',
      purgeJob: 'thing.purge-jobs',
      label: 'thing',
    });
    expect([jobs.importJob, jobs.exportJob, jobs.purgeJob].map((j) => [j.queue, j.name])).toEqual([
      ['things', 'thing.import'],
      ['things', 'thing.export'],
      ['maintenance', 'thing.purge-jobs'],
    ]);
    expect(jobs.purgeJob.every).toBe(PURGE_EVERY_MS);
    expect(jobs.importJob.every).toBeUndefined();
  });
});
