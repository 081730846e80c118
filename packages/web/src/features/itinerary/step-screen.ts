/**
 * What every itinerary step screen gets (requirements.md 2.11). The page resolves the step from the URL,
 * builds the tree with its failures from the domain, and hands a screen this context; the screen
 * renders the step's body and, where pressing Next does a write, says so in `onContinue`.
 *
 * Screens live in `screens/<group>/`, one file per screen or per family of alike screens, and are
 * registered by kind in `screens/<group>/index.ts` (loaded lazily, a group at a time).
 */
import type { ComponentType } from 'react';
import type { FnInput, FnName, FnOutput } from '@sc/domain/contract/index';
import type { ItineraryFlowState } from '@sc/domain/itinerary-data/flow-state';
import type { ItineraryData } from '@sc/domain/itinerary-data/model';
import type { Step } from '@sc/domain/itinerary/step';
import type { ScreenGroup } from '@sc/domain/itinerary/screen-groups';
import type { ScreenKindOf } from '@sc/domain/itinerary/step-kinds/index';

export type FlowData = Omit<FnOutput<'getItineraryFlowData'>, 'itinerary'> & { itinerary: ItineraryData };

/** The itinerary writes: every function whose input names the itinerary. */
export type StepWriteName = {
  [N in FnName]: FnInput<N> extends { itineraryID: string } ? N : never;
}[FnName];

export type StepWriteInput<N extends StepWriteName> = Omit<FnInput<N>, 'itineraryID'>;

export type ScanResult = FnOutput<'scanBarcode'>;

export interface StepContext {
  readonly itineraryID: string;
  /** The screen, with its `failures` (what keeps Next disabled). */
  readonly step: Step;
  readonly flow: FlowData;
  readonly data: ItineraryData;
  /** The phone's own flow state for this itinerary (persisted). */
  readonly local: ItineraryFlowState;
  readonly setLocal: (update: (state: ItineraryFlowState) => ItineraryFlowState) => void;
  /**
   * A step write. Resolves when the server has answered, or when the write was queued because the
   * phone is offline (it is then replayed in order with its idempotency key). Rejects with the
   * server's refusal (its message is the requirements.md text to show).
   */
  readonly write: <N extends StepWriteName>(name: N, input: StepWriteInput<N>, label: string) => Promise<void>;
  /** What a barcode names (scanBarcode); rejects with the requirements.md 5 message ("Invalid barcode", ...). */
  readonly scan: (barcode: string) => Promise<ScanResult>;
  /** The display name of a supply item's supply, when the flow data holds the item. */
  readonly supplyNameOf: (supplyItemID: string) => string | null;
  /** Moves on as Next would (for screens whose own button completes the step). */
  readonly goNext: () => void;
}

export interface StepScreen {
  readonly Body: ComponentType<StepContext>;
  /** Runs when Next is pressed and its failures are empty, before moving on (a completing write). */
  readonly onContinue?: (ctx: StepContext) => Promise<void>;
  /** The body has its own completing button (and calls `goNext`): the layout shows no Next. */
  readonly ownContinue?: boolean;
  /**
   * What keeps Next disabled besides the step's rule: what the product's time decides, which the
   * domain's step tree does not read (a lab outside its receiving hours, ADR 076).
   */
  readonly blockedBy?: (ctx: StepContext) => readonly string[];
}

/** A group's screens: one for every kind the group shows (a kind without a screen does not compile). */
export type StepScreens<G extends ScreenGroup> = Readonly<Record<ScreenKindOf<G>, StepScreen>>;
