import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  blockType: string;
  index: number;
  children: ReactNode;
}

/** Keeps one broken block from blanking the page: the block disappears, the rest of the page stays. */
export class BlockBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`The "${this.props.blockType}" block at position ${this.props.index} failed to render:`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
