import type { Knex } from 'knex';
import { foldText } from '../src/contract/text.js';
import { createDemoRepository } from '../src/core/demo/demo.repository.js';
import { INBOX_TEXTS } from '../src/core/inbox/texts.js';
import { NOTIFICATION_LIFETIME_MS, NOTIFICATION_TEXTS } from '../src/core/notifications/model.js';
import { itemAt } from './content/random.js';

type Insert = (table: string, rows: Array<Record<string, unknown>>) => Promise<void>;

const HOUR = 3_600_000;

/** A demo mailbox's messages, newest first; `ago` in hours before the seed's time. */
interface DemoMessage {
  ago: number;
  fromName: string;
  fromEmail: string;
  subject: string;
  text: string;
  read?: boolean;
  starred?: boolean;
  archived?: boolean;
  kind?: 'message' | 'bounce' | 'auto_reply';
  bounce?: Record<string, unknown>;
  sentEmailId?: number;
  prospectId?: number;
  inReplyTo?: string;
}

/** The operator's inbox beside the offers: questions, a partner, an invoice. Replies, the bounce and the auto-reply come from the demo's offers. */
const OPERATOR_MESSAGES: DemoMessage[] = [
  {
    ago: 1,
    fromName: 'Jana Nováková',
    fromEmail: 'jana.novakova@demo.marketplace.example',
    subject: 'Dotaz k registraci firmy',
    text: 'Dobrý den, registrovala jsem náš salon, ale stále čeká na ověření. Můžete mi prosím říct, jak dlouho ověření trvá? Děkuji, Jana Nováková',
  },
  {
    ago: 30,
    fromName: 'Petr Dvořák',
    fromEmail: 'petr.dvorak@demo.marketplace.example',
    subject: 'Spolupráce na propagaci',
    text: 'Dobrý den, nabízíme tisk letáků a vizitek pro firmy z vašeho katalogu se slevou 15 %. Rádi se domluvíme na schůzce.',
    read: true,
    starred: true,
  },
  {
    ago: 24 * 4,
    fromName: 'Hosting Praha',
    fromEmail: 'fakturace@hosting.demo.marketplace.example',
    subject: 'Faktura za webhosting – listopad',
    text: 'Dobrý den, v příloze zasíláme fakturu za webhosting na listopad. Splatnost je 14 dní. Děkujeme, že využíváte naše služby.',
    read: true,
  },
  {
    ago: 24 * 12,
    fromName: 'Marie Svobodová',
    fromEmail: 'marie.svobodova@demo.marketplace.example',
    subject: '',
    text: 'Děkuji za rychlé vyřízení, vše už funguje.',
    read: true,
    archived: true,
  },
];

/** The demo business's own mailbox: its customers writing. */
const SALON_MESSAGES: DemoMessage[] = [
  {
    ago: 2,
    fromName: 'Klára Svobodová',
    fromEmail: 'klara.svobodova@demo.marketplace.example',
    subject: 'Dotaz na volný termín v sobotu',
    text: 'Dobrý den, máte prosím v sobotu dopoledne volný termín? Online jsem žádný nenašla. Děkuji, Klára',
  },
  {
    ago: 26,
    fromName: 'Tomáš Král',
    fromEmail: 'tomas.kral@demo.marketplace.example',
    subject: 'Změna rezervace',
    text: 'Dobrý den, potřeboval bych posunout svou rezervaci na čtvrtek o hodinu později. Jde to? Tomáš Král',
    read: true,
  },
  {
    ago: 24 * 6,
    fromName: 'Lucie Horáková',
    fromEmail: 'lucie.horakova@demo.marketplace.example',
    subject: 'Děkuji za skvělou péči',
    text: 'Chtěla jsem jen poděkovat, byla jsem moc spokojená a určitě přijdu znovu.',
    read: true,
    starred: true,
  },
];

const REPLIES = [
  'Dobrý den, děkujeme za nabídku. Profil v katalogu by nás zajímal, můžete nám zavolat a domluvit podrobnosti?',
  'Dobrý den, nabídka zní zajímavě. Kolik stojí prezentace na rok a jak rychle by byl profil hotový?',
  'Dobrý den, o web bychom měli zájem. Pošlete prosím ukázky podobných stránek, které jste dělali.',
  'Dobrý den, děkuji za e-mail. Momentálně řešíme nový web, ozvu se po novém roce.',
];

/**
 * The inbox's demo: the operator's mailbox and the demo business's own, each a disabled
 * account on a `.example` host (never synced; reading, starring, archiving and deleting change only the
 * stored rows, see message-service.ts), holding replies to the demo's offers (linked to the offer and
 * the prospect, which becomes 'replied'), one hard bounce (the offer 'bounced', the address suppressed),
 * an auto-reply and everyday mail; plus the bell's notifications. Runs after the CRM demo.
 */
export async function seedDemoInbox(trx: Knex.Transaction, insert: Insert, now: Date): Promise<{ emails: number }> {
  if (Number((await trx('mail_accounts').count({ n: '*' }).first())?.n ?? 0) > 0) return { emails: 0 };
  const stamp = now.toISOString();
  const at = (hours: number) => new Date(now.getTime() - hours * HOUR);

  const offers: Array<{
    id: number;
    prospect_id: number;
    message_id: string;
    to_email: string;
    subject: string;
    sent_at: string;
    interest: string;
    name: string;
  }> = await trx('sent_emails as s')
    .join('prospects as p', 'p.email', 's.to_email')
    .whereNotNull('s.message_id')
    .orderBy('s.id')
    .select(
      's.id',
      'p.id as prospect_id',
      's.message_id',
      's.to_email',
      's.subject',
      's.sent_at',
      'p.website_interest as interest',
      'p.name',
    );
  const operator: DemoMessage[] = [...OPERATOR_MESSAGES];
  const after = (offer: { sent_at: string }, hours: number) =>
    Math.max(0.5, (now.getTime() - new Date(offer.sent_at).getTime()) / HOUR - hours);

  // replies to two 'interested' offers (further along than 'replied': they stay) and two clicked ones (now 'replied')
  const repliedTo = [
    ...offers.filter((o) => o.interest === 'interested').slice(0, 2),
    ...offers.filter((o) => o.interest === 'link_clicked').slice(0, 2),
  ];
  repliedTo.forEach((offer, i) =>
    operator.push({
      ago: after(offer, 5 + i * 7),
      fromName: offer.name,
      fromEmail: offer.to_email,
      subject: `Re: ${offer.subject}`,
      text: itemAt(REPLIES, i),
      read: i > 0,
      sentEmailId: offer.id,
      prospectId: offer.prospect_id,
      inReplyTo: offer.message_id,
    }),
  );
  const [bounced, autoReplied] = offers.filter((o) => o.interest === 'email_sent');
  if (bounced) {
    const diagnostic = `550 5.1.1 <${bounced.to_email}>: Recipient address rejected: User unknown in virtual mailbox table`;
    operator.push({
      ago: after(bounced, 0.1),
      fromName: 'Mail Delivery System',
      fromEmail: 'mailer-daemon@mail.demo.marketplace.example',
      subject: 'Undelivered Mail Returned to Sender',
      text: `This is the mail system at host mail.demo.marketplace.example.\n\nI'm sorry to have to inform you that your message could not be delivered to one or more recipients.\n\n<${bounced.to_email}>: ${diagnostic}`,
      kind: 'bounce',
      bounce: {
        recipient: bounced.to_email,
        status: '5.1.1',
        action: 'failed',
        diagnostic,
        hard: true,
        originalMessageId: bounced.message_id,
      },
      sentEmailId: bounced.id,
      prospectId: bounced.prospect_id,
      read: true,
    });
    await trx('sent_emails').where('id', bounced.id).update({ status: 'bounced', error_message: diagnostic });
    await trx('email_suppressions').insert({
      email: bounced.to_email.toLowerCase(),
      reason: 'bounce',
      created_at: at(after(bounced, 0.1)).toISOString(),
    });
  }
  if (autoReplied) {
    operator.push({
      ago: after(autoReplied, 0.05),
      fromName: autoReplied.name,
      fromEmail: autoReplied.to_email,
      subject: `Automatická odpověď: ${autoReplied.subject}`,
      text: 'Dobrý den, jsem na dovolené a na e-maily odpovím po návratu. V naléhavých případech volejte na pobočku.',
      kind: 'auto_reply',
      sentEmailId: autoReplied.id,
      prospectId: autoReplied.prospect_id,
      inReplyTo: autoReplied.message_id,
    });
  }
  const clicked = repliedTo.filter((o) => o.interest === 'link_clicked').map((o) => o.prospect_id);
  if (clicked.length > 0) await trx('prospects').whereIn('id', clicked).update({ website_interest: 'replied' });

  const salon = await createDemoRepository(trx).demoBusiness();
  const accounts: Array<{ companyId: number | null; username: string; messages: DemoMessage[] }> = [
    { companyId: null, username: 'obchod@demo.marketplace.example', messages: operator },
    ...(salon ? [{ companyId: salon.id, username: 'firma@demo.marketplace.example', messages: SALON_MESSAGES }] : []),
  ];
  let emails = 0;
  for (const account of accounts) {
    const ownerKey = account.companyId === null ? 'operator' : `company:${account.companyId}`;
    await trx('mail_accounts').insert({
      company_id: account.companyId,
      owner_key: ownerKey,
      host: 'imap.demo.marketplace.example',
      port: 993,
      tls: 'tls',
      username: account.username,
      password: '',
      enabled: false,
      created_at: stamp,
      updated_at: stamp,
    });
    const accountId = Number((await trx('mail_accounts').where('owner_key', ownerKey).first('id')).id);
    for (const path of ['INBOX', 'Archive']) {
      await trx('mail_mailboxes').insert({ account_id: accountId, path, uidvalidity: '1', uidnext: null, highest_modseq: null });
    }
    const boxes = new Map<string, number>(
      (await trx('mail_mailboxes').where('account_id', accountId).select('id', 'path')).map((r: { id: number; path: string }) => [
        r.path,
        Number(r.id),
      ]),
    );
    const rows = [...account.messages]
      .sort((a, b) => b.ago - a.ago)
      .map((m, i) => ({
        account_id: accountId,
        mailbox_id: boxes.get(m.archived ? 'Archive' : 'INBOX'),
        uidvalidity: '1',
        uid: i + 1,
        message_id: `<demo-inbox-${ownerKey.replace(':', '-')}-${i + 1}@marketplace.demo>`,
        in_reply_to: m.inReplyTo ?? null,
        references: m.inReplyTo ?? null,
        from_email: m.fromEmail,
        from_name: m.fromName,
        to_email: account.username,
        cc: null,
        subject: m.subject,
        preview: m.text.replace(/\s+/g, ' ').slice(0, 100),
        received_at: at(m.ago).toISOString(),
        is_read: m.read ?? false,
        is_starred: m.starred ?? false,
        is_archived: m.archived ?? false,
        size: 1200 + m.text.length * 2,
        has_attachments: false,
        attachments: '[]',
        body_text: m.text,
        body_html: null,
        kind: m.kind ?? 'message',
        bounce: m.bounce ? JSON.stringify(m.bounce) : null,
        sent_email_id: m.sentEmailId ?? null,
        company_id: m.prospectId ?? null,
        search_text: foldText([m.subject, m.fromName, m.fromEmail, m.text].join(' ')).replace(/\s+/g, ' '),
        note: null,
        created_at: stamp,
        updated_at: stamp,
      }));
    await insert('received_emails', rows);
    emails += rows.length;

    const newest = account.messages.filter((m) => !m.read).sort((a, b) => a.ago - b.ago)[0];
    const expires = new Date(now.getTime() + NOTIFICATION_LIFETIME_MS).toISOString();
    const notifications = [
      newest && {
        type: 'new_email',
        title: INBOX_TEXTS.notifications.newEmailTitle,
        message: INBOX_TEXTS.notifications.single(newest.fromName, newest.subject),
        data: JSON.stringify({ count: 1 }),
        is_read: false,
        created_at: at(newest.ago).toISOString(),
      },
      account.companyId === null && {
        type: 'email_sent',
        title: NOTIFICATION_TEXTS.emailSent,
        message: null,
        data: JSON.stringify({ recipient: 'jana.novakova@demo.marketplace.example', subject: 'Re: Dotaz k registraci firmy' }),
        is_read: true,
        created_at: at(20).toISOString(),
      },
      account.companyId === null && {
        type: 'error',
        title: NOTIFICATION_TEXTS.sendFailed,
        message: '550 5.1.1 <info@neexistujici-salon.example>: Recipient address rejected: User unknown',
        data: JSON.stringify({ recipient: 'info@neexistujici-salon.example', subject: 'Nabídka pro firmy' }),
        is_read: false,
        created_at: at(24 * 2).toISOString(),
      },
    ].filter((n): n is Exclude<typeof n, false | undefined> => Boolean(n));
    await insert(
      'email_notifications',
      notifications.map((n) => ({ ...n, company_id: account.companyId, expires_at: expires })),
    );
  }
  return { emails };
}
