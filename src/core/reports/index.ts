export { createReportsService, type ReportsService } from './service.js';
export { createReportsRepository, type ReportsRepository } from './repository.js';
export { DEFAULT_REPORTS_MAX_DAYS, REPORT_TEXTS, type ReportsOptions } from './model.js';
