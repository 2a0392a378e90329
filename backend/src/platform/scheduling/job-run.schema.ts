import { defineEntity, p } from '@mikro-orm/core';

/** One row per (job, tick): the unique key is what makes a tick run on exactly one instance. */
export const JobRunSchema = defineEntity({
  name: 'JobRun',
  tableName: 'job_run',
  properties: {
    id: p.bigint().primary().autoincrement(),
    jobName: p.string().length(100),
    tick: p.datetime(),
    status: p.string().length(16),
    instanceId: p.string().length(100),
    startedAt: p.datetime(),
    finishedAt: p.datetime().nullable(),
    error: p.text().nullable(),
  },
  uniques: [{ properties: ['jobName', 'tick'] }],
  indexes: [{ properties: ['startedAt'] }],
});
