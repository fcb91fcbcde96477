import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { DomainError } from '../../core/index.js';
import { openContext } from '../context.js';
import { printResult, type GlobalFlags } from '../output.js';

export function registerMailCommands(program: Command) {
  const mail = program.command('mail').description('outbound e-mail');
  mail
    .command('test')
    .description("send a test message through the configured transport and show the server's answer")
    .requiredOption('--to <address>', 'recipient')
    .action(async (o: { to: string }, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(o.to)) throw new DomainError('validation', `--to: "${o.to}" is not an e-mail address`);
      const ctx = await openContext({ migrated: true });
      try {
        const result = await ctx.core.mail.sendTest(o.to).catch((error: Error) => {
          throw new DomainError('unavailable', `sending failed: ${error.message}`);
        });
        printResult(flags, { to: o.to, ...result }, `sent to ${o.to} via ${result.transport}: ${result.response}`);
      } finally {
        await ctx.close();
      }
    });

  mail
    .command('dkim')
    .description('sign outgoing mail with DKIM (the key is stored encrypted), show the setting, or turn it off')
    .option('--domain <domain>', 'signing domain (d=)')
    .option('--selector <selector>', 'DNS selector (s=); the public key is published at <selector>._domainkey.<domain>', 'default')
    .option('--key-file <path>', 'PEM file with the RSA private key')
    .option('--off', 'stop signing')
    .action(async (o: { domain?: string; selector: string; keyFile?: string; off?: boolean }, cmd: Command) => {
      const flags = cmd.optsWithGlobals<GlobalFlags>();
      if (o.off && (o.domain || o.keyFile)) throw new DomainError('validation', '--off cannot be combined with --domain or --key-file');
      if (Boolean(o.domain) !== Boolean(o.keyFile)) throw new DomainError('validation', '--domain and --key-file go together');
      const key = o.keyFile
        ? await readFile(o.keyFile, 'utf8').catch((e: Error) => {
            throw new DomainError('validation', `--key-file: ${e.message}`);
          })
        : undefined;
      const ctx = await openContext({ migrated: true });
      try {
        if (o.off) await ctx.core.mail.settings.saveDkim(null);
        else if (o.domain && key) await ctx.core.mail.settings.configureDkim({ domain: o.domain, selector: o.selector, privateKey: key });
        const shown = await ctx.core.mail.settings.dkimStatus();
        printResult(flags, shown, shown.enabled ? `DKIM on: d=${shown.domain} s=${shown.selector}` : 'DKIM off');
      } finally {
        await ctx.close();
      }
    });
}
