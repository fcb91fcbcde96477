#!/usr/bin/env node
// Launcher only: the program lives in the compiled core (npm install builds it).
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const entry = fileURLToPath(new URL('../dist/src/cli/main.js', import.meta.url));
if (!existsSync(entry)) {
  process.stderr.write('marketplace: the package is not built yet; run `npm install` (or `npm run build`) in its folder.\n');
  process.exit(1);
}
const { main } = await import(pathToFileURL(entry).href);
process.exitCode = await main(process.argv);
