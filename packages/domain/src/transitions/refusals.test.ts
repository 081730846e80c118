/**
 * Issue 22 (8): a refusal reaches the nurse's screen (refused on the phone, or in the sync banner),
 * so ours name no internal id and use requirements.md's text where it has one.
 */
import { describe, expect, it } from 'vitest';
import { scanMessages } from '../scanning/messages.ts';
import { refusalTemplates as t, refusalTexts } from './refusals.ts';

describe('refusal texts a nurse reads', () => {
  it.each<[string, string, string]>([
    ['requirements.md 5: an item another user holds', refusalTexts.supplyItemInUse, 'Barcode already scanned.'],
    ['a shift that is not open', t.notOpenForOffers('Shift', 'in_progress'), 'This shift is in progress'],
    ['an itinerary that is not open', t.notOpenForOffers('Itinerary', 'canceled'), 'This itinerary is canceled'],
    ['a shift started before it is accepted', refusalTexts.shiftNotAccepted, 'Accept this shift before you start it'],
    ['a shift already complete', t.shiftIs('complete'), 'This shift is already complete'],
    ['a stop driven to twice', t.waypointIs('transit'), 'You are already driving to this stop'],
    ['a stop arrived at twice', t.waypointIs('at-waypoint'), 'You have already arrived at this stop'],
    ['a finished stop', t.waypointIs('complete'), 'This stop is already complete'],
    ['one open action', t.unfinishedActions(1), 'This stop has 1 unfinished action. Finish it first.'],
    ['open actions', t.unfinishedActions(2), 'This stop has 2 unfinished actions. Finish them first.'],
    ['an action started twice', t.waypointActionIs('in-progress'), 'This action is already in progress'],
    ['a canceled procedure', t.procedureIs('canceled'), 'This procedure is canceled'],
    ['a sample collected', t.sampleIs('completed'), 'This sample is already completed'],
    ['a centrifugation done', t.processingActionIs('complete'), 'This processing step is already complete'],
    [
      'an item she has not activated, by its supply name',
      t.supplyItemNotActivated('Amber Tube'),
      'This Amber Tube is not activated yet. Activate it before you use it.',
    ],
    [
      'an item whose supply the caller did not load',
      t.supplyItemNotActivated(null),
      'This supply is not activated yet. Activate it before you use it.',
    ],
  ])('%s', (_, text, expected) => {
    expect(text).toBe(expected);
  });

  it('requirements.md 5 "Barcode already scanned." is the text of an item held already', () => {
    expect(refusalTexts.supplyItemInUse).toBe(scanMessages.alreadyScanned);
  });

  /** Every id-shaped word of the demo and the fixtures: none may appear in a text of ours. */
  const internalID = /\b(?:si|wp|proc|shift|sh|pa|wa|s|p|act|ship|itinerary|user)-[\w-]+/;

  it.each(Object.entries(refusalTexts))('%s names no internal id', (_, text) => {
    expect(text).not.toMatch(internalID);
  });

  it('no template of ours takes an id', () => {
    const ours = [
      t.notOpenForOffers('Shift', 'open'),
      t.shiftIs('canceled'),
      t.waypointIs('complete'),
      t.unfinishedActions(3),
      t.waypointActionIs('packed'),
      t.procedureIs('failed'),
      t.sampleIs('failed'),
      t.processingActionIs('packed'),
      t.supplyItemNotActivated('Visit Bag'),
    ];
    for (const text of ours) expect(text).not.toMatch(internalID);
  });
});
