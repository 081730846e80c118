import { messages } from '@sc/domain/messages';
import { Alert } from '../../components/ui/index.ts';

/**
 * An office screen whose data did not load: requirements.md 8's words exactly ("There was a problem loading
 * data for this office"), with the server's reason beneath them (a range too long, say).
 */
export function OfficeLoadFailed({ error }: { error: { message: string } }) {
  return (
    <Alert tone="danger" title={messages.officeLoadFailed}>
      {error.message}
    </Alert>
  );
}
