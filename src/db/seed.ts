import type { Knex } from 'knex';
import { seedDemo } from '../../seeds/demo.js';
import { seedReference } from '../../seeds/reference.js';
import { insertMissingSystemTemplates } from '../core/mail/template.repository.js';
import { dialectFor } from './sql-dialect.js';

export interface SeedResult {
  reference: Awaited<ReturnType<typeof seedReference>>;
  demo?: Awaited<ReturnType<typeof seedDemo>>;
  /** the product's own e-mail templates installed now (those missing per key and language) */
  templates: number;
}

/**
 * Reference data (editions, regions, cities, categories) and the missing built-in e-mail templates
 * always (an edited template is never overwritten); demo companies with `demo`. Then fresh planner
 * statistics of the database (the dialect's refreshStatistics): a seed is when tables go from empty
 * to holding rows, and a database seeded and never analysed is planned from guesses.
 */
export async function runSeeds(db: Knex, options: { demo: boolean; now?: Date; demoCrm?: boolean }): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const reference = await seedReference(db, now);
  const templates = await insertMissingSystemTemplates(db, now);
  const demo = options.demo ? await seedDemo(db, now, { crm: options.demoCrm }) : undefined;
  await dialectFor(db).refreshStatistics(db);
  return { reference, demo, templates };
}

export async function isDirectoryEmpty(db: Knex): Promise<boolean> {
  const row = await db('countries').count({ n: '*' }).first();
  return Number(row?.n ?? 0) === 0;
}
