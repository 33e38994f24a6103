import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';

interface LazyPartOptions {
  /** Shown while the part's code loads. */
  loading?: ReactNode;
  /** Shown while the part's code cannot be fetched (offline, say): the page around it stays whole. */
  unavailable?: ReactNode;
}

/**
 * A part of a page whose code loads on demand (React.lazy), made safe for a phone with poor signal:
 * if its code cannot be fetched, only this part says so — never the whole page — and it tries again
 * when the browser is back online (a rejected `lazy` stays rejected, so each try is a new one).
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: (props: P) => ReactNode }>,
  { loading = null, unavailable = null }: LazyPartOptions = {},
): ComponentType<P> {
  let Part = lazy(load);
  return function LazyPart(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Part = lazy(load);
      setAttempt((previous) => previous + 1);
    };
    return (
      <PartBoundary key={attempt} fallback={unavailable} onRetry={retry}>
        <Suspense fallback={loading}>
          <Part {...props} />
        </Suspense>
      </PartBoundary>
    );
  };
}

interface PartBoundaryProps {
  fallback: ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(): void {
    window.addEventListener('online', this.retry, { once: true });
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retry);
  }

  private readonly retry = () => this.props.onRetry();

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
