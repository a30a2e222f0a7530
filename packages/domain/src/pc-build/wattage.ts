// The power a build draws, as the page shows it and the power-supply rules check it.
import { specNumber, type BuildPart, type BuildParts } from './parts';
import { buildSlots, slotRules, type BuildSlot } from './slots';

/**
 * Watts allowed for everything but the CPU and the graphics card: the motherboard (25 to 50 W),
 * memory (about 5 W a module), drives (5 to 10 W each), fans or a pump, and USB devices. Online
 * PSU calculators add about the same 100 W for a typical desktop.
 */
export const otherPartsWatts = 100;

/**
 * How far a power supply should stay above the estimated draw, in percent. TDP is a sustained
 * figure: Intel's is the base power (boost runs well above it) and current graphics cards spike
 * past theirs for milliseconds. A supply also runs most efficiently and quietly at 50 to 80% of
 * its rating. 30% above the draw gives 572 W for a 120 W CPU and a 220 W card, in line with the
 * 650 W NVIDIA recommends for that card.
 */
export const psuHeadroomPercent = 30;

export interface WattageEstimate {
  /** CPU TDP + GPU TDP + `otherPartsWatts` once any part inside the computer is chosen; 0 before. */
  draw: number;
  /**
   * The least power supply to choose: the draw with `psuHeadroomPercent` added, rounded up to a
   * whole watt, or the graphics card's recommended power supply when that is more.
   */
  recommendedPsu: number;
  /** Slots whose part does not state its TDP: `draw` is then too low, and says "at least". */
  unknown: BuildSlot[];
}

/** `draw` with the headroom added, in whole watts. */
export function withHeadroom(draw: number): number {
  return Math.ceil((draw * (100 + psuHeadroomPercent)) / 100);
}

/** The build's estimated draw and the power supply it should have. */
export function estimatedWattage(parts: BuildParts): WattageEstimate {
  const powered = buildSlots.some(
    (slot) => !slotRules[slot].peripheral && slot !== 'psu' && slot !== 'case' && parts[slot],
  );
  if (!powered) return { draw: 0, recommendedPsu: 0, unknown: [] };
  const unknown: BuildSlot[] = [];
  const tdpOf = (slot: 'cpu' | 'gpu', part: BuildPart | undefined) => {
    if (!part) return 0;
    const tdp = specNumber(part, 'tdp');
    if (tdp === undefined) unknown.push(slot);
    return tdp ?? 0;
  };
  const draw = tdpOf('cpu', parts.cpu) + tdpOf('gpu', parts.gpu) + otherPartsWatts;
  const gpuWants = parts.gpu ? (specNumber(parts.gpu, 'recommendedPsu') ?? 0) : 0;
  return { draw, recommendedPsu: Math.max(withHeadroom(draw), gpuWants), unknown };
}
