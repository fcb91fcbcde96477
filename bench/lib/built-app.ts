/**
 * The app as production runs it: the built package (`dist/src`, what `marketplace serve` runs), built
 * first. Sources run through tsx carry its helpers (every function expression named at run time), which
 * production does not, and which cost a request more than some of what a bench measures.
 */
import { execa } from 'execa';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** `npm run build:server`: dist/src up to date with the sources. */
export async function buildServer(): Promise<void> {
  await execa('npm', ['run', 'build:server'], { stdout: 'ignore', stderr: 'inherit' });
}

const built = <T>(module: string) => import(pathToFileURL(path.resolve('dist/src', module)).href) as Promise<T>;

/** Builds the server, then loads its core and HTTP app from dist (their types are the sources'). */
export async function builtApp() {
  await buildServer();
  const { createCore } = await built<typeof import('../../src/core/index.js')>('core/index.js');
  const { buildApp } = await built<typeof import('../../src/server/app.js')>('server/app.js');
  return { createCore, buildApp };
}
