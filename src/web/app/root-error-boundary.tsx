import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Catches anything that escapes the router (or, on the landing page, the page) itself. */
export class RootErrorBoundary extends Component<{ children: ReactNode }, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError(): { hasError: boolean } {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.hasError) {
      return (
        <main className="p-8">
          <p className="text-lg font-semibold">Something broke. Check console.</p>
        </main>
      );
    }
    return this.props.children;
  }
}
