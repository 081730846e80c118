/**
 * office/settings/places and places/add (requirements.md 3 Office.sharedPlaceAccounts): the places (labs,
 * packing and shipping, drop-offs) where the office holds an account its staff share, with the
 * account's number there; and where its specimens go, the place group operations set (ADR 065).
 */
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import type { FnOutput } from '@sc/domain/contract/index';
import { PLACE_ACCOUNT_NUMBER_MAX } from '@sc/domain/offices/office-settings';
import { Alert, Button, Card, EmptyState, LinkButton, TextField } from '../../../components/ui/index.ts';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { StopIcon } from '../../../components/ui/icons.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useAppNavigate, useAppPath } from '../../../lib/app-context.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSessionState } from '../../../lib/session-storage.ts';
import { PLACE_TYPE_LABELS } from './settings-steps.ts';
import { useSettingsSave, type Notice } from './use-settings-save.ts';

type Settings = FnOutput<'getOfficeSettings'>;
type Account = Settings['placeAccounts'][number];

const placesPath = () => paths.officeSettings.href({ stepRouteSlug: 'places' });
const addPath = () => paths.officeSettings.href({ stepRouteSlug: 'places', childStepRouteSlug: 'add' });

export function PlacesStep({ settings }: { settings: Settings }) {
  const appPath = useAppPath();
  const { state } = useLocation();
  const { office, placeAccounts, placeGroup } = settings;
  const remove = useSettingsSave('removeOfficePlaceAccount');
  const [confirming, setConfirming] = useState<string | null>(null);
  const notice = remove.notice ?? (state as { notice?: Notice } | null)?.notice ?? null;
  const stop = async (a: Account) => {
    setConfirming(null);
    await remove.save({ officeID: office.id, placeID: a.id }, () => `Your account at ${a.name} is no longer shared.`);
  };
  return (
    <>
      <p>Places where your office holds an account its staff share: labs, packing and shipping, drop-offs.</p>
      <p>
        {placeGroup
          ? `Your specimens go to ${placeGroup.name}’s places, as operations set for your office.`
          : 'Your specimens go to a lab of the visit’s region. Operations can name your lab’s places instead.'}
      </p>
      <div className="ui-toolbar">
        <LinkButton to={appPath(addPath())}>Add a place account</LinkButton>
      </div>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <DataTable
        caption="Place accounts"
        columns={[
          { key: 'name', header: 'Place', render: (a: Account) => a.name },
          { key: 'type', header: 'Type', render: (a) => PLACE_TYPE_LABELS[a.type] },
          { key: 'address', header: 'Address', secondary: true, render: (a) => a.address },
          { key: 'number', header: 'Account number', render: (a) => a.accountNumber || '—' },
          {
            key: 'actions',
            header: 'Actions',
            render: (a) =>
              confirming === a.id ? (
                <span className="ui-toolbar ui-toolbar--inline">
                  <Button variant="danger" busy={remove.pending} onClick={() => void stop(a)}>
                    Yes, stop sharing
                  </Button>
                  <Button variant="secondary" onClick={() => setConfirming(null)}>
                    Keep it
                  </Button>
                </span>
              ) : (
                <Button variant="danger" onClick={() => setConfirming(a.id)} aria-label={`Remove ${a.name}`}>
                  Remove
                </Button>
              ),
          },
        ]}
        rows={placeAccounts}
        rowKey={(a) => a.id}
        empty={
          <EmptyState
            title="No shared place accounts"
            icon={StopIcon}
            action={
              <LinkButton to={appPath(addPath())} variant="secondary">
                Add a place account
              </LinkButton>
            }
          >
            Add the labs and drop-off places where your office has an account, so your staff use the same one.
          </EmptyState>
        }
      />
    </>
  );
}

type Draft = { placeID: string; accountNumber: string };

export function AddPlaceAccountStep({ settings }: { settings: Settings }) {
  const appPath = useAppPath();
  const navigate = useAppNavigate();
  const { office, places, placeAccounts } = settings;
  const [draft, setDraft] = useSessionState<Draft>(`sc-office-settings:${office.id}:place`, {
    placeID: '',
    accountNumber: '',
  });
  const { save, pending, notice, fieldError } = useSettingsSave('addOfficePlaceAccount', ['placeID', 'accountNumber']);
  const held = new Map(placeAccounts.map((a) => [a.id, a.accountNumber]));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await save(
      { officeID: office.id, ...draft },
      (o) => `Your account at ${o.placeAccount.name} is shared.`,
    );
    if (!done) return;
    setDraft({ placeID: '', accountNumber: '' });
    navigate(placesPath(), {
      state: { notice: { tone: 'success', text: `Your account at ${done.placeAccount.name} is shared.` } },
    });
  };
  return (
    <Card title="Add a place account">
      <form onSubmit={(event) => void submit(event)} aria-label="Add a place account">
        <SelectField
          label="Place"
          name="placeID"
          value={draft.placeID}
          required
          onChange={(e) => {
            const placeID = e.target.value;
            setDraft({ placeID, accountNumber: held.get(placeID) ?? draft.accountNumber });
          }}
          options={[
            { value: '', label: 'Choose a place' },
            ...places.map((p) => ({
              value: p.id,
              label: `${p.name} · ${PLACE_TYPE_LABELS[p.type]}${held.has(p.id) ? ' (shared already)' : ''}`,
            })),
          ]}
          error={fieldError('placeID')}
        />
        <TextField
          label="Account number"
          name="accountNumber"
          value={draft.accountNumber}
          onChange={(e) => setDraft({ ...draft, accountNumber: e.target.value })}
          maxLength={PLACE_ACCOUNT_NUMBER_MAX * 2}
          autoComplete="off"
          hint="Your office’s number at this place, if it gave you one."
          error={fieldError('accountNumber')}
        />
        {notice?.tone === 'danger' ? <Alert tone="danger">{notice.text}</Alert> : null}
        <div className="ui-toolbar ui-toolbar--inline">
          <Button type="submit" busy={pending}>
            Share this account
          </Button>
          <LinkButton to={appPath(placesPath())} variant="secondary">
            Back to place accounts
          </LinkButton>
        </div>
      </form>
    </Card>
  );
}
