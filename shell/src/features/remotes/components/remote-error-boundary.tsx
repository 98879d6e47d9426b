import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteUnavailable } from './remote-unavailable';

interface Props {
  children: ReactNode;
  /** Reloads the remote; the boundary then renders its children again. */
  onRetry: () => void;
  /** A new value (e.g. the path) clears a caught error. */
  resetKey: string;
}

interface State {
  error: unknown;
  resetKey: string;
}

/** Keeps an error thrown inside a remote to that remote's route. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A remote failed while rendering', error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    return this.state.error ? <RemoteUnavailable onRetry={this.retry} /> : this.props.children;
  }
}
