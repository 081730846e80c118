import { Card, Page } from '../../components/ui/index.ts';
import { useApp } from '../../lib/app-context.tsx';

/** Help, where a signed-in person contacts support (the shell tells the chat messenger who they are, requirements.md 7). */
export function HelpPage() {
  const { config } = useApp();
  return (
    <Page title="Help" width="narrow">
      <Card title="Contact support">
        <p>
          Email{' '}
          <a className="ui-tap-link" href={`mailto:${config.supportEmail}`}>
            {config.supportEmail}
          </a>{' '}
          or call{' '}
          <a className="ui-tap-link" href={`tel:${config.supportPhone.replace(/\s/g, '')}`}>
            {config.supportPhone}
          </a>
          .
        </p>
      </Card>
      <Card title="Turn on location access" id="location">
        <ol>
          <li>Open your phone's Settings, then your browser's app settings.</li>
          <li>Choose Location and allow it while using the app.</li>
          <li>Come back here, tick "I have granted location permission" and press Complete.</li>
        </ol>
      </Card>
    </Page>
  );
}
