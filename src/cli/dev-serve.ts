// Development entry (`npm run dev`): `marketplace serve` from the sources.
import { main } from './main.js';

process.exitCode = await main([process.argv[0] ?? process.execPath, 'marketplace', 'serve', ...process.argv.slice(2)]);
