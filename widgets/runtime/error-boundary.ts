import { Component, createElement, type ReactNode } from 'react';

interface Props {
  onError: (error: unknown) => void;
  children?: ReactNode;
}

/** A render error inside one widget is reported and leaves that widget blank instead of throwing upward. */
export class WidgetErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed
      ? createElement('p', { role: 'alert', className: 'error' }, 'Sorry, this part of the page could not be shown.')
      : this.props.children;
  }
}
