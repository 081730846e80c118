/**
 * Before an address form saves (ADR 082, ADR 071): the address is looked up (geocodeAddress), and
 * the form shows where it was placed, "Placed at: 163 Elm Pl, Brooklyn, NY" with a small drawing
 * of the point, and asks "Is this the right place?". Confirm saves with that point as the
 * address's pin; Correct the address goes back to the field. An address the lookup cannot place
 * is refused beside its field with ADR 071's words: correct it or place a pin. A pin typed by hand
 * skips the lookup, and so does an empty (optional) address.
 *
 * The office's new patient, the nurse's leave-from and operations' place form use it alike.
 */
import { useState } from 'react';
import { ADDRESS_PLACE_TEXTS, type MapPoint } from '@sc/domain/addresses/address-place';
import { call } from '../../lib/api.ts';
import { toRefusal } from '../../lib/refusals.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { PointMap } from '../ui/point-map.tsx';
import { TextField, type TextFieldProps } from '../ui/text-field.tsx';

export interface PlacedAddress {
  label: string;
  point: MapPoint;
}

export type Placement =
  | { state: 'idle' }
  | { state: 'looking' }
  | { state: 'found'; address: string; place: PlacedAddress }
  | { state: 'refused'; address: string; message: string };

export function useAddressPlacement() {
  const [placement, setPlacement] = useState<Placement>({ state: 'idle' });
  /**
   * Whether the save may go on now: yes with a pin typed or no address. Otherwise the address is
   * looked up and the answer shown (found: asks to confirm; not found: the refusal), and no.
   */
  async function readyToSave(address: string, pin: string): Promise<boolean> {
    const typed = address.trim();
    if (pin.trim() !== '' || typed === '') {
      setPlacement({ state: 'idle' });
      return true;
    }
    setPlacement({ state: 'looking' });
    try {
      const { candidates } = await call('geocodeAddress', { address: typed, limit: 1 });
      const first = candidates[0];
      setPlacement(
        first
          ? { state: 'found', address: typed, place: first }
          : { state: 'refused', address: typed, message: ADDRESS_PLACE_TEXTS.notFound(typed) },
      );
    } catch (error) {
      setPlacement({ state: 'refused', address: typed, message: toRefusal(error).message });
    }
    return false;
  }
  return {
    placement,
    readyToSave,
    /** The address changed or was saved: what was found for it no longer holds. */
    reset: () => setPlacement({ state: 'idle' }),
    looking: placement.state === 'looking',
    /** The refusal to show beside the address field. */
    addressError: placement.state === 'refused' ? placement.message : undefined,
    /** Where it was placed, while the form waits for the person to confirm. */
    found: placement.state === 'found' ? placement.place : null,
  };
}

/** "Placed at: …", the point drawn, and the question with its two answers. */
export function PlacedAt({
  place,
  busy,
  onConfirm,
  onCorrect,
}: {
  place: PlacedAddress;
  busy?: boolean;
  onConfirm: () => void;
  onCorrect: () => void;
}) {
  return (
    <Alert tone="info" title={`${ADDRESS_PLACE_TEXTS.placedAt} ${place.label}`}>
      <PointMap
        label={ADDRESS_PLACE_TEXTS.mapLabel(place.label)}
        points={[{ id: 'placed', ...place.point, label: place.label, kind: 'home' }]}
        width={320}
        height={120}
        legend={null}
      />
      <p>{ADDRESS_PLACE_TEXTS.isItRight}</p>
      <div className="ui-toolbar">
        <Button type="button" busy={busy ?? false} onClick={onConfirm}>
          {ADDRESS_PLACE_TEXTS.confirm}
        </Button>
        <Button type="button" variant="secondary" onClick={onCorrect}>
          {ADDRESS_PLACE_TEXTS.correct}
        </Button>
      </div>
    </Alert>
  );
}

/** The map pin typed beside an address the lookup cannot place (ADR 071, 082): its label and hint. */
export function MapPinField(props: Omit<TextFieldProps, 'label' | 'hint'>) {
  return (
    <TextField
      label={ADDRESS_PLACE_TEXTS.pinLabel}
      inputMode="decimal"
      autoComplete="off"
      hint={ADDRESS_PLACE_TEXTS.pinHint}
      {...props}
    />
  );
}
