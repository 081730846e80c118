/**
 * Where an office's specimens go (issue 25, ADR 065; requirements.md 3 Office.placeGroupID): a select
 * of the place groups on the office's card, saved by setOfficePlaceGroup. Its next orders name the
 * group; orders already placed keep theirs. The refusal shows beside the select; the card says what
 * was saved. Another operator's change arrives live (the `offices/{id}` topic refetches the list).
 */
import { useState } from 'react';
import type { FnOutput } from '@sc/domain/contract/index';
import { placeGroupTypeLabels } from '@sc/domain/operations/place-groups';
import { Alert, Button, CardActions } from '../../components/ui/index.ts';
import { SelectField } from '../../components/ui/select-field.tsx';
import { useFnMutation } from '../../lib/query.ts';
import { useAction } from '../../lib/use-action.ts';

type Office = FnOutput<'listOfficesForReview'>['offices'][number];
type PlaceGroup = FnOutput<'listPlaceGroups'>['groups'][number];

const NONE = '';

export const officePlaceGroupTexts = {
  none: 'None: any lab of the visit’s region',
  hint: 'Its new orders’ specimens go to this group’s places. Orders already placed keep theirs.',
  saved: (office: string, group: string | null) =>
    group ? `${office}’s specimens now go to ${group}.` : `${office}’s specimens now go to any lab of the region.`,
  unchanged: (office: string) => `${office} had nothing to change.`,
} as const;

export function OfficePlaceGroup({ office, groups }: { office: Office; groups: readonly PlaceGroup[] }) {
  const write = useFnMutation('setOfficePlaceGroup');
  const save = useAction(['placeGroupID']);
  const saved = office.placeGroup?.id ?? NONE;
  const [chosen, setChosen] = useState(saved);
  // Another operator's change, heard live, shows here (set while rendering, as React advises for
  // state following a prop); the line of this card's own save stays.
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    setChosen(saved);
  }
  const [done, setDone] = useState<string | null>(null);
  const label = `Place group of ${office.name}`;

  const submit = () =>
    save.run(async () => {
      setDone(null);
      const placeGroupID = chosen === NONE ? null : chosen;
      const answer = await write.mutateAsync({ officeID: office.id, placeGroupID });
      const name = groups.find((g) => g.id === placeGroupID)?.name ?? null;
      setDone(
        answer.changed ? officePlaceGroupTexts.saved(office.name, name) : officePlaceGroupTexts.unchanged(office.name),
      );
    });

  return (
    <form
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {save.formError ? <Alert tone="danger">{save.formError}</Alert> : null}
      <SelectField
        label="Place group"
        hint={officePlaceGroupTexts.hint}
        value={chosen}
        onChange={(e) => {
          setDone(null);
          setChosen(e.target.value);
        }}
        options={[
          { value: NONE, label: officePlaceGroupTexts.none },
          ...groups.map((g) => ({ value: g.id, label: `${g.name} (${placeGroupTypeLabels[g.type]})` })),
        ]}
        error={save.fieldError('placeGroupID')}
      />
      <CardActions>
        <Button type="submit" variant="secondary" busy={save.busy} aria-label={`Save place group of ${office.name}`}>
          Save place group
        </Button>
      </CardActions>
      {done ? <Alert tone="success">{done}</Alert> : null}
    </form>
  );
}
