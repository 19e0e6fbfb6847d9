import { Component, type ErrorInfo, type ReactNode } from 'react';
import { captureException } from '../error-reporting/errorReporter.js';

type Props = {
  /** The page's address: moving to another page clears a caught failure. */
  resetKey: string;
  children: ReactNode;
};

type State = { failed: boolean; resetKey: string };

/**
 * A page that throws while rendering in the browser is reported (docs/product.md#error-page,
 * docs/product.md#error-reporting) and replaced by a message, while the navigation around it keeps
 * working so the visitor can move on.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    captureException(error, {
      operation: 'render',
      page: this.props.resetKey,
      componentStack: info.componentStack ?? null,
    });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="error-page" role="alert" aria-labelledby="page-failure-heading">
        <h1 id="page-failure-heading">This page stopped working</h1>
        <p>Something went wrong while showing it. We have been told about it.</p>
        <p>
          <a href={this.props.resetKey}>Reload the page</a> or <a href="/u/bills">go to your bills</a>.
        </p>
      </section>
    );
  }
}
