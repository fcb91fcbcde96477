import { describe, expect, it } from 'vitest';
import type { ClaimedRow } from '../../src/core/mail/claimed-rows.js';
import { RENDER_AHEAD } from '../../src/core/mail/model.js';
import type { QueueRow } from '../../src/core/mail/queue-repository.js';
import { renderAhead } from '../../src/core/mail/render-ahead.js';

const row = (id: number, attachments = false): ClaimedRow => ({ row: { id } as QueueRow, leaseUntil: new Date(0), attachments });

/** Sends rows in order through the window, as the worker does; answers the ids rendered when each was taken. */
function walk(rows: ClaimedRow[]) {
  const rendered: number[] = [];
  const window = renderAhead(async (c) => {
    rendered.push(c.row.id);
    return c.row.id;
  });
  const seen: Array<{ taking: number; rendered: number[] }> = [];
  return {
    rendered,
    seen,
    async run() {
      for (let k = 0; k < rows.length; k += 1) {
        expect(await window.take(rows[k], rows.slice(k + 1))).toBe(rows[k].row.id);
        seen.push({ taking: rows[k].row.id, rendered: [...rendered] });
      }
    },
  };
}

describe('rendering ahead of sending', () => {
  it('renders each message once, in order, at most RENDER_AHEAD ahead and in groups', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => row(i + 1));
    const w = walk(rows);
    await w.run();
    expect(w.rendered).toEqual(rows.map((r) => r.row.id));
    for (const { taking, rendered } of w.seen) {
      const ahead = rendered.filter((id) => id > taking).length;
      expect(ahead).toBeLessThanOrEqual(RENDER_AHEAD);
    }
    // groups: the second take renders nothing new (the window is still more than half full)
    expect(w.seen[1].rendered).toEqual(w.seen[0].rendered);
  });

  it('keeps at most one message with attachments rendered ahead', async () => {
    const rows = [row(1), row(2, true), row(3, true), row(4), row(5, true), row(6), row(7)];
    const w = walk(rows);
    await w.run();
    expect(w.rendered.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const { taking, rendered } of w.seen) {
      const heavyAhead = rendered.filter((id) => id > taking && rows[id - 1].attachments);
      expect(heavyAhead.length).toBeLessThanOrEqual(1);
    }
  });
});
