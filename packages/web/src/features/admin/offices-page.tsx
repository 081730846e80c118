/**
 * Operations' offices (issue 25; requirements.md 2.4, 4): each office's type, status and staff, with the
 * decisions the rule allows: approve after its demo call, or ask it to book one (again). Each asks
 * first and says what happened after. Each office also has its place group, where its specimens go
 * (requirements.md 3 Office.placeGroupID, ADR 065).
 */
import { useState } from 'react';
import { OFFICE_DECISION_LABELS, OFFICE_STATUS_LABELS, type OfficeDecision } from '@sc/domain/access/people-decisions';
import type { FnOutput } from '@sc/domain/contract/index';
import type { OfficeStatus } from '@sc/domain/vocabulary/accounts';
import { Alert, Card, EmptyState, Page, PageLoading, StatusChip } from '../../components/ui/index.ts';
import { OfficeIcon } from '../../components/ui/icons.ts';
import type { ChipTone } from '../../components/ui/status-chip.tsx';
import { useFn, useFnMutation } from '../../lib/query.ts';
import { DecisionActions, DecisionNotices } from './decision-actions.tsx';
import { OfficePlaceGroup } from './office-place-group.tsx';

type Office = FnOutput<'listOfficesForReview'>['offices'][number];

const statusTone: Record<OfficeStatus, ChipTone> = {
  approved: 'success',
  require_interview: 'warning',
  interview_scheduled: 'info',
};
const typeLabels: Record<string, string> = { lab: 'Lab', staffing: 'Staffing', others: 'Other' };
const consequences: Record<OfficeDecision, string> = {
  approve: 'Its staff reach orders, team, reports and settings at once.',
  require_interview: 'Its staff see Schedule a demo and book a call.',
};

export function OfficesPage() {
  const list = useFn('listOfficesForReview', {});
  const groupsQuery = useFn('listPlaceGroups', {});
  const [asking, setAsking] = useState<{ office: Office; decision: OfficeDecision } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const decide = useFnMutation('decideOnOffice', {
    onSuccess: (answer, { decision }) => {
      const name = asking?.office.name ?? answer.officeID;
      setDone(
        answer.changed
          ? `${name} was ${OFFICE_DECISION_LABELS[decision].done}.`
          : `${name} was already ${OFFICE_STATUS_LABELS[answer.status].toLowerCase()}. Nothing changed.`,
      );
      setAsking(null);
      return list.refetch();
    },
  });
  const offices = list.data?.offices ?? [];
  const groups = groupsQuery.data?.groups ?? [];
  return (
    <Page title="Offices" width="wide">
      <p>
        Offices that signed up. Approve one after its demo call, or ask it to book one. An office’s place group says
        where its specimens go.
      </p>
      <DecisionNotices done={done} error={decide.error} />
      {list.isPending ? <PageLoading /> : null}
      {list.error ? <Alert tone="danger">{list.error.message}</Alert> : null}
      {groupsQuery.error ? <Alert tone="danger">{groupsQuery.error.message}</Alert> : null}
      {list.data && offices.length === 0 ? <EmptyState icon={OfficeIcon} title="No office yet." /> : null}
      <ul className="app-list" aria-label="Offices">
        {offices.map((office) => (
          <li key={office.id}>
            <Card
              icon={OfficeIcon}
              title={office.name}
              meta={`${typeLabels[office.type] ?? office.type} · ${office.staff} staff`}
              status={<StatusChip tone={statusTone[office.status]}>{OFFICE_STATUS_LABELS[office.status]}</StatusChip>}
            >
              <DecisionActions
                subject={office.name}
                buttonSubject={office.name}
                decisions={office.decisions}
                labels={OFFICE_DECISION_LABELS}
                consequences={consequences}
                asking={asking?.office.id === office.id ? asking.decision : null}
                busy={decide.isPending}
                onAsk={(decision) => {
                  setDone(null);
                  decide.reset();
                  setAsking({ office, decision });
                }}
                onCancel={() => setAsking(null)}
                onConfirm={(decision) => decide.mutate({ officeID: office.id, decision })}
              />
              {groupsQuery.data ? <OfficePlaceGroup office={office} groups={groups} /> : null}
            </Card>
          </li>
        ))}
      </ul>
    </Page>
  );
}
