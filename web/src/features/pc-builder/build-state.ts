// The page's build as ids (the URL's) and as parts (the live documents), and the edits a buyer
// makes to it. The domain reads and writes the URL (`buildFromQuery`, `buildToQuery`) and checks
// the parts; this file only moves ids between slots.

import {
  buildSlots,
  slotEntries,
  slotRules,
  withPart,
  type Build,
  type BuildSlot,
  type BySlot,
  type Part,
} from '@cps/domain';

/** Every id of the build, in slot order, each once. */
export function buildIds(build: Build): string[] {
  return [...new Set(slotEntries(build).map(([, id]) => id))];
}

/**
 * The build with `id` in `slot`: it replaces the slot's part, or `replacing` among the drives, or
 * joins them. A part already elsewhere in the build moves here (a build takes each part once).
 */
export function placePart(build: Build, slot: BuildSlot, id: string, replacing?: string): Build {
  const cleared = buildSlots.reduce<Build>(
    (next, s) => (s === slot ? next : removePart(next, s, id)),
    build,
  );
  if (!slotRules[slot].many) return withPart(cleared, slot, id);
  const drives = (cleared[slot] as readonly string[] | undefined) ?? [];
  if (drives.includes(id)) return cleared;
  if (replacing !== undefined && drives.includes(replacing)) {
    return { ...cleared, [slot]: drives.map((drive) => (drive === replacing ? id : drive)) };
  }
  return withPart(cleared, slot, id);
}

/** The build without `id` in `slot` (a drive leaves the list; an empty list leaves the slot). */
export function removePart(build: Build, slot: BuildSlot, id: string): Build {
  const value = build[slot];
  if (value === undefined) return build;
  const next: Build = { ...build };
  if (typeof value === 'string') {
    if (value === id) delete next[slot];
    return next;
  }
  const kept = (value as readonly string[]).filter((drive) => drive !== id);
  if (kept.length) (next as Record<string, readonly string[]>)[slot] = kept;
  else delete next[slot];
  return next;
}

/** The parts of the build that are loaded, by slot; ids not (yet) found are left out. */
export function partsOf(build: Build, byId: ReadonlyMap<string, Part>): BySlot<Part> {
  const parts: Record<string, Part | Part[]> = {};
  for (const slot of buildSlots) {
    const value = build[slot];
    if (value === undefined) continue;
    if (typeof value === 'string') {
      const part = byId.get(value);
      if (part) parts[slot] = part;
    } else {
      const found = (value as readonly string[]).flatMap((id) => byId.get(id) ?? []);
      if (found.length) parts[slot] = found;
    }
  }
  return parts as BySlot<Part>;
}

/** The parts without the drive `id` (the one a buyer is replacing), as its list checks against. */
export function withoutDrive(parts: BySlot<Part>, id: string | undefined): BySlot<Part> {
  if (id === undefined || !parts.storage) return parts;
  const kept = parts.storage.filter((drive) => drive._id !== id);
  const next = { ...parts };
  if (kept.length) next.storage = kept;
  else delete next.storage;
  return next;
}
