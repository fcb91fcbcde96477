import { render, type Instance } from 'ink';
import type { ReactElement } from 'react';

/**
 * Commands import this module and their views with `await import()`, on a terminal only: ink and its
 * React renderer cost about a third of the CLI's start-up, which cron, `--json` and piped runs never need.
 *
 * The one way commands show Ink views. `live` keeps a view on screen until `done` settles
 * (progress of long work on a TTY); the view is unmounted and the result passed through.
 */
export async function withLiveView<T>(
  view: (update: (element: ReactElement) => void) => ReactElement,
  done: (update: (element: ReactElement) => void) => Promise<T>,
): Promise<T> {
  let instance: Instance | undefined;
  const update = (element: ReactElement) => instance?.rerender(element);
  instance = render(view(update), { patchConsole: false, exitOnCtrlC: true });
  try {
    return await done(update);
  } finally {
    instance.unmount();
    await instance.waitUntilExit();
  }
}

/**
 * Renders a live dashboard until it exits (a key, or its work ends), for views watched over SSH: at
 * most one frame a second (`maxFps`), each frame erasing the last (Ink's own rendering), never a
 * full-screen clear as long as the view is shorter than the terminal. Not Ink's `incrementalRendering`:
 * in tmux it left every changed line of the previous frames on the screen (the header five times after
 * 15 s; tests/cli/terminal-redraw.test.ts).
 */
export async function renderLive(element: ReactElement): Promise<void> {
  const instance = render(element, { patchConsole: false, exitOnCtrlC: true, maxFps: 1 });
  await instance.waitUntilExit();
}

/** Renders a view once (a table on a terminal) and leaves it on screen. */
export async function renderOnce(element: ReactElement): Promise<void> {
  const instance = render(element, { patchConsole: false });
  instance.unmount();
  await instance.waitUntilExit();
}
