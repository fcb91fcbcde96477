import type { ClaimedRow } from './claimed-rows.js';
import { RENDER_AHEAD } from './model.js';

/**
 * Messages rendered ahead of the one being sent (rendering transmits nothing), so that sending never
 * waits for it: up to RENDER_AHEAD rows ahead, started in groups once half the window is used up (a
 * transport may hand a group to its renderer at once), and at most one message with attachments
 * rendered ahead at a time, so memory stays small.
 */
export function renderAhead<T>(render: (claimed: ClaimedRow) => Promise<T>) {
  const started = new Map<number, { rendering: Promise<T>; heavy: boolean }>();
  const start = (claimed: ClaimedRow) => {
    const rendering = render(claimed);
    rendering.catch(() => undefined); // awaited when its turn comes
    started.set(claimed.row.id, { rendering, heavy: claimed.attachments });
  };
  return {
    /** The message of `claimed`, to send now; the rows after it (`upcoming`, in order) start rendering. */
    take(claimed: ClaimedRow, upcoming: readonly ClaimedRow[]): Promise<T> {
      if (!started.has(claimed.row.id)) start(claimed);
      const { rendering } = started.get(claimed.row.id)!;
      started.delete(claimed.row.id);
      if (started.size <= RENDER_AHEAD / 2) {
        let heavy = [...started.values()].some((s) => s.heavy);
        for (const next of upcoming.slice(0, RENDER_AHEAD)) {
          if (started.has(next.row.id)) continue;
          if (next.attachments && heavy) break;
          heavy ||= next.attachments;
          start(next);
        }
      }
      return rendering;
    },
  };
}
