import {
  readTray,
  removeFromTray,
  toggleInTray,
  type Part,
  type Tray,
  type TrayChange,
  type TrayItem,
} from '@cps/domain';
import { useSyncExternalStore } from 'react';

// The compare tray lives in localStorage so that it survives navigation, reloads and other tabs.
// It keeps each part's name, picture and category with its id: drawing it never reads Firestore.

const storageKey = 'cps.compareTray';
const empty: Tray = [];
const listeners = new Set<() => void>();
let current: Tray | undefined;

/** Storage can throw (blocked cookies, a full quota): the tray then lasts as long as the page. */
function load(): Tray {
  try {
    return readTray(localStorage.getItem(storageKey));
  } catch {
    return empty;
  }
}

function save(tray: Tray) {
  try {
    if (tray.length) localStorage.setItem(storageKey, JSON.stringify(tray));
    else localStorage.removeItem(storageKey);
  } catch {
    // Kept in memory only; see load.
  }
}

function snapshot(): Tray {
  current ??= load();
  return current;
}

function set(tray: Tray) {
  if (tray === current) return;
  current = tray;
  save(tray);
  for (const listener of listeners) listener();
}

/** Another tab changed the tray. */
function onStorage(event: StorageEvent) {
  if (event.key !== storageKey && event.key !== null) return;
  current = load();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (!listeners.size) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) window.removeEventListener('storage', onStorage);
  };
}

/** The parts in the compare tray, in the order they were added. */
export function useCompareTray(): Tray {
  return useSyncExternalStore(subscribe, snapshot, () => empty);
}

/** What the tray keeps of a part. */
export function trayItemOf(part: Pick<Part, '_id' | 'name' | 'img' | 'category'>): TrayItem {
  return part.category === undefined
    ? { id: part._id, name: part.name, img: part.img }
    : { id: part._id, name: part.name, img: part.img, category: part.category };
}

/** Adds the part or takes it out; a refusal (another category, a full tray) changes nothing. */
export function toggleCompare(item: TrayItem): TrayChange {
  const change = toggleInTray(snapshot(), item);
  if (change.ok) set(change.tray);
  return change;
}

export function removeFromCompare(id: string) {
  set(removeFromTray(snapshot(), id));
}

export function clearCompare() {
  set(empty);
}
