/** Composition: lets the CLI reach the job list without importing the jobs face directly. */
export { JOBS, findJob } from '../jobs/index.js';
