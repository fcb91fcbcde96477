import type { Knex } from 'knex';

/**
 * The status e-mail of an e-shop order gained the line `{{status_reason}}` (an order the `shop-expire` job
 * cancels says it was not paid in time). Installs made before it hold the product's templates without that line,
 * and `db seed` never changes a row that exists (an admin's edit wins). This puts the line into the rows that
 * still hold exactly the text shipped before, per language and part; a row an admin edited stays as it is.
 */
const TEXTS: Array<{ language: string; column: 'html_content' | 'text_content'; before: string; after: string }> = [
  {
    language: 'cs',
    column: 'html_content',
    before:
      '<p>Dobrý den,</p>\n<p>stav vaší objednávky <strong>{{order_number}}</strong> se změnil: <strong>{{order_status}}</strong>.</p>\n<pre style="font-family:inherit">{{order_lines}}</pre>\n<p>Celkem: <strong>{{order_total}}</strong> (z toho DPH {{vat_total}})</p>\n<p>Podrobnosti najdete na <a href="{{cta_link}}">{{cta_link}}</a></p>\n<p>S pozdravem<br>tým {{site}}</p>',
    after:
      '<p>Dobrý den,</p>\n<p>stav vaší objednávky <strong>{{order_number}}</strong> se změnil: <strong>{{order_status}}</strong>.</p>\n<p>{{status_reason}}</p>\n<pre style="font-family:inherit">{{order_lines}}</pre>\n<p>Celkem: <strong>{{order_total}}</strong> (z toho DPH {{vat_total}})</p>\n<p>Podrobnosti najdete na <a href="{{cta_link}}">{{cta_link}}</a></p>\n<p>S pozdravem<br>tým {{site}}</p>',
  },
  {
    language: 'cs',
    column: 'text_content',
    before:
      'Dobrý den,\n\nstav vaší objednávky {{order_number}} se změnil: {{order_status}}.\n\n{{order_lines}}\n\nCelkem: {{order_total}} (z toho DPH {{vat_total}})\n\nPodrobnosti najdete na {{cta_link}}\n\nS pozdravem\ntým {{site}}',
    after:
      'Dobrý den,\n\nstav vaší objednávky {{order_number}} se změnil: {{order_status}}.\n{{status_reason}}\n\n{{order_lines}}\n\nCelkem: {{order_total}} (z toho DPH {{vat_total}})\n\nPodrobnosti najdete na {{cta_link}}\n\nS pozdravem\ntým {{site}}',
  },
  {
    language: 'sk',
    column: 'html_content',
    before:
      '<p>Dobrý deň,</p>\n<p>stav vašej objednávky <strong>{{order_number}}</strong> sa zmenil: <strong>{{order_status}}</strong>.</p>\n<pre style="font-family:inherit">{{order_lines}}</pre>\n<p>Celkom: <strong>{{order_total}}</strong> (z toho DPH {{vat_total}})</p>\n<p>Podrobnosti nájdete na <a href="{{cta_link}}">{{cta_link}}</a></p>\n<p>S pozdravom<br>tím {{site}}</p>',
    after:
      '<p>Dobrý deň,</p>\n<p>stav vašej objednávky <strong>{{order_number}}</strong> sa zmenil: <strong>{{order_status}}</strong>.</p>\n<p>{{status_reason}}</p>\n<pre style="font-family:inherit">{{order_lines}}</pre>\n<p>Celkom: <strong>{{order_total}}</strong> (z toho DPH {{vat_total}})</p>\n<p>Podrobnosti nájdete na <a href="{{cta_link}}">{{cta_link}}</a></p>\n<p>S pozdravom<br>tím {{site}}</p>',
  },
  {
    language: 'sk',
    column: 'text_content',
    before:
      'Dobrý deň,\n\nstav vašej objednávky {{order_number}} sa zmenil: {{order_status}}.\n\n{{order_lines}}\n\nCelkom: {{order_total}} (z toho DPH {{vat_total}})\n\nPodrobnosti nájdete na {{cta_link}}\n\nS pozdravom\ntím {{site}}',
    after:
      'Dobrý deň,\n\nstav vašej objednávky {{order_number}} sa zmenil: {{order_status}}.\n{{status_reason}}\n\n{{order_lines}}\n\nCelkom: {{order_total}} (z toho DPH {{vat_total}})\n\nPodrobnosti nájdete na {{cta_link}}\n\nS pozdravom\ntím {{site}}',
  },
  {
    language: 'pl',
    column: 'html_content',
    before:
      '<p>Dzień dobry,</p>\n<p>stan zamówienia <strong>{{order_number}}</strong> zmienił się: <strong>{{order_status}}</strong>.</p>\n<pre style="font-family:inherit">{{order_lines}}</pre>\n<p>Razem: <strong>{{order_total}}</strong> (w tym VAT {{vat_total}})</p>\n<p>Szczegóły na <a href="{{cta_link}}">{{cta_link}}</a></p>\n<p>Z pozdrowieniami<br>zespół {{site}}</p>',
    after:
      '<p>Dzień dobry,</p>\n<p>stan zamówienia <strong>{{order_number}}</strong> zmienił się: <strong>{{order_status}}</strong>.</p>\n<p>{{status_reason}}</p>\n<pre style="font-family:inherit">{{order_lines}}</pre>\n<p>Razem: <strong>{{order_total}}</strong> (w tym VAT {{vat_total}})</p>\n<p>Szczegóły na <a href="{{cta_link}}">{{cta_link}}</a></p>\n<p>Z pozdrowieniami<br>zespół {{site}}</p>',
  },
  {
    language: 'pl',
    column: 'text_content',
    before:
      'Dzień dobry,\n\nstan zamówienia {{order_number}} zmienił się: {{order_status}}.\n\n{{order_lines}}\n\nRazem: {{order_total}} (w tym VAT {{vat_total}})\n\nSzczegóły na {{cta_link}}\n\nZ pozdrowieniami\nzespół {{site}}',
    after:
      'Dzień dobry,\n\nstan zamówienia {{order_number}} zmienił się: {{order_status}}.\n{{status_reason}}\n\n{{order_lines}}\n\nRazem: {{order_total}} (w tym VAT {{vat_total}})\n\nSzczegóły na {{cta_link}}\n\nZ pozdrowieniami\nzespół {{site}}',
  },
];

async function swap(knex: Knex, from: 'before' | 'after', to: 'before' | 'after'): Promise<void> {
  for (const text of TEXTS) {
    await knex('email_templates')
      .where({ system_key: 'shop_order_status', language: text.language, [text.column]: text[from] })
      .update({ [text.column]: text[to] });
  }
}

export async function up(knex: Knex): Promise<void> {
  await swap(knex, 'before', 'after');
}

export async function down(knex: Knex): Promise<void> {
  await swap(knex, 'after', 'before');
}
