import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashScreen, toError } from './crash-screen.js';

interface Props {
  children: ReactNode;
  /** When this changes (e.g. the path), a shown crash screen is dismissed and rendering is retried. */
  resetKey?: string;
}

interface State {
  error: Error | null;
  componentStack: string | null;
  at: Date | null;
}

/** React error boundary showing the crash screen, with the component stack for the details. */
export class CrashBoundary extends Component<Props, State> {
  state: State = { error: null, componentStack: null, at: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: toError(error), at: new Date() };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ componentStack: info.componentStack ?? null });
    console.error('Rendering failed', error, info.componentStack);
  }

  componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: null, componentStack: null, at: null });
    }
  }

  render(): ReactNode {
    const { error, componentStack, at } = this.state;
    if (error) return <CrashScreen error={error} componentStack={componentStack} at={at ?? new Date()} />;
    return this.props.children;
  }
}
