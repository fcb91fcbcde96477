/** `npm run bench -- <name>`: runs bench/<name>.ts, which prints one JSON line. */
const name = process.argv[2];
const known = [
  'http',
  'search',
  'send',
  'campaign',
  'import',
  'slots',
  'abuse',
  'imap',
  'email-analytics',
  'monitor',
  'shop',
  'back-office',
];
if (!name || !known.includes(name)) {
  process.stderr.write(`usage: npm run bench -- <${known.join('|')}>\n`);
  process.exit(2);
}
await import(`./${name}.ts`);
