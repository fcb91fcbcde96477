import { Box, Text } from 'ink';
import type { RenewalsReport } from '../../core/index.js';
import { HOSTING_CLI_TEXTS as T } from '../texts.js';
import { alignedLine, cellsOf, columnWidths, headerCells, isOverdue, renewalGroups, reportTitle } from './renewals-format.js';

/**
 * `marketplace hosting renewals` on a terminal: the title with the count and the total, the columns'
 * header, then each month (its count and sum) with its renewals; expired ones first, marked '!' and in
 * red, those within 14 days in yellow.
 */
export function RenewalsTable({ report }: { report: RenewalsReport }) {
  if (!report.renewals.length) {
    return (
      <Box flexDirection="column">
        <Text bold>{reportTitle(report)}</Text>
        <Text dimColor>{T.none}</Text>
      </Box>
    );
  }
  const widths = columnWidths(report.renewals.map(cellsOf));
  return (
    <Box flexDirection="column">
      <Text bold>{reportTitle(report)}</Text>
      <Text> </Text>
      <Text dimColor>{alignedLine(headerCells(), widths)}</Text>
      {renewalGroups(report).map((group) => (
        <Box key={group.title} flexDirection="column" marginTop={1}>
          <Text bold color="cyan">
            {group.title}
          </Text>
          {group.rows.map((row) => (
            <Text key={row.id} color={isOverdue(row) ? 'red' : row.days_left <= 14 ? 'yellow' : undefined} wrap="truncate">
              {alignedLine(cellsOf(row), widths)}
            </Text>
          ))}
        </Box>
      ))}
    </Box>
  );
}
