import { Progress } from './progress.js';
import { withLiveView } from './render.js';
import { IMPORT_CLI_TEXTS } from '../texts.js';

export interface ImportCounts {
  rows: number;
  rejected: number;
}

/** Live progress of an import on a TTY: rows read, rows/s, rejected so far. Resolves with the work's result. */
export function withImportProgress<T>(label: string, work: (report: (counts: ImportCounts) => void) => Promise<T>): Promise<T> {
  const started = performance.now();
  const view = (counts: ImportCounts) => {
    const seconds = (performance.now() - started) / 1000;
    return (
      <Progress
        label={label}
        done={counts.rows}
        rate={seconds > 0 ? counts.rows / seconds : undefined}
        extra={IMPORT_CLI_TEXTS.rejectedSoFar(counts.rejected)}
      />
    );
  };
  return withLiveView(
    () => view({ rows: 0, rejected: 0 }),
    (update) => work((counts) => update(view(counts))),
  );
}
