import { describe, expect, it } from 'vitest';
import { JOBS } from '../../src/jobs/index.js';
import { JOBS_TEXTS } from '../../src/cli/texts.js';
import { CLI_PL, CLI_SK } from '../../src/cli/texts-sk-pl.js';

/** `marketplace jobs list` describes every job in the CLI's language: no job falls back to another language. */
describe('the job list in one language', () => {
  const names = JOBS.map((job) => job.name).sort();
  it.each([
    ['cs', JOBS_TEXTS.jobs],
    ['sk', CLI_SK.JOBS_TEXTS.jobs],
    ['pl', CLI_PL.JOBS_TEXTS.jobs],
  ])('%s names every job, and only jobs', (_language, texts) => {
    expect(Object.keys(texts).sort()).toEqual(names);
    for (const text of Object.values(texts)) expect(text).not.toMatch(/^\s*$/);
  });
});
