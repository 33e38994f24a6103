import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';

/** What stands in for the part: the same for every use, or drawn from the part's own props. */
type StandIn<P> = ReactNode | ((props: P) => ReactNode);

interface LazyPartOptions<P> {
  /** Shown while the part's code loads. */
  loading?: StandIn<P>;
  /** Shown while the part's code cannot be fetched (offline, say): the page around it stays whole. */
  unavailable?: StandIn<P>;
}

function standIn<P>(shown: StandIn<P>, props: P): ReactNode {
  return typeof shown === 'function' ? shown(props) : shown;
}

/**
 * A part of a page whose code loads on demand (React.lazy), made safe for a phone with poor signal:
 * if its code cannot be fetched, only this part says so — never the whole page — and it tries again
 * when the browser is back online (a rejected `lazy` stays rejected, so each try is a new one).
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: (props: P) => ReactNode }>,
  { loading = null, unavailable = null }: LazyPartOptions<P> = {},
): ComponentType<P> {
  let Part = lazy(load);
  return function LazyPart(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Part = lazy(load);
      setAttempt((previous) => previous + 1);
    };
    return (
      <PartBoundary key={attempt} fallback={standIn(unavailable, props)} onRetry={retry}>
        <Suspense fallback={standIn(loading, props)}>
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
