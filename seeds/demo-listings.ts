import type { Knex } from 'knex';

/** The moderation decisions of the demo: one rejected registration and one suspended listing, each with its reason. */
export const DEMO_MODERATION = {
  rejected: 'Adresa provozovny se neshoduje s údaji v obchodním rejstříku. Doplňte prosím přesnou adresu a telefon provozovny.',
  suspended: 'Opakované stížnosti zákazníků na zrušené rezervace bez náhrady. Profil je skrytý, dokud situaci nevyřešíme s provozovatelem.',
};

/**
 * 'Zápisy firem' shows every state with the demo: the demo plan leaves a few registrations unverified
 * in each edition; here the oldest Czech one is rejected and the newest Czech listing that is neither
 * featured nor waiting is suspended. Deterministic (by id), run inside the demo seed's transaction.
 */
export async function seedDemoListings(trx: Knex.Transaction, now: Date): Promise<void> {
  const stamp = now.toISOString();
  const czech = () => trx('companies').where({ country_code: 'CZ' });
  const waiting = await czech().where({ status: 'unverified' }).orderBy('id').first('id');
  const visible = await czech().where({ status: 'active', is_featured: false }).orderBy('id', 'desc').first('id');
  if (waiting)
    await trx('companies')
      .where({ id: waiting.id })
      .update({ status: 'rejected', moderation_reason: DEMO_MODERATION.rejected, moderated_at: stamp });
  if (visible)
    await trx('companies')
      .where({ id: visible.id })
      .update({ status: 'suspended', moderation_reason: DEMO_MODERATION.suspended, moderated_at: stamp });
}
