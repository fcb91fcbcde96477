import { useApp } from 'ink';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CampaignProgress } from '../../core/index.js';
import { settledOf } from './campaign-format.js';
import { CampaignView, type CampaignKey, type CampaignSender } from './campaign-view.js';

export type MonitorEnd = 'finished' | 'left';

export interface CampaignMonitorProps {
  /** the campaign's figures (core.campaigns.progress), read every pollMs */
  load(): Promise<CampaignProgress>;
  pause(): Promise<{ message: string }>;
  resume(): Promise<{ message: string }>;
  first: CampaignProgress;
  sender: CampaignSender;
  intervalSeconds: number;
  /** the last failure of this process' own sending (start --follow), shown under the figures */
  senderError?: () => string | undefined;
  /** default 1000: the view changes at most once a second */
  pollMs?: number;
  now?: () => number;
  /** once: the campaign ended (sent, cancelled), or the operator left with q (the campaign goes on) */
  onEnd(outcome: MonitorEnd, last: CampaignProgress): void;
}

const ENDED = new Set(['sent', 'cancelled']);

/**
 * `campaign start` on a terminal: reads the campaign's progress every second and shows it
 * (CampaignView); p pauses, r resumes (core's answer shown under the figures), q leaves. When nothing
 * was settled for a while (3 intervals, at least 30 s) while the campaign is sending and this process
 * does not send, the view says that nothing sends it.
 */
export function CampaignMonitor(props: CampaignMonitorProps) {
  const { load, pause, resume, first, sender, intervalSeconds, senderError, pollMs = 1000, now = Date.now, onEnd } = props;
  const { exit } = useApp();
  const [progress, setProgress] = useState(first);
  const [notice, setNotice] = useState<{ text: string; error?: boolean }>();
  const [stalledSeconds, setStalled] = useState<number>();
  const last = useRef({
    progress: first,
    settled: settledOf(first),
    changedAt: now(),
    ended: false,
    loading: false,
    failure: undefined as string | undefined,
  });

  const end = useCallback(
    (outcome: MonitorEnd) => {
      if (last.current.ended) return;
      last.current.ended = true;
      onEnd(outcome, last.current.progress);
      exit();
    },
    [exit, onEnd],
  );

  const poll = useCallback(async () => {
    const state = last.current;
    if (state.loading || state.ended) return;
    state.loading = true;
    try {
      const p = await load();
      const settled = settledOf(p);
      const at = now();
      if (settled !== state.settled || p.status !== 'sending') {
        state.settled = settled;
        state.changedAt = at;
      }
      state.progress = p;
      const quiet = Math.floor((at - state.changedAt) / 1000);
      setStalled(sender === 'elsewhere' && p.status === 'sending' && quiet >= Math.max(30, 3 * intervalSeconds) ? quiet : undefined);
      setProgress(p);
      const failure = senderError?.();
      if (failure && failure !== state.failure) setNotice({ text: failure, error: true });
      state.failure = failure;
      if (ENDED.has(p.status)) end('finished');
    } catch (error) {
      setNotice({ text: (error as Error).message, error: true });
    } finally {
      state.loading = false;
    }
  }, [load, now, sender, intervalSeconds, senderError, end]);

  useEffect(() => {
    const timer = setInterval(() => void poll(), pollMs);
    return () => clearInterval(timer);
  }, [poll, pollMs]);

  const onKey = (key: CampaignKey) => {
    if (key === 'q') return end('left');
    const action = key === 'p' ? pause : resume;
    action().then(
      (answer) => {
        setNotice({ text: answer.message });
        void poll();
      },
      (error: Error) => setNotice({ text: error.message, error: true }),
    );
  };

  return <CampaignView progress={progress} sender={sender} stalledSeconds={stalledSeconds} notice={notice} onKey={onKey} />;
}
