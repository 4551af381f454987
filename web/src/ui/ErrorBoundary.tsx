import { Component, type ErrorInfo, type ReactNode } from 'react';
import { translate } from '../i18n';

interface State {
  failed: boolean;
}

/**
 * The root error boundary: an error thrown outside a route (the session, the
 * toasts, the layout) shows a message and a reload button instead of a blank
 * page. Errors inside a route are the router's (app/RouteError.tsx).
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The app stopped with an error', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="route-error app-error" role="alert">
        <h1>{translate('ui.appFailed')}</h1>
        <p className="muted">{translate('ui.appFailedText')}</p>
        <div className="route-error__actions">
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {translate('ui.reloadPage')}
          </button>
        </div>
      </main>
    );
  }
}
