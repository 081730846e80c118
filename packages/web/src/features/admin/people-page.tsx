/**
 * Operations' people (issue 25; requirements.md 2.2, 4, 6): nurses, office staff and packers with their
 * status, office and documents (NPI, malpractice insurance, licences and certifications, an expiry
 * within 30 days flagged), and the decisions the rule allows from their status. Each decision asks
 * first, says what will happen, and says what happened after.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { USER_DECISION_LABELS, USER_STATUS_LABELS, type UserDecision } from '@sc/domain/access/people-decisions';
import type { PeopleGroup } from '@sc/domain/contract/operations';
import { formatDateKey, SHORT_DATE_FORMAT } from '@sc/domain/format/dates';
import { expiryState, type ExpiryState } from '@sc/domain/nurse-profile/onboarding';
import { userStatuses, type UserStatus } from '@sc/domain/vocabulary/accounts';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  Page,
  PageLoading,
  StatusChip,
  TextField,
} from '../../components/ui/index.ts';
import { SelectField } from '../../components/ui/select-field.tsx';
import type { ChipTone } from '../../components/ui/status-chip.tsx';
import { TeamIcon } from '../../components/ui/icons.ts';
import '../../components/ui/records.css';
import { call, type ApiError } from '../../lib/api.ts';
import { fnKey, useFnMutation } from '../../lib/query.ts';
import { DecisionActions, DecisionNotices } from './decision-actions.tsx';
import type { FnOutput } from '@sc/domain/contract/index';
import { viewerToday } from '../../lib/locale.ts';
import { formatPhoneNumber } from '@sc/domain/auth/phone-number';

type Person = FnOutput<'listPeople'>['people'][number];

const groupOptions: { value: PeopleGroup; label: string }[] = [
  { value: 'all', label: 'Everyone' },
  { value: 'nurses', label: 'Nurses' },
  { value: 'office-staff', label: 'Office staff' },
  { value: 'packers', label: 'Packers' },
];

const roleLabels: Record<string, string> = {
  nurse: 'Nurse',
  prescriber: 'Prescriber',
  assistant: 'Assistant',
  packer: 'Packer',
};

const statusTone: Record<UserStatus, ChipTone> = {
  incomplete: 'neutral',
  pending: 'neutral',
  approved: 'success',
  declined: 'danger',
  require_interview: 'info',
  interview_scheduled: 'info',
  require_approval: 'warning',
  waitlisted: 'neutral',
};

/** What each decision does, said before it is taken. */
const consequences: Record<UserDecision, string> = {
  approve: 'They will be emailed and can start working at once.',
  decline: 'They will be emailed and see the rejection page. A declined person cannot be approved later.',
  waitlist: 'They will be emailed that we are not yet live in their area and see the waitlist page.',
  require_interview: 'They will be emailed and asked to book an interview when they sign in.',
};

const expiryChip: Record<ExpiryState, { tone: ChipTone; label: string } | null> = {
  valid: null,
  expiring: { tone: 'warning', label: 'Expires soon' },
  expired: { tone: 'danger', label: 'Expired' },
};

// The viewer's day: UTC's date is already tomorrow on an American evening.
const today = () => viewerToday();

/** A document's expiry in words, with its year when not this year (ADR 078, ADR 086): "expires Jun 17, 2027". */
function Expiry({ date }: { date: string }) {
  const chip = expiryChip[expiryState(date, today())];
  return (
    <>
      expires {formatDateKey(date, SHORT_DATE_FORMAT, today())}{' '}
      {chip ? <StatusChip tone={chip.tone}>{chip.label}</StatusChip> : null}
    </>
  );
}

function Documents({ person }: { person: Person }) {
  if (person.role !== 'nurse') return null;
  const none = !person.npi && !person.malpractice && person.credentials.length === 0;
  if (none) return <p className="ui-subline">No documents yet.</p>;
  return (
    <dl className="ui-facts">
      {person.npi ? (
        <>
          <dt>NPI</dt>
          <dd>{person.npi}</dd>
        </>
      ) : null}
      {person.malpractice ? (
        <>
          <dt>Malpractice</dt>
          <dd>
            {person.malpractice.carrier ?? 'Carrier not given'}
            {person.malpractice.expiryDate ? (
              <>
                , <Expiry date={person.malpractice.expiryDate} />
              </>
            ) : null}
          </dd>
        </>
      ) : null}
      {person.credentials.map((c) => (
        <div key={`${c.kind}-${c.name}-${c.stateCode}-${c.number}`} style={{ display: 'contents' }}>
          <dt>{c.kind === 'licence' ? 'Licence' : 'Certification'}</dt>
          <dd>
            {c.name} ({c.stateCode}
            {c.number ? ` ${c.number}` : ''}), {c.status}, <Expiry date={c.expiryDate} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function PeoplePage() {
  const [group, setGroup] = useState<PeopleGroup>('all');
  const [status, setStatus] = useState<UserStatus | ''>('');
  const [search, setSearch] = useState('');
  const input = { group, status: status || undefined, search: search.trim() || undefined, limit: 50 };
  // Pages of 50, oldest first; "Show more" asks for the next from the last one's end (keyset).
  const first = useInfiniteQuery<FnOutput<'listPeople'>, ApiError>({
    queryKey: fnKey('listPeople', input),
    queryFn: ({ pageParam, signal }) =>
      call('listPeople', { ...input, ...(pageParam ? { after: pageParam as string } : {}) }, { signal }),
    initialPageParam: null,
    getNextPageParam: (last) => last.next,
  });
  const [asking, setAsking] = useState<{ person: Person; decision: UserDecision } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const decide = useFnMutation('decideOnUser', {
    onSuccess: (answer, { decision }) => {
      const name = asking?.person.name ?? answer.userID;
      setDone(
        answer.changed
          ? `${name} was ${USER_DECISION_LABELS[decision].done}. They have been emailed.`
          : `${name} was already ${USER_STATUS_LABELS[answer.status].toLowerCase()}. Nothing changed.`,
      );
      setAsking(null);
      return first.refetch();
    },
  });
  const people = first.data?.pages.flatMap((page) => page.people) ?? [];
  const reset = () => setDone(null);

  return (
    <Page title="People" width="wide">
      <p>
        Nurses, office staff and packers. Check their documents, then approve, decline, waitlist or ask for an
        interview.
      </p>
      <div className="ui-filters">
        <SelectField
          label="Who"
          value={group}
          options={groupOptions}
          onChange={(e) => {
            setGroup(e.target.value as PeopleGroup);
            reset();
          }}
        />
        <SelectField
          label="Status"
          value={status}
          options={[
            { value: '', label: 'Any status' },
            ...userStatuses.map((s) => ({ value: s, label: USER_STATUS_LABELS[s] })),
          ]}
          onChange={(e) => {
            setStatus(e.target.value as UserStatus | '');
            reset();
          }}
        />
        <TextField
          label="Name or email"
          type="search"
          maxLength={100}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            reset();
          }}
        />
      </div>
      <DecisionNotices done={done} error={decide.error} />
      {first.isPending ? <PageLoading /> : null}
      {first.error ? <Alert tone="danger">{first.error.message}</Alert> : null}
      {first.data && people.length === 0 ? <EmptyState icon={TeamIcon} title="Nobody matches." /> : null}
      <ul className="app-list" aria-label="People">
        {people.map((person) => (
          <li key={person.id}>
            <Card
              title={person.name}
              meta={[
                person.email,
                roleLabels[person.role] ?? person.role,
                person.office?.name,
                person.phone ? formatPhoneNumber(person.phone) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
              status={<StatusChip tone={statusTone[person.status]}>{USER_STATUS_LABELS[person.status]}</StatusChip>}
            >
              <Documents person={person} />
              <DecisionActions
                subject={person.name}
                buttonSubject={person.email}
                decisions={person.decisions}
                labels={USER_DECISION_LABELS}
                consequences={consequences}
                asking={asking?.person.id === person.id ? asking.decision : null}
                isDanger={(decision) => decision === 'decline'}
                busy={decide.isPending}
                onAsk={(decision) => {
                  setDone(null);
                  decide.reset();
                  setAsking({ person, decision });
                }}
                onCancel={() => setAsking(null)}
                onConfirm={(decision) => decide.mutate({ userID: person.id, decision })}
              />
            </Card>
          </li>
        ))}
      </ul>
      {first.hasNextPage ? (
        <Button variant="secondary" busy={first.isFetchingNextPage} onClick={() => void first.fetchNextPage()}>
          Show more
        </Button>
      ) : null}
    </Page>
  );
}
