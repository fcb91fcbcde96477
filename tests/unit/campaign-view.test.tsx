import { render } from 'ink-testing-library';
import { describe, expect, it, vi } from 'vitest';
import type { CampaignProgress } from '../../src/core/index.js';
import { CampaignMonitor } from '../../src/cli/ui/campaign-monitor.js';
import { CampaignView, duration } from '../../src/cli/ui/campaign-view.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until `check` passes (renders and effects run on their own ticks). */
async function until(check: () => void, ms = 2000) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(10);
    }
  }
}

const progress = (over: Partial<CampaignProgress> = {}): CampaignProgress => ({
  id: 7,
  name: 'Jarní nabídka',
  status: 'sending',
  total_recipients: 200,
  sent_count: 96,
  failed_count: 3,
  opened_count: 41,
  clicked_count: 12,
  bounced_count: 1,
  unsubscribed_count: 2,
  recipients: { pending: 80, queued: 20, sent: 95, failed: 3, bounced: 1, suppressed: 1, unknown: 0 },
  rate_per_minute: 52.5,
  eta_seconds: 115,
  last_errors: [{ email_address: 'spatna@example.cz', error_message: '550 5.1.1 mailbox\n unavailable', at: null }],
  ...over,
});

describe('campaign live view', () => {
  it('shows the bar over the settled recipients, the counts, rate, ETA, last errors and who sends', () => {
    const { lastFrame } = render(<CampaignView progress={progress()} sender="elsewhere" onKey={() => undefined} />);
    const frame = lastFrame() ?? '';
    expect(frame).toContain('Kampaň #7 „Jarní nabídka“');
    expect(frame).toContain('odesílá se');
    expect(frame).toContain('100/200');
    expect(frame).toContain('50 %');
    expect(frame).toContain('███████████████░░░░░░░░░░░░░░░'); // 15 of 30
    expect(frame).toContain('odesláno 96 · selhalo 3 · nedoručeno 1 · otevřeno 41 · prokliknuto 12 · odhlášeno 2');
    expect(frame).toContain('52,5 / min · zbývá 1 min 55 s');
    expect(frame).toContain('spatna@example.cz: 550 5.1.1 mailbox unavailable');
    expect(frame).toContain('Jen sledování: odesílá `marketplace serve`');
    expect(frame).toContain('p pozastavit · r pokračovat · q odejít');
    expect(frame.split('\n').length).toBeLessThanOrEqual(12);
  });

  it('says so when this process sends, when the ETA is unknown, and when nothing has been sent for a while', () => {
    const { lastFrame } = render(
      <CampaignView
        progress={progress({ eta_seconds: null, last_errors: [] })}
        sender="here"
        stalledSeconds={45}
        onKey={() => undefined}
      />,
    );
    const frame = lastFrame() ?? '';
    expect(frame).toContain('zbývá ?');
    expect(frame).toContain('Odesílá tento proces');
    expect(frame).toContain('Za posledních 45 s se nic neodeslalo');
    expect(frame).not.toContain('Poslední chyby');
  });

  it('formats durations', () => {
    expect(duration(42)).toBe('42 s');
    expect(duration(75)).toBe('1 min 15 s');
    expect(duration(3 * 3600 + 60)).toBe('3 h 01 min');
  });
});

describe('campaign monitor (keys and polling)', () => {
  function monitor(over: { sender?: 'here' | 'elsewhere'; now?: () => number } = {}) {
    let current = progress();
    const load = vi.fn(async () => current);
    const pause = vi.fn(async () => {
      current = { ...current, status: 'paused' };
      return { message: 'Kampaň byla pozastavena.' };
    });
    const resume = vi.fn(async () => {
      current = { ...current, status: 'sending' };
      return { message: 'Odesílání kampaně pokračuje.' };
    });
    const onEnd = vi.fn();
    const view = render(
      <CampaignMonitor
        load={load}
        pause={pause}
        resume={resume}
        first={current}
        sender={over.sender ?? 'here'}
        intervalSeconds={0}
        pollMs={20}
        now={over.now}
        onEnd={onEnd}
      />,
    );
    return { view, load, pause, resume, onEnd, set: (p: Partial<CampaignProgress>) => (current = { ...current, ...p }) };
  }

  it('p pauses and r resumes through core, showing its answer and the new state; q leaves with the campaign running', async () => {
    const { view, pause, resume, onEnd } = monitor();
    view.stdin.write('p');
    await until(() => expect(view.lastFrame()).toContain('Kampaň byla pozastavena.'));
    await until(() => expect(view.lastFrame()).toContain('pozastaveno'));
    expect(pause).toHaveBeenCalledTimes(1);
    view.stdin.write('r');
    await until(() => expect(view.lastFrame()).toContain('Odesílání kampaně pokračuje.'));
    await until(() => expect(view.lastFrame()).toContain('odesílá se'));
    expect(resume).toHaveBeenCalledTimes(1);
    view.stdin.write('q');
    await until(() => expect(onEnd).toHaveBeenCalledWith('left', expect.objectContaining({ status: 'sending' })));
    view.unmount();
  });

  it('shows new figures as they are read and ends once the campaign is sent', async () => {
    const { view, set, onEnd } = monitor();
    set({ sent_count: 150, recipients: { pending: 30, queued: 20, sent: 150, failed: 0, bounced: 0, suppressed: 0, unknown: 0 } });
    await until(() => expect(view.lastFrame()).toContain('150/200'));
    set({
      status: 'sent',
      sent_count: 200,
      recipients: { pending: 0, queued: 0, sent: 200, failed: 0, bounced: 0, suppressed: 0, unknown: 0 },
    });
    await until(() => expect(onEnd).toHaveBeenCalledWith('finished', expect.objectContaining({ status: 'sent', sent_count: 200 })));
    view.unmount();
  });

  it('warns when nothing was settled for 30 s while another process should be sending', async () => {
    let clock = 0;
    const { view } = monitor({ sender: 'elsewhere', now: () => clock });
    await sleep(60);
    expect(view.lastFrame()).not.toContain('nic neodeslalo');
    clock = 31_000;
    await until(() => expect(view.lastFrame()).toContain('Za posledních 31 s se nic neodeslalo'));
    view.unmount();
  });
});
