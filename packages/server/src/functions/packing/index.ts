import type { packingContract } from '@sc/domain/contract/packing';
import type { AreaHandlers } from '../context.ts';
import { getPackingHome } from './get-packing-home.ts';
import { getPackingLocation } from './get-packing-location.ts';
import {
  finishSupplyTransferPacking,
  getSupplyTransfer,
  printShippingLabel,
  saveSupplyBoxPhoto,
  scanSupplyTransferStep,
} from './packing-flow.ts';
import { searchSupplyShipments } from './search-supply-shipments.ts';
import { activatePlaceSupply, getSupplyShipment, shipSupplyShipment } from './ship-and-activate.ts';
import { searchSupplyTransfers } from './search-supply-transfers.ts';

export const packingHandlers = {
  getPackingLocation,
  getPackingHome,
  searchSupplyTransfers,
  searchSupplyShipments,
  getSupplyTransfer,
  scanSupplyTransferStep,
  printShippingLabel,
  saveSupplyBoxPhoto,
  finishSupplyTransferPacking,
  getSupplyShipment,
  shipSupplyShipment,
  activatePlaceSupply,
} satisfies AreaHandlers<typeof packingContract>;
