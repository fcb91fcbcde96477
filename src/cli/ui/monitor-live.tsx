import { useApp, useInput, useStdout } from 'ink';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MonitorFrame } from './monitor-format.js';
import { MonitorView } from './monitor-view.js';

export interface MonitorLiveProps {
  first: MonitorFrame;
  /** the next frame (core's figures, the hour's series, the latest errors), read every interval */
  load(): Promise<MonitorFrame>;
  intervalSeconds: number;
}

/** The terminal's width, followed on resize (Ink redraws the view at the new width). */
function useColumns(): number {
  const { stdout } = useStdout();
  const [columns, setColumns] = useState(stdout.columns || 80);
  useEffect(() => {
    const onResize = () => setColumns(stdout.columns || 80);
    stdout.on('resize', onResize);
    return () => {
      stdout.off('resize', onResize);
    };
  }, [stdout]);
  return columns;
}

/**
 * `marketplace monitor` on a terminal: reads a new frame every interval (one read at a time) and
 * redraws the view in place; q leaves (Ctrl-C too: Ink's exitOnCtrlC), and the terminal is restored.
 */
export function MonitorLive({ first, load, intervalSeconds }: MonitorLiveProps) {
  const { exit } = useApp();
  const columns = useColumns();
  const [frame, setFrame] = useState(first);
  const [notice, setNotice] = useState<string>();
  const loading = useRef(false);

  const poll = useCallback(async () => {
    if (loading.current) return;
    loading.current = true;
    try {
      setFrame(await load());
      setNotice(undefined);
    } catch (error) {
      setNotice((error as Error).message);
    } finally {
      loading.current = false;
    }
  }, [load]);

  useEffect(() => {
    const timer = setInterval(() => void poll(), intervalSeconds * 1000);
    return () => clearInterval(timer);
  }, [poll, intervalSeconds]);

  useInput((input) => {
    if (input === 'q' || input === 'Q') exit();
  });

  return <MonitorView frame={frame} width={Math.max(40, columns - 1)} intervalSeconds={intervalSeconds} notice={notice} />;
}
