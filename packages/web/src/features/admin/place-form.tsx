/**
 * A place's form (issue 25, ADR 060): a new lab, drop box or packing place, or one being edited,
 * with its address, point, service region and receiving hours. A refusal shows beside its field.
 * An address saved without a point is looked up first and its place confirmed (ADR 082); one the
 * lookup cannot place gets its point typed (from a map tool).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { FnOutput } from '@sc/domain/contract/index';
import { placeTypeLabels } from '@sc/domain/operations/place-groups';
import { placeTypes, type PlaceType } from '@sc/domain/vocabulary/supplies';
import { PlacedAt, useAddressPlacement } from '../../components/address/address-placement.tsx';
import { TextField } from '../../components/ui/index.ts';
import { SelectField } from '../../components/ui/select-field.tsx';
import { useFnMutation } from '../../lib/query.ts';
import { useAction } from '../../lib/use-action.ts';
import { AdminForm, savedText } from './admin-form.tsx';

export type Place = FnOutput<'listPlaces'>['places'][number];
type Region = FnOutput<'listServiceRegions'>['regions'][number];

const FIELDS = ['name', 'type', 'address', 'lat', 'lng', 'regionID', 'hours'];

const toNumber = (text: string) => (text.trim() === '' ? null : Number(text));

export function PlaceForm({
  place,
  regions,
  onDone,
}: {
  place?: Place;
  regions: readonly Region[];
  onDone: (text: string | null) => void;
}) {
  const queryClient = useQueryClient();
  // One key per save, kept across its network retries (lib/query.ts): a retried write counts once.
  const write = useFnMutation('savePlace');
  const [name, setName] = useState(place?.name ?? '');
  const [type, setType] = useState<PlaceType>((place?.type as PlaceType | undefined) ?? 'lab');
  const [address, setAddress] = useState(place?.address ?? '');
  const [lat, setLat] = useState(place?.lat?.toString() ?? '');
  const [lng, setLng] = useState(place?.lng?.toString() ?? '');
  const [regionID, setRegionID] = useState(place?.regionID ?? '');
  const [start, setStart] = useState(place?.receivingStart ?? '');
  const [end, setEnd] = useState(place?.receivingEnd ?? '');
  const save = useAction(FIELDS);
  const noun = place ? place.name : 'the new place';

  const placing = useAddressPlacement();
  const addressInput = useRef<HTMLInputElement>(null);

  const submit = (point: { lat: string; lng: string } = { lat, lng }) =>
    save.run(async () => {
      const answer = await write.mutateAsync({
        ...(place ? { placeID: place.id } : {}),
        name,
        type,
        address,
        lat: toNumber(point.lat),
        lng: toNumber(point.lng),
        regionID: regionID || null,
        hours: start || end ? { start, end } : null,
      });
      await queryClient.invalidateQueries({ queryKey: ['listPlaces'] });
      await queryClient.invalidateQueries({ queryKey: ['listPlaceGroups'] });
      onDone(savedText(name, answer));
    });

  return (
    <AdminForm
      label={place ? `Edit ${place.name}` : 'New place'}
      save={save}
      name={name}
      onName={setName}
      onSubmit={() =>
        void placing.readyToSave(address, lat.trim() || lng.trim() ? 'typed' : '').then((ready) => {
          if (ready) void submit();
        })
      }
      onCancel={() => onDone(null)}
      submit={{ text: 'Save place', name: `Save ${noun}` }}
    >
      <SelectField
        label="Kind"
        value={type}
        onChange={(e) => setType(e.target.value as PlaceType)}
        options={placeTypes.map((t) => ({ value: t, label: placeTypeLabels[t] }))}
        error={save.fieldError('type')}
      />
      <TextField
        label="Address"
        value={address}
        autoComplete="off"
        ref={addressInput}
        onChange={(e) => {
          setAddress(e.target.value);
          placing.reset();
          // A new address needs its own place: the old address's point does not go with it (ADR 071).
          if (lat === (place?.lat?.toString() ?? '') && lng === (place?.lng?.toString() ?? '')) {
            setLat('');
            setLng('');
          }
        }}
        error={placing.addressError ?? save.fieldError('address')}
      />
      {placing.found ? (
        <PlacedAt
          place={placing.found}
          busy={save.busy}
          onConfirm={() => {
            if (!placing.found) return;
            const point = { lat: String(placing.found.point.lat), lng: String(placing.found.point.lng) };
            setLat(point.lat);
            setLng(point.lng);
            placing.reset();
            void submit(point);
          }}
          onCorrect={() => {
            placing.reset();
            addressInput.current?.focus();
          }}
        />
      ) : null}
      <div className="ui-filters">
        <TextField
          label="Latitude"
          inputMode="decimal"
          value={lat}
          onChange={(e) => setLat(e.target.value)}
          error={save.fieldError('lat')}
        />
        <TextField
          label="Longitude"
          inputMode="decimal"
          value={lng}
          onChange={(e) => setLng(e.target.value)}
          error={save.fieldError('lng')}
        />
      </div>
      <SelectField
        label="Service region"
        value={regionID}
        onChange={(e) => setRegionID(e.target.value)}
        options={[{ value: '', label: 'None' }, ...regions.map((r) => ({ value: r.id, label: r.name }))]}
        error={save.fieldError('regionID')}
      />
      <div className="ui-filters">
        <TextField
          label="Receives from"
          type="time"
          hint="Empty: at any hour."
          value={start}
          onChange={(e) => setStart(e.target.value)}
          error={save.fieldError('hours.start')}
        />
        <TextField
          label="Until"
          type="time"
          value={end}
          onChange={(e) => setEnd(e.target.value)}
          error={save.fieldError('hours.end')}
        />
      </div>
    </AdminForm>
  );
}
