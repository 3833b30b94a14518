import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useSiteT } from '../shared/i18n/use-site-t';

export interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** A new key (the next page) clears the error. */
  resetKey: string;
  /** Called before the boundary renders its children again. */
  onRetry(): void;
}

interface State {
  error: unknown;
}

/** Catches a failing screen (a chunk that did not load, a render error) and offers a retry; header and footer stay. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A screen failed to render', error, info.componentStack);
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null) this.setState({ error: null });
  }

  private readonly retry = (): void => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    if (this.state.error !== null) return <RouteErrorMessage onRetry={this.retry} />;
    return this.props.children;
  }
}

function RouteErrorMessage({ onRetry }: { onRetry(): void }) {
  const t = useSiteT();
  return (
    <div className="page page-message" role="alert" data-state="route-error">
      <h1 className="page__title">{t('error.title')}</h1>
      <button type="button" className="button" onClick={onRetry}>
        {t('error.retry')}
      </button>
    </div>
  );
}
