import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen.tsx';

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * The last line of defence around the router: anything that escapes the routes' own error
 * screens (the router itself, a provider) still ends on the error screen, not a blank page.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Uncaught error', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorScreen
        error={this.state.error}
        onTryAgain={() => this.setState({ error: null, failed: false })}
        onGoHome={() => window.location.assign('/')}
      />
    );
  }
}
