import { CONTAINERS } from '@sc/domain/catalogue/containers';
import type { LabTest } from '@sc/domain/catalogue/lab-test';

/** A catalogue test as office staff see it: its container by name. */
export const labTestAnswer = (test: LabTest) => ({
  id: test.id,
  code: test.code,
  name: test.name,
  container: test.container,
  containerName: CONTAINERS[test.container].name,
  minVolumeMl: test.minVolumeMl,
  fastingHours: test.fastingHours,
  lightSensitive: test.lightSensitive,
  temperature: test.temperature,
  centrifuge: test.centrifuge,
  stabilityHours: test.stabilityHours,
  instructions: test.instructions,
});
