/**
 * Operations' places (issue 25, ADR 060): labs, drop boxes and packing places with their hours;
 * service regions with their areas; place groups and their types. Each record opens its form in
 * place (no modal: on a phone a modal over a long list loses the record's context), and the page
 * says what was saved. Another operator's group change arrives live (place-group-types topics).
 */
import { useState } from 'react';
import { countOf } from '@sc/domain/format/counts';
import { timeZoneName } from '@sc/domain/format/local-dates';
import { placeGroupTypeLabels, placeTypeLabels } from '@sc/domain/operations/place-groups';
import type { PlaceType } from '@sc/domain/vocabulary/supplies';
import { Alert, PageLoading, Page } from '../../components/ui/index.ts';
import '../../components/ui/records.css';
import { now } from '../../lib/clock.ts';
import { viewerLocale } from '../../lib/locale.ts';
import { useFn } from '../../lib/query.ts';
import { EditableCard, NewRecord } from './admin-form.tsx';
import { PlaceForm, type Place } from './place-form.tsx';
import { PlaceGroupForm, holds } from './place-group-form.tsx';
import { RegionForm } from './region-form.tsx';

/** Which record's form is open in a section: a record's id, "new", or none. */
type Editing = string | null;

const hoursText = (p: Place) =>
  p.receivingStart && p.receivingEnd ? `receives ${p.receivingStart}–${p.receivingEnd}` : 'receives at any hour';

/** A region's zone by the name people use, and its area by corners (a ring ends where it starts). */
const regionText = (r: { timeZone: string; polygon?: number[][][] | null }) => {
  const corners = r.polygon?.reduce((n, ring) => n + Math.max(ring.length - 1, 0), 0) ?? 0;
  const area = corners ? `area of ${countOf(corners, 'corner')}` : 'no area drawn';
  return `${timeZoneName(r.timeZone, viewerLocale(), now())} · ${area}`;
};

export function PlacesPage() {
  const placesQuery = useFn('listPlaces', {});
  const regionsQuery = useFn('listServiceRegions', {});
  const groupsQuery = useFn('listPlaceGroups', {});
  const [done, setDone] = useState<string | null>(null);
  const [place, setPlace] = useState<Editing>(null);
  const [region, setRegion] = useState<Editing>(null);
  const [group, setGroup] = useState<Editing>(null);
  const closing = (close: (value: Editing) => void) => (text: string | null) => {
    close(null);
    setDone(text);
  };
  const opening = (open: (value: Editing) => void, value: string) => () => {
    setDone(null);
    open(value);
  };
  const error = placesQuery.error ?? regionsQuery.error ?? groupsQuery.error;
  const places = placesQuery.data?.places ?? [];
  const regions = regionsQuery.data?.regions ?? [];
  const groups = groupsQuery.data?.groups ?? [];

  return (
    <Page title="Places" width="wide">
      {done ? <Alert tone="success">{done}</Alert> : null}
      {error ? <Alert tone="danger">{error.message}</Alert> : null}
      {placesQuery.isPending || regionsQuery.isPending || groupsQuery.isPending ? <PageLoading /> : null}

      <section aria-labelledby="places-heading">
        <h2 id="places-heading">Labs, drop boxes and packing places</h2>
        <NewRecord title="New place" adding={place === 'new'} onAdd={opening(setPlace, 'new')}>
          <PlaceForm regions={regions} onDone={closing(setPlace)} />
        </NewRecord>
        <ul className="app-list" aria-label="Places">
          {places.map((p) => (
            <li key={p.id}>
              <EditableCard
                title={p.name}
                meta={[placeTypeLabels[p.type as PlaceType] ?? p.type, p.address, p.region, hoursText(p)]
                  .filter(Boolean)
                  .join(' · ')}
                editing={place === p.id}
                onEdit={opening(setPlace, p.id)}
              >
                <PlaceForm place={p} regions={regions} onDone={closing(setPlace)} />
              </EditableCard>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="regions-heading">
        <h2 id="regions-heading">Service regions</h2>
        <NewRecord title="New service region" adding={region === 'new'} onAdd={opening(setRegion, 'new')}>
          <RegionForm onDone={closing(setRegion)} />
        </NewRecord>
        <ul className="app-list" aria-label="Service regions">
          {regions.map((r) => (
            <li key={r.id}>
              <EditableCard
                title={r.name}
                meta={regionText(r)}
                editing={region === r.id}
                onEdit={opening(setRegion, r.id)}
              >
                <RegionForm region={r} onDone={closing(setRegion)} />
              </EditableCard>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="groups-heading">
        <h2 id="groups-heading">Place groups</h2>
        <p className="ui-subline">
          A procedure names the groups its specimens may be dropped off at; an office names its own.
        </p>
        <NewRecord title="New place group" adding={group === 'new'} onAdd={opening(setGroup, 'new')}>
          <PlaceGroupForm places={places} onDone={closing(setGroup)} />
        </NewRecord>
        {groupsQuery.data && groups.length === 0 ? <p>No place groups yet.</p> : null}
        <ul className="app-list" aria-label="Place groups">
          {groups.map((g) => (
            <li key={g.id}>
              <EditableCard
                title={g.name}
                meta={`${placeGroupTypeLabels[g.type]} (${holds(g.type)}) · ${g.places.map((p) => p.name).join(', ')}`}
                editing={group === g.id}
                onEdit={opening(setGroup, g.id)}
              >
                <PlaceGroupForm group={g} places={places} onDone={closing(setGroup)} />
              </EditableCard>
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
