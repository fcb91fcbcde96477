import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { selfSignedCertificate } from '../helpers/self-signed.js';

const DEPLOY = path.resolve('deploy');
const temp = () => mkdtempSync(path.join(os.tmpdir(), 'marketplace-deploy-'));

/** Which instance each template is checked as (a template itself cannot be verified). */
const INSTANCES: Record<string, string[]> = {
  'marketplace@.service': ['3003', '3004'],
  'marketplace-job@.service': ['queue', 'backup-database'],
  'marketplace-job-minutely@.timer': ['queue'],
  'marketplace-job-hourly@.timer': ['prune-sessions'],
  'marketplace-job-daily@.timer': ['backup-database'],
};

/**
 * The deployment files under deploy/, checked by the tools that will read them: `systemd-analyze verify` for the
 * systemd units (Debian's systemd; the timers with the job service they start) and `nginx -t` for the site
 * (Debian's nginx, installed by .ci/run), with a self-signed certificate in place of certbot's.
 */
describe('deployment files', () => {
  it('every systemd unit verifies, as the instances the README enables', () => {
    const dir = temp();
    const units = readdirSync(path.join(DEPLOY, 'systemd'));
    expect(units.sort()).toEqual(Object.keys(INSTANCES).sort());
    const names: string[] = [];
    for (const unit of units) {
      for (const instance of INSTANCES[unit]!) {
        const name = unit.replace('@.', `@${instance}.`);
        copyFileSync(path.join(DEPLOY, 'systemd', unit), path.join(dir, name));
        names.push(name);
      }
    }
    // a timer's service must be there for the timer to verify
    for (const job of ['prune-sessions'])
      copyFileSync(path.join(DEPLOY, 'systemd', 'marketplace-job@.service'), path.join(dir, `marketplace-job@${job}.service`));
    const result = spawnSync('systemd-analyze', ['verify', ...names.map((n) => `./${n}`)], { cwd: dir, encoding: 'utf8' });
    expect(result.error).toBeUndefined();
    expect([result.status, result.stderr.trim()]).toEqual([0, '']);
  });

  it('systemd-analyze finds a fault in a unit (the check is real)', () => {
    const dir = temp();
    const broken = readFileSync(path.join(DEPLOY, 'systemd', 'marketplace@.service'), 'utf8').replace(
      'ExecStart=/usr/bin/env',
      'ExecStart=/nonexistent/env',
    );
    writeFileSync(path.join(dir, 'marketplace@3003.service'), broken);
    const result = spawnSync('systemd-analyze', ['verify', './marketplace@3003.service'], { cwd: dir, encoding: 'utf8' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('/nonexistent/env');
  });

  it('the nginx site passes nginx -t, with TLS, the proxy headers, the upload size and /metrics kept local', () => {
    const dir = temp();
    const { key, cert } = selfSignedCertificate('firmy.example.cz', 30);
    writeFileSync(path.join(dir, 'cert.pem'), cert);
    writeFileSync(path.join(dir, 'key.pem'), key);
    const site = readFileSync(path.join(DEPLOY, 'nginx', 'marketplace.conf'), 'utf8');
    for (const line of [
      'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      'proxy_set_header X-Forwarded-Proto $scheme;',
      'client_max_body_size 55m;',
      'location = /metrics {',
    ]) {
      expect(site).toContain(line);
    }
    writeFileSync(
      path.join(dir, 'site.conf'),
      site
        .replace('/etc/letsencrypt/live/firmy.example.cz/fullchain.pem', path.join(dir, 'cert.pem'))
        .replace('/etc/letsencrypt/live/firmy.example.cz/privkey.pem', path.join(dir, 'key.pem')),
    );
    // the parts of /etc/nginx/nginx.conf a site relies on, with every path in the temporary folder
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log;`,
        'events {}',
        'http {',
        `  access_log ${dir}/access.log;`,
        `  client_body_temp_path ${dir}/body;`,
        `  proxy_temp_path ${dir}/proxy;`,
        `  include ${dir}/site.conf;`,
        '}',
      ].join('\n'),
    );
    const output = execFileSync('nginx', ['-t', '-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(output).toBe('');
    const broken = site.replace('client_max_body_size 55m;', 'client_max_body_size fifty;');
    writeFileSync(path.join(dir, 'site.conf'), broken);
    const refused = spawnSync('nginx', ['-t', '-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`], { encoding: 'utf8' });
    expect(refused.status).not.toBe(0);
  });
});
