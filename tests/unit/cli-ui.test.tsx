import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { Progress } from '../../src/cli/ui/progress.js';

describe('Ink progress view', () => {
  it('shows the bar, counts and rate', () => {
    const { lastFrame } = render(<Progress label="Import" done={50} total={200} rate={1234.4} extra="2 odmítnuto" />);
    const frame = lastFrame() ?? '';
    expect(frame).toContain('Import');
    expect(frame).toContain('50/200');
    expect(frame).toContain('1234/s');
    expect(frame).toContain('██████░');
    expect(frame).toContain('2 odmítnuto');
  });

  it('shows a plain count without a total', () => {
    const { lastFrame } = render(<Progress label="Fronta" done={7} />);
    expect(lastFrame()).toContain('Fronta 7');
    expect(lastFrame()).not.toContain('░');
  });
});
