import * as m from '@nestway/core/i18n/messages';
import { Component, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface State {
  failed: boolean;
}

/**
 * When a screen cannot be shown (most often its chunk failed to download on a poor connection, or a
 * new release replaced it), says so and offers a reload instead of leaving a blank page.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 p-8 text-center">
        <h1 className="text-xl font-semibold text-ink">{m.common_screen_error_title()}</h1>
        <p className="text-muted">{m.common_screen_error_body()}</p>
        <Button onClick={() => window.location.reload()}>{m.common_reload()}</Button>
      </div>
    );
  }
}
