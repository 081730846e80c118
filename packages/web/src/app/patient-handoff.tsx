/**
 * Patients do not use this app (requirements.md 1): a signed-in patient is signed out here and sent to the
 * patient site with a one-time sign-in token.
 */
import { useEffect, useState } from 'react';
import { Alert, PageLoading } from '../components/ui/index.ts';
import { call, errorMessage } from '../lib/api.ts';
import { useViewer } from '../lib/app-context.tsx';

export function PatientHandoff() {
  const viewer = useViewer();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    (async () => {
      const { url } = await call('getPatientSignInToken', { userID: viewer.id });
      await call('signOut', {});
      if (!cancelled) window.location.assign(url);
    })().catch((e: unknown) => !cancelled && setError(errorMessage(e)));
    return () => {
      cancelled = true;
    };
  }, [viewer.id]);
  if (error) return <Alert tone="danger">{error}</Alert>;
  return <PageLoading label="Taking you to the patient site…" delayMs={0} />;
}
