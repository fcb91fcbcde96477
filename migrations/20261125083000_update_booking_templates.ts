import type { Knex } from 'knex';
import { BOOKING_CONFIRMATION_V1, BOOKING_CONFIRMED, BOOKING_RECEIVED } from './history/templates.js';

/**
 * Booking e-mails say what is true for the booking's status: a new booking waiting for the business
 * gets the new built-in template `booking_received` ('received, waiting for the business to confirm');
 * `booking_confirmation` is sent only for a confirmed booking, and its built-in text no longer declines
 * the business's name ('v {{company_name}}'). An admin's edited confirmation is left as it is.
 */
export async function up(knex: Knex): Promise<void> {
  const now = new Date().toISOString();
  if (!(await knex('email_templates').where({ system_key: 'booking_received' }).first())) {
    await knex('email_templates').insert({
      system_key: 'booking_received',
      name: 'Rezervace přijata (čeká na potvrzení)',
      subject: BOOKING_RECEIVED.subject,
      template_type: 'transactional',
      html_content: BOOKING_RECEIVED.html,
      text_content: BOOKING_RECEIVED.text,
      is_active: true,
      created_at: now,
      updated_at: now,
    });
  }
  await knex('email_templates')
    .where({ system_key: 'booking_confirmation', ...BOOKING_CONFIRMATION_V1 })
    .update({
      subject: BOOKING_CONFIRMED.subject,
      html_content: BOOKING_CONFIRMED.html,
      text_content: BOOKING_CONFIRMED.text,
      updated_at: now,
    });
}

export async function down(knex: Knex): Promise<void> {
  await knex('email_templates').where({ system_key: 'booking_received' }).delete();
}
