/**
 * A collected tube as the stability clocks read it (issue 25): its rule from its order's planned
 * container or its test, else from the catalogue's tests collected in its supply; a tube the nurse
 * marked for the centrifuge, or kept cold or from light, keeps that whatever the rule says.
 */
import { catalogueRuleForSupply, type StabilityRule } from '@sc/domain/stability/specimen-clock';
import type { SpecimenRow } from '../../repositories/specimens.repository.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function ruleOfRow(row: SpecimenRow): StabilityRule | null {
  const known: StabilityRule | null =
    row.stabilityHours !== null
      ? {
          centrifuge: row.centrifuge ?? false,
          clotMinutes: row.clotMinutes ?? 0,
          stabilityHours: row.stabilityHours,
          temperature: row.temperature ?? 'room',
          lightSensitive: row.ruleLightSensitive ?? false,
        }
      : catalogueRuleForSupply(row.supplyID);
  if (!known) return null;
  return {
    ...known,
    centrifuge: known.centrifuge || row.processing === 'centrifuge',
    temperature: known.temperature === 'room' && row.refrigerated ? 'refrigerated' : known.temperature,
    lightSensitive: known.lightSensitive || row.lightSensitive,
  };
}

export function toSpecimen(row: SpecimenRow) {
  return {
    sampleID: row.sampleID,
    procedureID: row.procedureID,
    waypointID: row.waypointID,
    tube: row.tube,
    serial: row.serial,
    timeZone: row.timeZone ?? 'UTC',
    collectedAt: iso(row.collectedAt)!,
    spunAt: iso(row.spunAt),
    atLabAt: iso(row.atLabAt),
    rule: ruleOfRow(row),
  };
}
