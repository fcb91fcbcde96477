/** The signals that ask the process to stop: SIGTERM (service managers, containers) and SIGINT (Ctrl+C). */
const STOP_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * Calls `onStop` with the signal each time SIGTERM or SIGINT arrives (the first asks for a graceful
 * stop, a second one for a prompt one: the handler decides), instead of Node's immediate exit.
 * Answers a function that removes the handlers again.
 */
export function onStopSignal(onStop: (signal: NodeJS.Signals) => void): () => void {
  const handler = (signal: NodeJS.Signals) => onStop(signal);
  for (const signal of STOP_SIGNALS) process.on(signal, handler);
  return () => {
    for (const signal of STOP_SIGNALS) process.off(signal, handler);
  };
}

/**
 * After a stop, ends the process even if a stray handle (a socket a library left open) would keep it
 * alive: the timer is unref'd, so it fires only in that case.
 */
export function exitIfStillAlive(code: number, afterMs = 2000): void {
  setTimeout(() => process.exit(code), afterMs).unref();
}
