/**
 * What a scan feels and sounds like on a phone: a short buzz and a high beep when it is taken, a
 * double buzz and a low beep when it is refused, so the nurse need not look at the screen.
 * Each is skipped where the browser lacks it.
 */
export type ScanOutcome = 'success' | 'error';

let audio: AudioContext | null = null;

function beep(frequency: number, seconds: number): void {
  try {
    const Context =
      globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    audio ??= new Context();
    // Phones start audio suspended until a tap: the tap on "Scan" or the page earlier allows it.
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.value = 0.1;
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + seconds);
  } catch {
    // No sound is fine: the message on screen says the same.
  }
}

export function signalScan(outcome: ScanOutcome): void {
  if (typeof navigator !== 'undefined') navigator.vibrate?.(outcome === 'success' ? 50 : [100, 50, 100]);
  if (outcome === 'success') beep(1200, 0.08);
  else beep(220, 0.25);
}
