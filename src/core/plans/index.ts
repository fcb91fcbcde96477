/** Plans and their limits: the plans as data, each company's plan, the month's booking limit, plan feature checks. */
export { assertPlanFeature, hasPlanFeature } from './feature.js';
export { PLAN_TEXTS, PLAN_MONTH_ZONE, planPrice, type Plan } from './model.js';
export { createPlanRepository, type PlanRepository, type CompanyPlanRow } from './repository.js';
export { createPlanService, type PlanService } from './service.js';
export { createMonthBookingLimit, type MonthBookingLimit } from './booking-limit.js';
