/**
 * office/settings/{stepRouteSlug?}/{childStepRouteSlug?} (requirements.md 2.4, 2.8 "Office Settings";
 * issue 14): the office's details, partners, shared place accounts and notification emails, one
 * step each (settings-steps.ts). Only an approved office's staff reach it: the office page renders
 * its nested routes only for an approved office (office-page.tsx), and every function checks again.
 */
import { Link, Navigate, useParams } from 'react-router';
import { messages } from '@sc/domain/messages';
import { Button, LinkButton, Page, PageLoading } from '../../../components/ui/index.ts';
import { useAppPath, useViewer } from '../../../lib/app-context.tsx';
import { paths } from '../../../lib/paths.ts';
import { useFn } from '../../../lib/query.ts';
import { DetailsStep } from './details-step.tsx';
import { NotificationsStep } from './notifications-step.tsx';
import { AddPartnerStep, PartnersStep } from './partners-step.tsx';
import { AddPlaceAccountStep, PlacesStep } from './places-step.tsx';
import { FIRST_SETTINGS_STEP, settingsStepAt, settingsSteps, type SettingsStepSlug } from './settings-steps.ts';
import '../../../components/ui/records.css';
import { OfficeLoadFailed } from '../office-load-failed.tsx';

export function OfficeSettingsPage() {
  const { stepRouteSlug, childStepRouteSlug } = useParams();
  const appPath = useAppPath();
  const officeID = useViewer().office?.id ?? '';
  const at = settingsStepAt(stepRouteSlug, childStepRouteSlug);
  const settings = useFn('getOfficeSettings', { officeID }, { enabled: officeID !== '' && at.kind === 'step' });

  if (at.kind === 'first')
    return <Navigate replace to={appPath(paths.officeSettings.href({ stepRouteSlug: FIRST_SETTINGS_STEP }))} />;
  if (at.kind === 'not-found')
    return (
      <Page title={messages.notFoundTitle} width="narrow">
        <p>{messages.notFoundBody}</p>
        <LinkButton to={appPath(paths.officeSettings.href({ stepRouteSlug: FIRST_SETTINGS_STEP }))} variant="secondary">
          Go to office settings
        </LinkButton>
      </Page>
    );

  return (
    <Page title="Office settings" width="wide">
      <StepsNav current={at.step} />
      {settings.isPending ? (
        <PageLoading label="Loading your office settings…" />
      ) : settings.error ? (
        <>
          <OfficeLoadFailed error={settings.error} />
          <Button variant="secondary" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </>
      ) : at.step === 'details' ? (
        <DetailsStep settings={settings.data} />
      ) : at.step === 'partners' ? (
        at.child === 'add' ? (
          <AddPartnerStep settings={settings.data} />
        ) : (
          <PartnersStep settings={settings.data} />
        )
      ) : at.step === 'places' ? (
        at.child === 'add' ? (
          <AddPlaceAccountStep settings={settings.data} />
        ) : (
          <PlacesStep settings={settings.data} />
        )
      ) : (
        <NotificationsStep settings={settings.data} />
      )}
    </Page>
  );
}

/** The steps as links; the open one is the current page. */
function StepsNav({ current }: { current: SettingsStepSlug }) {
  const appPath = useAppPath();
  return (
    <nav aria-label="Office settings" className="ui-segmented ui-segmented--steps">
      {settingsSteps.map((step) => (
        <Link
          key={step.slug}
          to={appPath(paths.officeSettings.href({ stepRouteSlug: step.slug }))}
          className="ui-segmented__item"
          aria-current={step.slug === current ? 'page' : undefined}
        >
          {step.title}
        </Link>
      ))}
    </nav>
  );
}
