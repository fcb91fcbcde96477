import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A Fio transaction as its API answers it: columns `{ value, name, id }` (null when empty). */
export function fioTransaction(t: { id: number; amount: number; vs?: string; date?: string; note?: string; currency?: string }) {
  const column = (id: number, name: string, value: string | number | null) => (value === null ? null : { value, name, id });
  return {
    column22: column(22, 'ID pohybu', t.id),
    column0: column(0, 'Datum', t.date ?? '2026-11-27+0100'),
    column1: column(1, 'Objem', t.amount),
    column14: column(14, 'Měna', t.currency ?? 'CZK'),
    column2: column(2, 'Protiúčet', '2900000001'),
    column10: column(10, 'Název protiúčtu', 'Novák Jan'),
    column3: column(3, 'Kód banky', '2010'),
    column12: column(12, 'Název banky', 'Fio banka, a.s.'),
    column4: column(4, 'KS', '0308'),
    column5: column(5, 'VS', t.vs ?? null),
    column6: column(6, 'SS', null),
    column7: column(7, 'Uživatelská identifikace', 'Novák Jan'),
    column16: column(16, 'Zpráva pro příjemce', t.note ?? null),
    column8: column(8, 'Typ', t.amount > 0 ? 'Bezhotovostní příjem' : 'Bezhotovostní platba'),
    column25: column(25, 'Komentář', null),
    column17: column(17, 'ID pokynu', t.id + 1_000_000),
  };
}

/** Fio's answer of the `last` endpoint for these transactions. */
export const fioAnswer = (transactions: ReturnType<typeof fioTransaction>[]) => ({
  accountStatement: {
    info: {
      accountId: '2000145399',
      bankId: '2010',
      currency: 'CZK',
      iban: 'CZ7920100000002000145399',
      bic: 'FIOBCZPPXXX',
      openingBalance: 1000.0,
      closingBalance: 2000.0,
      dateStart: '2026-11-27+0100',
      dateEnd: '2026-11-27+0100',
      yearList: null,
      idList: null,
      idFrom: transactions.length ? Number(transactions[0]!.column22!.value) : null,
      idTo: transactions.length ? Number(transactions[transactions.length - 1]!.column22!.value) : null,
      idLastDownload: null,
    },
    transactionList: { transaction: transactions },
  },
});

/**
 * A local stand-in of Fio banka's API on 127.0.0.1: `GET /v1/rest/last/{token}/transactions.json` answers the
 * next queued answer (then an empty list, as Fio's `last` does once its mark moved), other paths 404.
 */
export async function startFioStandIn(token: string) {
  const queue: Array<{ status: number; body: unknown }> = [];
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    if (req.method !== 'GET' || req.url !== `/v1/rest/last/${token}/transactions.json`) {
      res.writeHead(404).end();
      return;
    }
    const next = queue.shift() ?? { status: 200, body: fioAnswer([]) };
    res.writeHead(next.status, { 'content-type': 'application/json;charset=UTF-8' }).end(JSON.stringify(next.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    answer(body: unknown, status = 200) {
      queue.push({ status, body });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
