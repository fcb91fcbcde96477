/** Composition: lets the CLI reach the job list without importing the jobs face directly. */
export { JOBS, findJob, type Job } from '../jobs/index.js';
