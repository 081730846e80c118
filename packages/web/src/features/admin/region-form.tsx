/**
 * A service region's form (issue 25, ADR 060): its name, time zone and area. The area is a list of
 * coordinates, GeoJSON-style rings of [longitude, latitude], since the product runs offline with no
 * map tiles to draw on; the server's rule checks it and its refusal shows beside it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FnOutput } from '@sc/domain/contract/index';
import { timeZoneName } from '@sc/domain/format/local-dates';
import { timeZoneChoices } from '@sc/domain/orders/patient-details';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextAreaField } from '../../components/ui/text-area-field.tsx';
import { now } from '../../lib/clock.ts';
import { viewerLocale } from '../../lib/locale.ts';
import { useFnMutation } from '../../lib/query.ts';
import { useAction } from '../../lib/use-action.ts';
import { AdminForm, savedText } from './admin-form.tsx';

export type Region = FnOutput<'listServiceRegions'>['regions'][number];

export const NOT_JSON = 'Enter the rings as JSON: [[[longitude, latitude], …]].';

const FIELDS = ['name', 'timeZone', 'polygon'];

/** The typed area, or why it is not one; an empty box is no area. */
function parseArea(text: string): { polygon: number[][][] | null } | { error: string } {
  if (text.trim() === '') return { polygon: null };
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? { polygon: value as number[][][] } : { error: NOT_JSON };
  } catch {
    return { error: NOT_JSON };
  }
}

export function RegionForm({ region, onDone }: { region?: Region; onDone: (text: string | null) => void }) {
  const queryClient = useQueryClient();
  // One key per save, kept across its network retries (lib/query.ts): a retried write counts once.
  const write = useFnMutation('saveServiceRegion');
  const [name, setName] = useState(region?.name ?? '');
  const [timeZone, setTimeZone] = useState(region?.timeZone ?? 'America/New_York');
  const [area, setArea] = useState(region?.polygon ? JSON.stringify(region.polygon) : '');
  const [areaError, setAreaError] = useState<string | null>(null);
  const save = useAction(FIELDS);
  const zones = timeZoneChoices(timeZone);

  const submit = () => {
    const parsed = parseArea(area);
    if ('error' in parsed) return setAreaError(parsed.error);
    void save.run(async () => {
      const answer = await write.mutateAsync({
        ...(region ? { regionID: region.id } : {}),
        name,
        timeZone,
        polygon: parsed.polygon,
      });
      await queryClient.invalidateQueries({ queryKey: ['listServiceRegions'] });
      await queryClient.invalidateQueries({ queryKey: ['listPlaces'] });
      onDone(savedText(name, answer));
    });
  };

  return (
    <AdminForm
      label={region ? `Edit ${region.name}` : 'New service region'}
      save={save}
      name={name}
      onName={setName}
      onSubmit={() => submit()}
      onCancel={() => onDone(null)}
      submit={{ text: 'Save region', name: `Save ${region ? region.name : 'the new region'}` }}
    >
      <SelectField
        label="Time zone"
        value={timeZone}
        onChange={(e) => setTimeZone(e.target.value)}
        options={zones.map((z) => ({ value: z, label: timeZoneName(z, viewerLocale(), now()) }))}
        error={save.fieldError('timeZone')}
      />
      <TextAreaField
        label="Area"
        hint="Rings of [longitude, latitude], the first ring the outline, each ending where it starts. Empty: none drawn yet."
        rows={4}
        value={area}
        onChange={(e) => {
          setArea(e.target.value);
          setAreaError(null);
        }}
        error={areaError ?? save.fieldError('polygon')}
      />
    </AdminForm>
  );
}
