import { Box, Text, useInput } from 'ink';
import type { CampaignProgress } from '../../core/index.js';
import { CAMPAIGN_CLI_TEXTS } from '../texts.js';
import { settledOf } from './campaign-format.js';

const T = CAMPAIGN_CLI_TEXTS.view;
const BAR = 30;

export type CampaignKey = 'p' | 'r' | 'q';
/** Who sends the campaign's messages: this process (`start --follow`), or `serve` / cron elsewhere. */
export type CampaignSender = 'here' | 'elsewhere';

export interface CampaignViewProps {
  progress: CampaignProgress;
  sender: CampaignSender;
  /** seconds without a message settled while the campaign is sending (shown once it is long enough to mean nobody sends) */
  stalledSeconds?: number;
  /** the answer to the last key (core's message) or an error */
  notice?: { text: string; error?: boolean };
  onKey(key: CampaignKey): void;
}

/** 75 s → '1 min 15 s'; 3 h → '3 h 00 min'. */
export function duration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
}

/**
 * The live view of `campaign start` on a terminal: title and state, a progress bar over the settled
 * recipients, the counts, the rate per minute and ETA, the last errors, who sends, the keys. At most
 * about 12 lines, each cut to the terminal's width, so Ink rewrites only these lines (it clears the
 * whole screen only for output as tall as the terminal).
 */
export function CampaignView({ progress: p, sender, stalledSeconds, notice, onKey }: CampaignViewProps) {
  useInput((input) => {
    const key = input.toLowerCase();
    if (key === 'p' || key === 'r' || key === 'q') onKey(key);
  });
  const total = p.total_recipients;
  const settled = settledOf(p);
  const ratio = total > 0 ? Math.min(settled / total, 1) : 1;
  const filled = Math.round(ratio * BAR);
  const status = CAMPAIGN_CLI_TEXTS.statuses[p.status] ?? p.status;
  return (
    <Box flexDirection="column">
      <Box gap={2}>
        <Text bold wrap="truncate">
          {T.title(p.id, p.name)}
        </Text>
        <Text color={p.status === 'paused' ? 'yellow' : p.status === 'cancelled' ? 'red' : 'cyan'}>{status}</Text>
      </Box>
      <Box gap={1}>
        <Text color="green">{'█'.repeat(filled) + '░'.repeat(BAR - filled)}</Text>
        <Text>{`${settled}/${total}`}</Text>
        <Text dimColor>{`${Math.floor(ratio * 100)} %`}</Text>
      </Box>
      <Text wrap="truncate">
        {`${T.sent} ${p.sent_count} · ${T.failed} ${p.failed_count} · ${T.bounced} ${p.bounced_count} · ` +
          `${T.opened} ${p.opened_count} · ${T.clicked} ${p.clicked_count} · ${T.unsubscribed} ${p.unsubscribed_count}`}
      </Text>
      <Text>{`${T.rate(p.rate_per_minute)} · ${p.eta_seconds === null ? T.etaUnknown : T.eta(duration(p.eta_seconds))}`}</Text>
      {p.last_errors.length > 0 && (
        <Box flexDirection="column">
          <Text color="red">{T.lastErrors}</Text>
          {p.last_errors.map((e, i) => (
            <Text key={i} wrap="truncate">{`  ${e.email_address}: ${e.error_message.replace(/\s+/g, ' ')}`}</Text>
          ))}
        </Box>
      )}
      <Text dimColor wrap="truncate">
        {sender === 'here' ? T.sendingHere : T.sendingElsewhere}
      </Text>
      {stalledSeconds !== undefined && (
        <Text color="yellow" wrap="truncate">
          {T.stalled(stalledSeconds)}
        </Text>
      )}
      {notice && (
        <Text color={notice.error ? 'red' : 'green'} wrap="truncate">
          {notice.text}
        </Text>
      )}
      <Text dimColor>{T.keys}</Text>
    </Box>
  );
}
