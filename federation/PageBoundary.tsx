import { Component, type ReactNode } from 'react';
import { retryFailedPages } from './lazy-page.tsx';
import { Unavailable } from './Unavailable.tsx';

type Props = {
  /** When it changes (the user went to another page) a failed boundary tries its children again. */
  resetKey: unknown;
  children: ReactNode;
};

/**
 * Around one page (or one tab) of an area: a page chunk that fails to load, or a page that throws, replaces only
 * that page with the fallback; the area's frame (header, tabs, navigation) stays. 'Opnieuw proberen' forgets the
 * failed imports and renders the page again, without a reload.
 */
export class PageBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Pagina niet beschikbaar', error);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry();
  }

  retry = () => {
    retryFailedPages();
    this.setState({ failed: false });
  };

  override render() {
    if (this.state.failed) return <Unavailable onRetry={this.retry} />;
    return this.props.children;
  }
}
