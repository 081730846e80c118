/**
 * requirements.md 7's "start ..." events that only the screens know of (start procedure, start procedure
 * bag packing, start kit packing): sent when the nurse first opens a screen of that work, once per
 * thing per page session. The server records the matching "finish" events as it writes. An event
 * never holds the nurse up: a failed send is dropped.
 */
import { useEffect } from 'react';
import type { ClientEventName } from '@sc/domain/contract/client-events';
import { call } from '../../../lib/api.ts';
import type { StepContext, StepScreen } from '../step-screen.ts';

export type StartEventName = Extract<
  ClientEventName,
  'start procedure' | 'start procedure bag packing' | 'start kit packing'
>;

const sent = new Set<string>();

export function trackOnce(name: StartEventName, procedureID: string, route: string): boolean {
  const key = `${name}:${procedureID}`;
  if (sent.has(key)) return false;
  sent.add(key);
  void call('trackEvent', { name, route, properties: { procedureID } }).catch(() => undefined);
  return true;
}

/** The screen, sending `name` for its procedure when it first shows. */
export function withStartEvent(screen: StepScreen, name: StartEventName): StepScreen {
  const { Body } = screen;
  function Tracked(ctx: StepContext) {
    const procedureID = ctx.step.procedureID;
    useEffect(() => {
      if (procedureID !== undefined) trackOnce(name, procedureID, window.location.pathname);
    }, [procedureID]);
    return <Body {...ctx} />;
  }
  return { ...screen, Body: Tracked };
}
