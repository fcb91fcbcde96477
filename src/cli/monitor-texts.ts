/** Czech texts of `marketplace monitor` (its own file beside texts.ts). */
export const MONITOR_CLI_TEXTS = {
  description:
    'sleduje server: CPU, paměť, disk, síť, frontu e-mailů, synchronizaci pošty a poslední chyby (živě na terminálu, jinak JSON)',
  interval: 'po kolika sekundách číst nová čísla (výchozí 2)',
  intervalHint: '--interval: počet sekund od 1 do 3600',
  once: 'vypíše čísla jednou a skončí (JSON)',
  title: (host: string, time: string, interval: number, instances: number) =>
    `marketplace monitor · ${host} · ${time} UTC · každé ${interval} s${instances > 1 ? ` · instancí na databázi: ${instances}` : ''}`,
  online: 'Online',
  offline: 'Offline',
  hostLine: (up: string, cores: number, load: string, processes: number) =>
    `, běží ${up} · ${cores} jader, zátěž ${load} · procesů ${processes}`,
  cpu: 'CPU',
  memory: 'RAM',
  disk: 'Disk',
  noDisk: 'Disk: žádný',
  levels: { ok: 'v normě', warn: 'zvýšené', critical: 'kritické' },
  memoryLine: (used: string, total: string) => `RAM ${used} z ${total}`,
  diskLine: (mount: string, used: string, size: string) => ` · disk ${mount} ${used} z ${size}`,
  network: (rx: string, tx: string) => ` · síť ↓ ${rx}/s ↑ ${tx}/s`,
  queue: 'Fronta e-mailů:',
  queueStates: { pending: 'čeká', sending: 'odesílá se', unknown: 'nejisté', failed: 'selhalo' },
  inbox: (at: string) => `Poslední synchronizace pošty: ${at}`,
  never: 'zatím nikdy',
  requests: (n: string) => `Požadavky za minutu: ${n}`,
  errors: (n: string) => `Chyby za minutu: ${n}`,
  bookings: (n: number) => `Rezervace dnes: ${n}`,
  latestErrors: 'Poslední chyby:',
  noErrors: 'žádné',
  leave: 'q nebo Ctrl-C: konec',
} as const;
