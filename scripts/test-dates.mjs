// `npm run test:dates [-- --only NAME[,NAME] --browser FILES...]`: the suite under faketime at the instants a
// date bug shows (a weekend, a month's end, both daylight-saving changes, New Year's Eve, 18:30 in Prague),
// to prove no test depends on the day or hour it runs. Each instant starts a few minutes before the edge, so
// that the run crosses it; libfaketime's clock then goes on at normal speed, and child processes (the
// PostgreSQL cluster, `marketplace serve`, the CLI, Chromium) keep the same offset (FAKETIME_DONT_RESET).
// Needs Debian's `faketime` (`apt-get install faketime`). Builds first (the CLI tests load dist/).
//
//   npm run test:dates                         unit, db, api and cli tests at every instant
//   npm run test:dates -- --only dst-spring    one instant (names below; comma list for several)
//   npm run test:dates -- --browser            the browser tests too
//   npm run test:dates -- tests/api/booking.test.ts   only these files
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The instants, in UTC (Prague's time in the note). */
const INSTANTS = [
  { name: 'weekend', utc: '2027-01-16 09:00:00', note: 'Saturday 16 January 2027, 10:00 in Prague' },
  { name: 'month-end', utc: '2027-04-30 21:55:00', note: 'Friday 30 April 2027, 23:55 in Prague, into 1 May' },
  { name: 'dst-spring', utc: '2027-03-28 00:55:00', note: 'Sunday 28 March 2027, 01:55 in Prague, 02:00 -> 03:00' },
  { name: 'dst-autumn', utc: '2027-10-31 00:55:00', note: 'Sunday 31 October 2027, 02:55 summer time in Prague, 03:00 -> 02:00' },
  { name: 'new-year', utc: '2026-12-31 22:50:00', note: "New Year's Eve 2026, 23:50 in Prague, into 2027" },
  { name: 'evening', utc: '2026-12-02 17:30:00', note: 'Wednesday 2 December 2026, 18:30 in Prague' },
];
const SUITES = ['tests/unit', 'tests/db', 'tests/api', 'tests/cli'];

const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args[onlyAt + 1].split(',') : undefined;
const browser = args.includes('--browser');
const files = args.filter((a, i) => a.startsWith('tests/') && args[i - 1] !== '--only');
const unknown = only?.filter((n) => !INSTANTS.some((i) => i.name === n)) ?? [];
if (unknown.length) {
  console.error(`test:dates: unknown instant ${unknown.join(', ')}; one of ${INSTANTS.map((i) => i.name).join(', ')}`);
  process.exit(2);
}
if (spawnSync('faketime', ['--help'], { stdio: 'ignore' }).error) {
  console.error('test:dates: faketime is missing (apt-get install faketime)');
  process.exit(2);
}

const run = (cmd, argv, env = {}) => spawnSync(cmd, argv, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
if (!args.includes('--no-build') && run('npm', ['run', 'build']) !== 0) process.exit(1);

const targets = files.length ? files : [...SUITES, ...(browser ? ['tests/browser'] : [])];
const results = [];
const tmp = mkdtempSync(path.join(os.tmpdir(), 'test-dates-'));
for (const instant of INSTANTS.filter((i) => !only || only.includes(i.name))) {
  console.log(`\n== ${instant.name}: ${instant.note} (${instant.utc} UTC)`);
  const report = path.join(tmp, `${instant.name}.json`);
  const status = run(
    'faketime',
    ['-f', `@${instant.utc}`, 'npx', 'vitest', 'run', ...targets, '--reporter=default', '--reporter=json', `--outputFile=${report}`],
    { TZ: 'UTC', FAKETIME_DONT_RESET: '1', FAKETIME_DONT_FAKE_MONOTONIC: '1' },
  );
  let counts = { passed: 0, failed: 0, failures: [] };
  try {
    const r = JSON.parse(readFileSync(report, 'utf8'));
    const failures = r.testResults.flatMap((f) =>
      f.assertionResults.filter((a) => a.status === 'failed').map((a) => `${path.relative(process.cwd(), f.name)}: ${a.fullName}`),
    );
    counts = { passed: r.numPassedTests, failed: r.numFailedTests, failures };
  } catch {
    counts.failed = status === 0 ? 0 : 1;
  }
  results.push({ ...instant, status, ...counts });
}
rmSync(tmp, { recursive: true, force: true });

console.log('\n== test:dates');
for (const r of results) {
  console.log(`${r.status === 0 ? 'ok  ' : 'FAIL'} ${r.name.padEnd(11)} ${r.passed} passed, ${r.failed} failed  (${r.note})`);
  for (const f of r.failures) console.log(`       ${f}`);
}
process.exit(results.every((r) => r.status === 0) ? 0 : 1);
