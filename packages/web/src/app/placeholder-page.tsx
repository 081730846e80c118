import { useLocation } from 'react-router';
import { Page } from '../components/ui/index.ts';

/** Stands in for a screen a later issue builds; the route, its guard and its lazy chunk are real. */
export function PlaceholderPage() {
  const { pathname } = useLocation();
  return (
    <Page title="Coming soon" width="narrow">
      <p>This screen is not available yet.</p>
      <p className="ui-muted">{pathname}</p>
    </Page>
  );
}
