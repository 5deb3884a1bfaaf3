import { Component, type ReactNode } from 'react';
import { RemoteUnavailable } from './RemoteStatus.tsx';

type Props = { area: string; onRetry: () => void; children: ReactNode };

/** Catches a remote that throws while rendering (or a page chunk that fails to load) so only its area is lost. */
export class AreaErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`Onderdeel ${this.props.area} is vastgelopen`, error);
  }

  override render() {
    if (this.state.failed) return <RemoteUnavailable onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
