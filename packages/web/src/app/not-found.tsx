import { messages } from '@sc/domain/messages';
import { LinkButton, Page } from '../components/ui/index.ts';
import { paths } from '../lib/paths.ts';

/** requirements.md 2.7: unknown paths, unknown partners and pages whose flag is off. */
export function NotFound() {
  return (
    <Page title={messages.notFoundTitle} width="narrow">
      <p>{messages.notFoundBody}</p>
      <LinkButton to={paths.home.href()} variant="secondary">
        Go to the home page
      </LinkButton>
    </Page>
  );
}
