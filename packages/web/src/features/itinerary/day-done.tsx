/**
 * The day's done screen (issue 13.9): once the itinerary is done, its overview opens on what she
 * did (the domain's daySummary), what she earned and where her pay goes, with the way home. The
 * figure is the flow data's earningsCents (the offer she accepted); an itinerary paid as its shift
 * has none, and the screen then names the wallet rather than invent a figure.
 */
import { formatCents } from '@sc/domain/format/currency';
import { daySummary } from '@sc/domain/itinerary/day-summary';
import type { ItineraryData } from '@sc/domain/itinerary-data/model';
import { LinkButton } from '../../components/ui/index.ts';
import { DoneScreen } from '../../components/ui/done-screen.tsx';
import { ProcedureIcon, SampleIcon, StopIcon } from '../../components/ui/icons.ts';
import { useAppPath } from '../../lib/app-context.tsx';
import { paths } from '../../lib/paths.ts';
import { itineraryTexts } from './itinerary-texts.ts';

export const dayDoneTexts = {
  stops: 'Stops',
  procedures: 'Procedures',
  samples: 'Samples',
  of: (done: number, total: number) => `${done} of ${total}`,
  failed: (n: number) => `${n} failed`,
  /** requirements.md 9 currency: whole dollars without decimals ("$125"), else two ("$95.50"). */
  earned: (cents: number) => `You earned ${formatCents(cents)}`,
  earningsNote: 'Your pay for this itinerary is added to your wallet.',
  home: 'Back to your schedule',
  wallet: 'Open your wallet',
} as const;

export function DayDone({ data, earningsCents }: { data: ItineraryData; earningsCents?: number | undefined }) {
  const appPath = useAppPath();
  const { stops, procedures, samples } = daySummary(data);
  const failed = (n: number) => (n > 0 ? dayDoneTexts.failed(n) : undefined);
  return (
    <DoneScreen
      title={itineraryTexts.done}
      message={itineraryTexts.doneMessage}
      stats={[
        { icon: StopIcon, label: dayDoneTexts.stops, value: dayDoneTexts.of(stops.done, stops.total) },
        {
          icon: ProcedureIcon,
          label: dayDoneTexts.procedures,
          value: String(procedures.completed),
          detail: failed(procedures.failed),
        },
        {
          icon: SampleIcon,
          label: dayDoneTexts.samples,
          value: String(samples.collected),
          detail: failed(samples.failed),
        },
      ]}
      earnings={earningsCents === undefined ? null : dayDoneTexts.earned(earningsCents)}
      earningsNote={dayDoneTexts.earningsNote}
      actions={
        <>
          <LinkButton fullWidth to={appPath(paths.home.href())}>
            {dayDoneTexts.home}
          </LinkButton>
          <LinkButton fullWidth variant="secondary" to={appPath(paths.wallet.href())}>
            {dayDoneTexts.wallet}
          </LinkButton>
        </>
      }
    />
  );
}
