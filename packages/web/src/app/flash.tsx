/** A one-time message carried to the next screen in the navigation state ("Successfully joined…"). */
import { useLocation } from 'react-router';
import { Alert } from '../components/ui/index.ts';

export interface FlashState {
  flash?: { tone: 'success' | 'info' | 'danger'; text: string };
}

export function Flash() {
  const state = useLocation().state as FlashState | null;
  if (!state?.flash) return null;
  return (
    <div className="app-flash">
      <Alert tone={state.flash.tone}>{state.flash.text}</Alert>
    </div>
  );
}
