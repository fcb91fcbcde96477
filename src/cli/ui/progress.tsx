import { Box, Text } from 'ink';

export interface ProgressProps {
  label: string;
  done: number;
  total?: number;
  /** items per second */
  rate?: number;
  extra?: string;
}

const BAR = 24;

/** A progress line: label, bar (when the total is known), counts, rate. */
export function Progress({ label, done, total, rate, extra }: ProgressProps) {
  const ratio = total ? Math.min(done / total, 1) : undefined;
  const filled = ratio === undefined ? 0 : Math.round(ratio * BAR);
  return (
    <Box gap={1}>
      <Text bold>{label}</Text>
      {ratio !== undefined && <Text color="green">{'█'.repeat(filled) + '░'.repeat(BAR - filled)}</Text>}
      <Text>{total ? `${done}/${total}` : `${done}`}</Text>
      {rate !== undefined && <Text dimColor>{`${Math.round(rate)}/s`}</Text>}
      {extra && <Text color="yellow">{extra}</Text>}
    </Box>
  );
}
