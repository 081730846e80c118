import type { operationsContract } from '@sc/domain/contract/operations';
import type { AreaHandlers } from '../context.ts';
import { lookUpBarcode } from './barcodes.ts';
import { listCatalogue, setFeatureFlag, setLabTestActive, setSkuActive } from './catalogue.ts';
import { decideOnOffice, decideOnUser } from './decide.ts';
import { getLiveDay } from './get-live-day.ts';
import { listOfficesForReview, listPeople } from './list-people.ts';
import { setOfficePlaceGroup } from './office-place-group.ts';
import { listPlaceGroups, savePlaceGroup } from './place-groups.ts';
import { listPlaces, setPlaceHours } from './places.ts';
import { savePlace } from './save-place.ts';
import { saveServiceRegion } from './save-service-region.ts';
import { addBatch, addSku, addSupplyItem, listSupplies, saveSupply } from './supplies.ts';
import { listServiceRegions, setServiceRegionPolygon } from './regions.ts';

export const operationsHandlers = {
  listPeople,
  decideOnUser,
  listOfficesForReview,
  decideOnOffice,
  setOfficePlaceGroup,
  getLiveDay,
  listCatalogue,
  setFeatureFlag,
  setSkuActive,
  setLabTestActive,
  listPlaces,
  setPlaceHours,
  listServiceRegions,
  setServiceRegionPolygon,
  lookUpBarcode,
  savePlace,
  saveServiceRegion,
  listPlaceGroups,
  savePlaceGroup,
  listSupplies,
  saveSupply,
  addSku,
  addSupplyItem,
  addBatch,
} satisfies AreaHandlers<typeof operationsContract>;
