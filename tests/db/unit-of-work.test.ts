import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUnitOfWork, type UnitOfWork } from '../../src/core/unit-of-work.js';
import { openDatabase, type Db } from '../../src/db/index.js';
import { createTestDatabase, DB_KINDS, type TestDatabase } from '../helpers/databases.js';
import { insertProspects } from '../helpers/prospects.js';

const NOW = new Date('2026-11-20T10:00:00Z');

const person = (email: string) => ({
  email,
  password_hash: 'x',
  first_name: 'Eva',
  last_name: 'Malá',
  role: 'customer' as const,
  company_id: null,
});

const queued = (messageId: string) => ({
  message_id: messageId,
  country_code: 'CZ',
  kind: 'system' as const,
  template_id: null,
  to_email: 'eva@example.cz',
  to_name: null,
  cc: null,
  bcc: null,
  subject: 'Test',
  html_content: null,
  text_content: 'Test',
  bulk: false,
  send_after: NOW,
});

/** The unit of work: one write transaction, repositories bound to it, on both engines. */
describe.each(DB_KINDS)('unit of work on %s', (kind) => {
  let database: TestDatabase;
  let other: Db;
  let uow: UnitOfWork;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    other = openDatabase(database.config);
    uow = createUnitOfWork(database.db);
  });
  afterAll(async () => {
    await other?.destroy();
    await database?.drop();
  });

  it('commits every repository’s writes when the work resolves, and answers its value', async () => {
    const answer = await uow.write(async (tx) => {
      const user = await tx.accounts.insertUser(person('uow-commit@example.cz'), NOW);
      const queueId = await tx.queue.insert(queued('<uow-commit@test>'), NOW);
      return { user: user.id, queueId };
    });
    expect(await database.db('users').where({ id: answer.user }).first('email')).toEqual({ email: 'uow-commit@example.cz' });
    expect(await database.db('email_queue').where({ id: answer.queueId }).first('message_id')).toEqual({ message_id: '<uow-commit@test>' });
  });

  it('rolls back every repository’s writes when the work throws, and passes the error on', async () => {
    await expect(
      uow.write(async (tx) => {
        await tx.accounts.insertUser(person('uow-rollback@example.cz'), NOW);
        await tx.queue.insert(queued('<uow-rollback@test>'), NOW);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await database.db('users').where({ email: 'uow-rollback@example.cz' }).first()).toBeUndefined();
    expect(await database.db('email_queue').where({ message_id: '<uow-rollback@test>' }).first()).toBeUndefined();
  });

  it('sees its own writes inside the transaction and nothing of them outside before the commit', async () => {
    let outside: unknown = 'not read';
    await uow.write(async (tx) => {
      const user = await tx.accounts.insertUser(person('uow-inside@example.cz'), NOW);
      expect((await tx.accounts.findUserByEmail('uow-inside@example.cz'))?.id).toBe(user.id);
      // SQLite has one connection per process (it would wait for this transaction): ask from another one
      if (kind === 'postgres') outside = await other('users').where({ email: 'uow-inside@example.cz' }).first();
    });
    if (kind === 'postgres') expect(outside).toBeUndefined();
    expect(await database.db('users').where({ email: 'uow-inside@example.cz' }).first('email')).toBeDefined();
  });

  it('serialises writers, also across connections (two processes’ worth), as writeTransaction does', async () => {
    const [id] = await insertProspects(database.db, [{ name: 'Počítadlo', reviews_count: 0 }]);
    const otherUow = createUnitOfWork(other);
    // read-modify-write through the repositories; PostgreSQL writers wait on the key the booking limits lock
    const increment = (through: UnitOfWork) =>
      through.write(async (tx) => {
        await tx.booking.lockForLimits(0, 'uow-counter@example.cz');
        const prospect = await tx.prospects.find(id!);
        await new Promise((r) => setTimeout(r, 1));
        await tx.prospects.update(id!, { reviews_count: Number(prospect!.reviews_count) + 1 }, NOW);
      });
    await Promise.all(Array.from({ length: 30 }, () => [increment(uow), increment(otherUow)]).flat());
    const row = await database.db('prospects').where({ id }).first('reviews_count');
    expect(Number(row.reviews_count)).toBe(60);
  });
});
