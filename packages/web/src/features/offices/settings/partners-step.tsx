/**
 * office/settings/partners and partners/add (requirements.md 3 Office.partners, 6; ADR 031): the offices
 * this one is partnered with, the requests it sent and those it received, each answered here; and
 * adding a partner by the office ID that office shared.
 */
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import type { FnOutput } from '@sc/domain/contract/index';
import { formatDateKey, SHORT_DATE_FORMAT, toLocalDateKey } from '@sc/domain/format/dates';
import { Alert, Button, Card, EmptyState, LinkButton, StatusChip, TextField } from '../../../components/ui/index.ts';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { OfficeIcon } from '../../../components/ui/icons.ts';
import { useAppNavigate, useAppPath } from '../../../lib/app-context.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSessionState } from '../../../lib/session-storage.ts';
import { OFFICE_TYPE_LABELS, PARTNER_STATE_LOOK, partnersExplained } from './settings-steps.ts';
import { useSettingsSave, type Notice } from './use-settings-save.ts';

type Settings = FnOutput<'getOfficeSettings'>;
type Partner = Settings['partners'][number];

const partnersPath = () => paths.officeSettings.href({ stepRouteSlug: 'partners' });

/** What a partner's addition means, said after it is saved. */
function addedText(partner: Partner): string {
  return partner.state === 'partners'
    ? `${partner.name} is now your partner.`
    : `Request sent to ${partner.name}. The partnership holds once they add your office too.`;
}

export function PartnersStep({ settings }: { settings: Settings }) {
  const appPath = useAppPath();
  const { state } = useLocation();
  const { office, partners } = settings;
  const add = useSettingsSave('addOfficePartner', ['partnerOfficeID']);
  const remove = useSettingsSave('removeOfficePartner');
  const [confirming, setConfirming] = useState<string | null>(null);
  const zone = office.timeZone;
  const flash = (state as { notice?: Notice } | null)?.notice ?? null;
  const notice = add.notice ?? remove.notice ?? flash;

  const accept = (p: Partner) =>
    void add.save({ officeID: office.id, partnerOfficeID: p.officeID }, (o) => addedText(o.partner));
  const end = async (p: Partner, text: string) => {
    setConfirming(null);
    await remove.save({ officeID: office.id, partnerOfficeID: p.officeID }, () => text);
  };

  return (
    <>
      <p>{partnersExplained(office.type)}</p>
      <div className="ui-toolbar">
        <LinkButton to={appPath(paths.officeSettings.href({ stepRouteSlug: 'partners', childStepRouteSlug: 'add' }))}>
          Add a partner
        </LinkButton>
      </div>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <DataTable
        caption="Partners"
        columns={[
          { key: 'name', header: 'Office', render: (p: Partner) => p.name },
          { key: 'type', header: 'Type', secondary: true, render: (p) => OFFICE_TYPE_LABELS[p.type] },
          {
            key: 'state',
            header: 'Status',
            render: (p) => (
              <StatusChip tone={PARTNER_STATE_LOOK[p.state].tone}>{PARTNER_STATE_LOOK[p.state].label}</StatusChip>
            ),
          },
          {
            key: 'since',
            header: 'Since',
            secondary: true,
            render: (p) => formatDateKey(toLocalDateKey(p.since, zone), SHORT_DATE_FORMAT),
          },
          {
            key: 'actions',
            header: 'Actions',
            render: (p) =>
              confirming === p.officeID ? (
                <span className="ui-toolbar ui-toolbar--inline">
                  <Button
                    variant="danger"
                    busy={remove.pending}
                    onClick={() => void end(p, `The partnership with ${p.name} has ended.`)}
                  >
                    Yes, end the partnership
                  </Button>
                  <Button variant="secondary" onClick={() => setConfirming(null)}>
                    Keep it
                  </Button>
                </span>
              ) : p.state === 'partners' ? (
                <Button
                  variant="danger"
                  onClick={() => setConfirming(p.officeID)}
                  aria-label={`End partnership with ${p.name}`}
                >
                  End partnership
                </Button>
              ) : p.state === 'asked' ? (
                <span className="ui-toolbar ui-toolbar--inline">
                  <Button busy={add.pending} onClick={() => accept(p)} aria-label={`Accept ${p.name}’s request`}>
                    Accept
                  </Button>
                  <Button
                    variant="secondary"
                    busy={remove.pending}
                    onClick={() => void end(p, `You declined ${p.name}’s request.`)}
                    aria-label={`Decline ${p.name}’s request`}
                  >
                    Decline
                  </Button>
                </span>
              ) : (
                <Button
                  variant="secondary"
                  busy={remove.pending}
                  onClick={() => void end(p, `Your request to ${p.name} is withdrawn.`)}
                  aria-label={`Withdraw the request to ${p.name}`}
                >
                  Withdraw
                </Button>
              ),
          },
        ]}
        rows={partners}
        rowKey={(p) => p.officeID}
        empty={
          <EmptyState
            title="No partners yet"
            icon={OfficeIcon}
            action={
              <LinkButton
                to={appPath(paths.officeSettings.href({ stepRouteSlug: 'partners', childStepRouteSlug: 'add' }))}
                variant="secondary"
              >
                Add a partner
              </LinkButton>
            }
          >
            Ask the office you work with for its office ID (on its Details step), and add it here.
          </EmptyState>
        }
      />
    </>
  );
}

export function AddPartnerStep({ settings }: { settings: Settings }) {
  const appPath = useAppPath();
  const navigate = useAppNavigate();
  const { office } = settings;
  const [partnerOfficeID, setPartnerOfficeID] = useSessionState(`sc-office-settings:${office.id}:partner`, '');
  const { save, pending, notice, fieldError } = useSettingsSave('addOfficePartner', ['partnerOfficeID']);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await save({ officeID: office.id, partnerOfficeID: partnerOfficeID.trim() }, (o) =>
      addedText(o.partner),
    );
    if (!done) return;
    setPartnerOfficeID('');
    navigate(partnersPath(), { state: { notice: { tone: 'success', text: addedText(done.partner) } } });
  };
  return (
    <Card title="Add a partner">
      <p>{partnersExplained(office.type)}</p>
      <form onSubmit={(event) => void submit(event)} aria-label="Add a partner">
        <TextField
          label="Partner’s office ID"
          name="partnerOfficeID"
          value={partnerOfficeID}
          onChange={(e) => setPartnerOfficeID(e.target.value)}
          required
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          hint="The other office finds it on its own Office settings, Details step."
          error={fieldError('partnerOfficeID')}
        />
        {notice?.tone === 'danger' ? <Alert tone="danger">{notice.text}</Alert> : null}
        <div className="ui-toolbar ui-toolbar--inline">
          <Button type="submit" busy={pending}>
            Add partner
          </Button>
          <LinkButton to={appPath(partnersPath())} variant="secondary">
            Back to partners
          </LinkButton>
        </div>
      </form>
    </Card>
  );
}
