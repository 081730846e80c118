/**
 * A step of the itinerary as its continue rule sees it (requirements.md 2.11, 5): its path (checklists
 * are kept under it) and the ids of the records it is about. The itinerary's `Step` is one of
 * these; the rules take this shape so they need nothing of the tree.
 */
export interface StepRef {
  readonly path: string;
  readonly waypointID?: string;
  readonly waypointActionID?: string;
  readonly procedureID?: string;
  readonly sampleID?: string;
  readonly processingActionID?: string;
  readonly shipmentID?: string;
}
