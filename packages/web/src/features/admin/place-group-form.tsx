/**
 * A place group's form (issue 25, ADR 060; requirements.md 3 placeGroupID, dropOffPlaceGroups): its
 * name, its type and the places it gathers, as the type allows (the domain's rule, refused beside
 * the places when broken). Phones and screens of that type hear the change (requirements.md 7).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FnOutput } from '@sc/domain/contract/index';
import {
  placeGroupTypeLabels,
  placeGroupTypes,
  placePlurals,
  placeTypeLabels,
  placeTypesOfGroup,
  type PlaceGroupType,
} from '@sc/domain/operations/place-groups';
import type { PlaceType } from '@sc/domain/vocabulary/supplies';
import { Checkbox } from '../../components/ui/index.ts';
import { CheckboxGroup } from '../../components/ui/checkbox-group.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { useFnMutation } from '../../lib/query.ts';
import { useAction } from '../../lib/use-action.ts';
import { AdminForm, savedText } from './admin-form.tsx';
import type { Place } from './place-form.tsx';

export type PlaceGroup = FnOutput<'listPlaceGroups'>['groups'][number];

const FIELDS = ['name', 'type', 'placeIDs'];

/** "labs and drop boxes": what a group of this type may hold. */
export const holds = (type: PlaceGroupType) => placeTypesOfGroup[type].map((t) => placePlurals[t]).join(' and ');

export function PlaceGroupForm({
  group,
  places,
  onDone,
}: {
  group?: PlaceGroup;
  places: readonly Place[];
  onDone: (text: string | null) => void;
}) {
  const queryClient = useQueryClient();
  const write = useFnMutation('savePlaceGroup');
  const [name, setName] = useState(group?.name ?? '');
  const [type, setType] = useState<PlaceGroupType>(group?.type ?? 'lab-company');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(group?.places.map((p) => p.id)));
  const save = useAction(FIELDS);

  const submit = () =>
    save.run(async () => {
      const answer = await write.mutateAsync({
        ...(group ? { groupID: group.id } : {}),
        name,
        type,
        placeIDs: places.filter((p) => chosen.has(p.id)).map((p) => p.id),
      });
      await queryClient.invalidateQueries({ queryKey: ['listPlaceGroups'] });
      onDone(savedText(name, answer));
    });

  return (
    <AdminForm
      label={group ? `Edit ${group.name}` : 'New place group'}
      save={save}
      name={name}
      onName={setName}
      onSubmit={() => void submit()}
      onCancel={() => onDone(null)}
      submit={{ text: 'Save group', name: `Save ${group ? group.name : 'the new group'}` }}
    >
      <SelectField
        label="Type"
        value={type}
        onChange={(e) => setType(e.target.value as PlaceGroupType)}
        options={placeGroupTypes.map((t) => ({ value: t, label: placeGroupTypeLabels[t] }))}
        error={save.fieldError('type')}
      />
      <CheckboxGroup legend="Places" hint={`This type holds ${holds(type)}.`} error={save.fieldError('placeIDs')}>
        {places.map((place) => (
          <Checkbox
            key={place.id}
            label={`${place.name} (${placeTypeLabels[place.type as PlaceType] ?? place.type})`}
            checked={chosen.has(place.id)}
            onChange={(e) => {
              const next = new Set(chosen);
              if (e.target.checked) next.add(place.id);
              else next.delete(place.id);
              setChosen(next);
            }}
          />
        ))}
      </CheckboxGroup>
    </AdminForm>
  );
}
