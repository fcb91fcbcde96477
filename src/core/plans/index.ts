/** Plans and their limits: the plans as data, each company's plan, the month's booking limit, plan feature checks. */
export { assertPlanFeature } from './feature.js';
