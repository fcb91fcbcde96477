/** Global flags every command understands. */
export interface GlobalFlags {
  json?: boolean;
  debug?: boolean;
}

/** Prints a command's result: JSON with --json, otherwise the human text. */
export function printResult(flags: GlobalFlags, data: unknown, text: string | string[]): void {
  if (flags.json) {
    process.stdout.write(`${JSON.stringify(data)}\n`);
    return;
  }
  const lines = Array.isArray(text) ? text : [text];
  if (lines.length) process.stdout.write(`${lines.join('\n')}\n`);
}

export const isInteractive = () => Boolean(process.stdout.isTTY);
