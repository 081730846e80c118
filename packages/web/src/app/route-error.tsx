import { useRouteError } from 'react-router';
import { messages } from '@sc/domain/messages';
import { Alert, Button, Page } from '../components/ui/index.ts';

/** A route that failed to load or render: the spec's loading problem with the error's message. */
export function RouteError() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <Page title="Something went wrong" width="narrow">
      <Alert tone="danger">
        {messages.loadFailed}
        {detail ? `: ${detail}` : ''}
      </Alert>
      <Button onClick={() => window.location.reload()}>Try again</Button>
    </Page>
  );
}
