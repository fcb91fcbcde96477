import iconv from 'iconv-lite';

/** One transaction line's fields (a test's statement); every field has a default. */
export interface GpcLine {
  account?: string;
  counterAccount?: string;
  id: string | number;
  /** haléře */
  amount: number;
  /** 1 debit, 2 credit, 4 debit reversal, 5 credit reversal */
  code?: 1 | 2 | 4 | 5;
  vs?: string;
  bankCode?: string;
  ks?: string;
  ss?: string;
  /** DDMMYY */
  valueDate?: string;
  note?: string;
  /** ISO numeric */
  currency?: string;
}

const num = (value: string | number, width: number) => String(value).padStart(width, '0').slice(-width);
const text = (value: string, width: number) => value.padEnd(width, ' ').slice(0, width);

export const OWN_ACCOUNT = '0000192000145399';

/** The 074 header line: the own account and padding to 128 characters. */
export function gpcHeader(account = OWN_ACCOUNT): string {
  const line = `074${num(account, 16)}${text('Marketplace s.r.o.', 20)}201126${num(0, 14)}+${num(0, 14)}+${num(0, 14)}0${num(0, 14)}0001271126`;
  return text(line, 128);
}

/** A 075 line by the layout (1-based positions). */
export function gpcTransaction(t: GpcLine): string {
  const line =
    '075' +
    num(t.account ?? OWN_ACCOUNT, 16) +
    num(t.counterAccount ?? '0000000123456789', 16) +
    num(t.id, 13) +
    num(t.amount, 12) +
    String(t.code ?? 2) +
    num(t.vs ?? '', 10) +
    '00' +
    num(t.bankCode ?? '0100', 4) +
    num(t.ks ?? '0308', 4) +
    num(t.ss ?? '', 10) +
    (t.valueDate ?? '271126') +
    text(t.note ?? '', 20) +
    '0' +
    num(t.currency ?? '0203', 4) +
    (t.valueDate ?? '271126');
  if (line.length !== 128) throw new Error(`GPC test line is ${line.length} characters`);
  return line;
}

/** A whole statement file as a bank exports it: windows-1250, CRLF. */
export function gpcFile(lines: GpcLine[], options: { account?: string; extra?: string[] } = {}): Buffer {
  const all = [
    gpcHeader(options.account),
    ...lines.map((l) => gpcTransaction({ account: options.account, ...l })),
    ...(options.extra ?? []),
  ];
  return iconv.encode(`${all.join('\r\n')}\r\n`, 'win1250');
}
