/**
 * Operations: jobs that failed their last try (ADR 034), why, and what to do about each: try it
 * again (a mail server that was down is back) or drop it (the email is no longer wanted).
 */
import { formatShortDate, formatTime } from '@sc/domain/format/dates';
import type { JobKind } from '@sc/domain/vocabulary/jobs';
import { Alert, Button, Card, CardActions, EmptyState, Page, PageLoading } from '../../components/ui/index.ts';
import { DoneIcon, WarningIcon } from '../../components/ui/icons.ts';
import { useState } from 'react';
import { now } from '../../lib/clock.ts';
import { useFn, useFnMutation } from '../../lib/query.ts';

const kindLabels: Record<JobKind, string> = {
  'email.send': 'Send an email',
  'sweep.expired': 'Clear expired sign-ins and links',
  'sweep.unattached-files': 'Delete photos no step uses',
  'sweep.job-history': 'Clear old job history',
  'payout.send': 'Send a payout',
  'wallet.release': 'Make earnings withdrawable',
  'dispatch.optimise': 'Build a day with the optimiser',
  'payout.reconcile': 'Compare payouts with the provider',
  'offers.end': 'End offers whose work began or was taken',
};

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
// The year where it is not this year (ADR 078): a job failed last December is not this December's.
const when = (iso: string) => `${formatShortDate(iso, zone, now())}, ${formatTime(iso, zone)}`;

export function FailedJobsPage() {
  const list = useFn('listDeadJobs', {});
  const [asking, setAsking] = useState<number | null>(null);
  const retry = useFnMutation('retryDeadJob', { onSuccess: () => list.refetch() });
  const drop = useFnMutation('dropDeadJob', {
    onSuccess: () => {
      setAsking(null);
      return list.refetch();
    },
  });
  const acting = (jobID: number) =>
    (retry.isPending && retry.variables?.jobID === jobID) || (drop.isPending && drop.variables?.jobID === jobID);

  return (
    <Page title="Failed jobs" width="wide">
      <p>Work the server tried several times without success. Try one again once its cause is fixed, or drop it.</p>
      {list.isPending ? <PageLoading /> : null}
      {list.error ? <Alert tone="danger">{list.error.message}</Alert> : null}
      {retry.error ? <Alert tone="danger">{retry.error.message}</Alert> : null}
      {drop.error ? <Alert tone="danger">{drop.error.message}</Alert> : null}
      {asking !== null ? (
        <Alert tone="warning" title={`Drop job ${asking}?`}>
          <p>It will not run again.</p>
          <div className="ui-toolbar">
            <Button variant="secondary" onClick={() => setAsking(null)}>
              Keep it
            </Button>
            <Button variant="danger" busy={drop.isPending} onClick={() => drop.mutate({ jobID: asking })}>
              Yes, drop it
            </Button>
          </div>
        </Alert>
      ) : null}
      {list.data?.jobs.length === 0 ? <EmptyState icon={DoneIcon} title="No job has failed." /> : null}
      <ul className="app-list" aria-label="Failed jobs">
        {list.data?.jobs.map((job) => (
          <li key={job.id}>
            <Card
              icon={WarningIcon}
              tone="danger"
              title={`${kindLabels[job.kind]} (job ${job.id})`}
              meta={`Failed ${job.finishedAt ? when(job.finishedAt) : ''} after ${job.attempts} tries`}
            >
              <p>{job.lastError ?? 'No error was recorded.'}</p>
              <CardActions>
                <Button
                  aria-label={`Try job ${job.id} again`}
                  busy={retry.isPending && retry.variables?.jobID === job.id}
                  disabled={acting(job.id)}
                  onClick={() => retry.mutate({ jobID: job.id })}
                >
                  Try again
                </Button>
                <Button
                  variant="secondary"
                  aria-label={`Drop job ${job.id}`}
                  disabled={acting(job.id)}
                  onClick={() => setAsking(job.id)}
                >
                  Drop
                </Button>
              </CardActions>
            </Card>
          </li>
        ))}
      </ul>
    </Page>
  );
}
