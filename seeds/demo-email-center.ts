import type { Knex } from 'knex';

const DAY = 86_400_000;

/** Demo time: `now` moved by whole days, at an hour in UTC (Prague is UTC+1 in winter, +2 in summer). */
const at = (now: Date, days: number, hour: number) => {
  const d = new Date(now.getTime() + days * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

const idsOf = async (trx: Knex.Transaction, table: string, names: string[]) =>
  new Map((await trx(table).whereIn('name', names).where('is_demo', true).select('id', 'name')).map((r) => [String(r.name), Number(r.id)]));

/**
 * The Email Center's demo: scheduled e-mails in each status (waiting, sent, failed, cancelled), labels
 * and nested folders, and some of the sent mail (the CRM's offers, when seeded) labelled and filed.
 * Every row is marked `is_demo`.
 */
export async function seedDemoEmailCenter(trx: Knex.Transaction, now: Date): Promise<void> {
  const iso = now.toISOString();
  const stamp = { created_at: iso, updated_at: iso, is_demo: true };
  const text = (name: string) =>
    `Dobrý den, ${name},\n\nrádi bychom Vám připomněli naši nabídku nové prezentace Vaší provozovny na Marketplace. ` +
    'Stránku s online rezervacemi připravíme do týdne a první tři měsíce jsou zdarma. Stačí odpovědět na tento email.\n\nS pozdravem\nTým Marketplace';
  await trx('scheduled_emails').insert([
    {
      ...stamp,
      to_email: 'info@salon-lotos.example.cz',
      subject: 'Připomínka: nabídka nové prezentace',
      text_content: text('paní Nováková'),
      scheduled_at: at(now, 2, 8),
      status: 'scheduled',
    },
    {
      ...stamp,
      to_email: 'recepce@studio-harmonie.example.cz',
      cc_email: 'obchod@marketplace.example',
      subject: 'Pozvánka na ukázku rezervačního systému',
      html_content:
        '<p>Dobrý den,</p><p>zveme Vás na krátkou online ukázku rezervačního systému. Vyberte si termín, který Vám vyhovuje.</p>',
      scheduled_at: at(now, 5, 13),
      status: 'scheduled',
    },
    {
      ...stamp,
      to_email: 'barber.king@example.cz',
      subject: 'Děkujeme za zájem',
      text_content: text('pane Dvořáku'),
      scheduled_at: at(now, -1, 9),
      sent_at: at(now, -1, 9),
      status: 'sent',
    },
    {
      ...stamp,
      to_email: 'kontakt@nehty-viola.example.cz',
      subject: 'Nabídka pro nehtová studia',
      text_content: text('paní Malá'),
      scheduled_at: at(now, -2, 7),
      status: 'failed',
      error_message: '550 5.1.1 <kontakt@nehty-viola.example.cz>: Recipient address rejected: User unknown',
    },
    {
      ...stamp,
      to_email: 'fitness.aura@example.cz',
      subject: 'Vánoční akce pro fitness centra',
      text_content: text('pane Horáku'),
      scheduled_at: at(now, 10, 8),
      status: 'cancelled',
    },
  ]);

  const labels = [
    { name: 'Důležité', color: '#ef4444', description: 'Vyřídit co nejdříve' },
    { name: 'Klienti', color: '#22c55e', description: null },
    { name: 'Nabídky', color: '#3b82f6', description: 'Odeslané obchodní nabídky' },
    { name: 'Čeká na odpověď', color: '#eab308', description: null },
  ];
  await trx('email_labels').insert(labels.map((l) => ({ ...l, ...stamp })));
  await trx('email_folders').insert(
    [
      { name: 'Obchod', color: '#3b82f6', description: 'Nabídky a jednání' },
      { name: 'Partneři', color: '#8b5cf6', description: null },
      { name: 'Faktury', color: '#f97316', description: null },
    ].map((f) => ({ ...f, ...stamp })),
  );
  const folderIds = await idsOf(trx, 'email_folders', ['Obchod', 'Partneři', 'Faktury']);
  await trx('email_folders').insert({ name: 'Nabídky 2026', color: '#22c55e', parent_id: folderIds.get('Obchod'), ...stamp });
  const labelIds = await idsOf(
    trx,
    'email_labels',
    labels.map((l) => l.name),
  );
  const nested = await idsOf(trx, 'email_folders', ['Nabídky 2026']);

  // the first sent offers, labelled and filed
  const sent = (await trx('sent_emails').orderBy('id').limit(8).select('id')).map((r) => Number(r.id));
  if (!sent.length) return;
  await trx('email_label_assignments').insert(
    sent.flatMap((id, i) => [
      { label_id: labelIds.get('Nabídky'), sent_email_id: id, created_at: iso },
      ...(i % 3 === 0 ? [{ label_id: labelIds.get(i % 2 ? 'Důležité' : 'Čeká na odpověď'), sent_email_id: id, created_at: iso }] : []),
    ]),
  );
  await trx('email_folder_assignments').insert(
    sent
      .slice(0, 6)
      .map((id, i) => ({ folder_id: i < 4 ? nested.get('Nabídky 2026') : folderIds.get('Obchod'), sent_email_id: id, created_at: iso })),
  );
}
