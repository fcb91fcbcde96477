import type { Knex } from 'knex';

/** The characters of a word of the folded text: a-z and 0-9 (listed, so no locale can widen a range). */
const WORD = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** The sort walks of migration 000003 (PostgreSQL), and the columns a search filters by. */
const WALKS: Array<[string, string]> = [
  ['companies_walk_rating', 'rating, reviews_count, id'],
  ['companies_walk_reviews', 'reviews_count, rating, id'],
  ['companies_walk_name', 'name_sort COLLATE "C", id'],
];
const FILTERED = ['category_id', 'city_id', 'rating', 'price_range', 'is_featured', 'name_search', 'search_text'];
/**
 * Listings per bitmap row: listing id / BLOCK is the row, id % BLOCK the bit. 2 KB a row, so a
 * common word takes a row per 16 384 listings while a rare word's row compresses (in place) to a
 * few dozen bytes.
 */
const BLOCK = 16384;

/**
 * PostgreSQL: word bitmaps of the active listings, to count the matches of a one-word search
 * without reading the listings (pg_trgm finds candidates, but an exact count rechecks every one with
 * LIKE: 25-30 ms for a word half the listings hold).
 *
 * A query made of a-z/0-9 only is a substring of the folded text exactly when it is a substring of
 * one of the text's words (split on everything else). Its matches are therefore the listings holding
 * one of the vocabulary's words that contain it. `search_words` (every word ever indexed, pg_trgm)
 * names those words; `search_postings` holds, per token and block of 16384 listing ids, a bitmap of
 * the active listings holding the token. Tokens (per edition):
 *   CZ:word   a word of the search text (name, subcategory, services)
 *   CZ/word   a word of the name          CZ^word   the word the name starts with
 *   CZ#c12    category 12
 *   CZ#w4     rating 4.00-4.99            CZ#q4.3  rating 4.30-4.39         CZ#r4.37  rating 4.37
 * A count is then the bits of (OR of the words' bitmaps) AND the category's AND (OR of the ratings at
 * least the minimum: whole points, then tenths and hundredths up to the next point), block by block:
 * a few dozen rows at 100 000 listings, whatever the match size.
 *
 * Triggers keep them in step with every insert, update and delete of listings (and so with their
 * services, whose names reach the search text through refreshSearchDocuments): they queue the
 * tokens a listing gains or loses (a new rating: two to six), and a deferred trigger applies a
 * transaction's queue at commit, locking the bitmap rows in token order (see below). The vocabulary
 * only grows: a word nobody holds any more has no bits set, so a superset is always correct, and
 * never deleting cannot race a writer adding the same word.
 *
 * SQLite needs none of this: its FTS5 trigram index counts matches without the listings table.
 */
export async function up(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') return;
  await knex.raw(`
    CREATE FUNCTION search_tokens(country text, body text, name text, category integer, rating numeric) RETURNS text[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT ARRAY(
        SELECT country || ':' || w FROM regexp_split_to_table(body, '[^${WORD}]+') AS w WHERE w <> ''
        UNION
        SELECT country || '/' || w FROM regexp_split_to_table(name, '[^${WORD}]+') AS w WHERE w <> ''
        UNION
        SELECT country || '^' || substring(name FROM '^[${WORD}]+') WHERE name ~ '^[${WORD}]'
        UNION
        SELECT country || '#c' || category
        UNION
        SELECT country || '#r' || rating::numeric(3, 2)::text
        UNION
        SELECT country || '#q' || trunc(rating, 1)::numeric(2, 1)::text
        UNION
        SELECT country || '#w' || trunc(rating)::integer
      )
    $$`);
  // The sort walks cover every column a search filters by, so reading along them needs no visit of
  // the listings table (a match half the listings hold is found within ~40 entries; a rarer or
  // clustered one may take thousands, each otherwise a heap fetch)
  for (const [name, keys] of WALKS) {
    await knex.raw(`DROP INDEX IF EXISTS ${name}`);
    await knex.raw(
      `CREATE INDEX ${name} ON companies (country_code, status, ${keys}) INCLUDE (${FILTERED.filter((c) => !keys.includes(c)).join(', ')})`,
    );
  }
  await knex.raw('CREATE TABLE search_words (word text COLLATE "C" PRIMARY KEY)');
  await knex.raw('CREATE INDEX search_words_trgm ON search_words USING gin (word gin_trgm_ops)');
  await knex.raw(`CREATE TABLE search_postings (
    token text COLLATE "C" NOT NULL,
    block integer NOT NULL,
    bits bit(${BLOCK}) NOT NULL,
    PRIMARY KEY (token, block)
  )`);
  // sparse bitmaps compress and stay in the row; dense ones stay raw, in the row too
  await knex.raw('ALTER TABLE search_postings ALTER COLUMN bits SET STORAGE MAIN');

  // Writers queue their changes (token, listing, held or not); one deferred trigger per transaction
  // applies them at commit in token order. So each transaction locks the bitmap rows it changes once,
  // briefly and in one global order: writers of the same block wait for each other, never deadlock.
  await knex.raw(`CREATE TABLE search_postings_queue (
    seq bigserial PRIMARY KEY,
    xact xid8 NOT NULL DEFAULT pg_current_xact_id(),
    token text COLLATE "C" NOT NULL,
    company_id integer NOT NULL,
    held boolean NOT NULL
  )`);
  await knex.raw('CREATE INDEX search_postings_queue_xact ON search_postings_queue (xact)');
  await knex.raw('CREATE TABLE search_postings_commits (xact xid8 PRIMARY KEY)');

  const tokensOf = (r: string) => `search_tokens(${r}.country_code, ${r}.search_text, ${r}.name_search, ${r}.category_id, ${r}.rating)`;
  const bit = (id: string) => `B'1'::bit(${BLOCK}) >> (${id} % ${BLOCK})`;
  // new words first (sorted, so writers adding the same new words wait in one order)
  const addWords = (from: string) =>
    `INSERT INTO search_words (word)
       SELECT DISTINCT w FROM ${from}, regexp_split_to_table(r.search_text || ' ' || r.name_search, '[^${WORD}]+') AS w
       WHERE r.status = 'active' AND w <> '' ORDER BY 1
     ON CONFLICT DO NOTHING;`;
  const enqueue = (select: string) =>
    `INSERT INTO search_postings_queue (token, company_id, held) ${select};
     IF FOUND THEN
       INSERT INTO search_postings_commits (xact) VALUES (pg_current_xact_id()) ON CONFLICT DO NOTHING;
     END IF;`;
  const held = (from: string, value: boolean) =>
    enqueue(`SELECT t, r.id, ${value} FROM ${from}, unnest(${tokensOf('r')}) AS t WHERE r.status = 'active'`);

  await knex.raw(`
    CREATE FUNCTION search_postings_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${addWords('new_rows r')}
      ${held('new_rows r', true)}
      RETURN NULL;
    END $$`);
  await knex.raw(`
    CREATE FUNCTION search_postings_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${held('old_rows r', false)}
      RETURN NULL;
    END $$`);
  // one listing changed: only the tokens it no longer holds and those it newly holds
  await knex.raw(`
    CREATE FUNCTION search_postings_updated() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      old_tokens text[] := CASE WHEN OLD.status = 'active' THEN ${tokensOf('OLD')} ELSE '{}' END;
      new_tokens text[] := CASE WHEN NEW.status = 'active' THEN ${tokensOf('NEW')} ELSE '{}' END;
    BEGIN
      IF NEW.search_text IS DISTINCT FROM OLD.search_text OR NEW.name_search IS DISTINCT FROM OLD.name_search
        OR NEW.status IS DISTINCT FROM OLD.status THEN
        ${addWords('(SELECT NEW.*) r')}
      END IF;
      IF OLD.id IS DISTINCT FROM NEW.id THEN
        ${enqueue('SELECT t, OLD.id, false FROM unnest(old_tokens) AS t UNION ALL SELECT t, NEW.id, true FROM unnest(new_tokens) AS t')}
      ELSE
        ${enqueue(`SELECT t, NEW.id, false FROM (SELECT unnest(old_tokens) EXCEPT SELECT unnest(new_tokens)) AS g(t)
          UNION ALL SELECT t, NEW.id, true FROM (SELECT unnest(new_tokens) EXCEPT SELECT unnest(old_tokens)) AS c(t)`)}
      END IF;
      RETURN NULL;
    END $$`);
  // at commit: the last change of each (token, listing) wins; one upsert in (token, block) order
  await knex.raw(`
    CREATE FUNCTION search_postings_commit() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      WITH latest AS (
        SELECT DISTINCT ON (token, company_id) token, company_id, held FROM search_postings_queue
        WHERE xact = NEW.xact ORDER BY token, company_id, seq DESC
      ), net AS (
        SELECT token, company_id / ${BLOCK} AS block,
          coalesce(bit_or(${bit('company_id')}) FILTER (WHERE held), B'0'::bit(${BLOCK})) AS set_mask,
          coalesce(bit_or(${bit('company_id')}) FILTER (WHERE NOT held), B'0'::bit(${BLOCK})) AS clear_mask
        FROM latest GROUP BY 1, 2
      )
      INSERT INTO search_postings (token, block, bits) SELECT token, block, set_mask FROM net ORDER BY 1, 2
      ON CONFLICT (token, block) DO UPDATE SET bits = (search_postings.bits
        & ~(SELECT n.clear_mask FROM net AS n WHERE n.token = excluded.token AND n.block = excluded.block)) | excluded.bits;
      DELETE FROM search_postings_queue WHERE xact = NEW.xact;
      DELETE FROM search_postings_commits WHERE xact = NEW.xact;
      RETURN NULL;
    END $$`);
  await knex.raw(`CREATE CONSTRAINT TRIGGER search_postings_commit AFTER INSERT ON search_postings_commits
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_postings_commit()`);
  await knex.raw(`
    CREATE FUNCTION search_postings_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      TRUNCATE search_postings, search_postings_queue;
      RETURN NULL;
    END $$`);
  // statement triggers for inserts and deletes (one pass per bulk statement); a row trigger for
  // updates of what the tokens derive from (review counts, prices or descriptions do not fire it)
  await knex.raw(`CREATE TRIGGER companies_search_postings_insert AFTER INSERT ON companies
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_inserted()`);
  await knex.raw(`CREATE TRIGGER companies_search_postings_update
    AFTER UPDATE OF id, status, country_code, search_text, name_search, category_id, rating ON companies
    FOR EACH ROW WHEN (OLD.id IS DISTINCT FROM NEW.id OR OLD.status IS DISTINCT FROM NEW.status
      OR OLD.country_code IS DISTINCT FROM NEW.country_code OR OLD.search_text IS DISTINCT FROM NEW.search_text
      OR OLD.name_search IS DISTINCT FROM NEW.name_search OR OLD.category_id IS DISTINCT FROM NEW.category_id
      OR OLD.rating IS DISTINCT FROM NEW.rating)
    EXECUTE FUNCTION search_postings_updated()`);
  await knex.raw(`CREATE TRIGGER companies_search_postings_delete AFTER DELETE ON companies
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_deleted()`);
  await knex.raw(`CREATE TRIGGER companies_search_postings_truncate AFTER TRUNCATE ON companies
    FOR EACH STATEMENT EXECUTE FUNCTION search_postings_truncated()`);

  await knex.raw(addWords('companies r'));
  await knex.raw(`INSERT INTO search_postings (token, block, bits)
    SELECT t, r.id / ${BLOCK}, bit_or(${bit('r.id')}) FROM companies r, unnest(${tokensOf('r')}) AS t
    WHERE r.status = 'active' GROUP BY 1, 2`);
  await knex.raw('ANALYZE search_words');
  await knex.raw('ANALYZE search_postings');
}

export async function down(knex: Knex): Promise<void> {
  if (knex.client.config.client !== 'pg') return;
  for (const event of ['insert', 'update', 'delete', 'truncate']) {
    await knex.raw(`DROP TRIGGER IF EXISTS companies_search_postings_${event} ON companies`);
  }
  await knex.raw('DROP TABLE IF EXISTS search_postings_commits');
  for (const fn of ['inserted', 'updated', 'deleted', 'truncated', 'commit'])
    await knex.raw(`DROP FUNCTION IF EXISTS search_postings_${fn}()`);
  await knex.raw('DROP TABLE IF EXISTS search_postings_queue');
  await knex.raw('DROP TABLE IF EXISTS search_postings');
  await knex.raw('DROP TABLE IF EXISTS search_words');
  await knex.raw('DROP FUNCTION IF EXISTS search_tokens(text, text, text, integer, numeric)');
  for (const [name, keys] of WALKS) {
    await knex.raw(`DROP INDEX IF EXISTS ${name}`);
    await knex.raw(`CREATE INDEX ${name} ON companies (country_code, status, ${keys})`);
  }
}
