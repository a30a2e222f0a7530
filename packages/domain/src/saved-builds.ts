// A customer's saved builds: a named PC build kept in their account, listed under the dashboard
// (My Builds) and opened on /pc-builder. The server writes them and checks what is written here:
// the name and the parts; the page uses the same checks before it sends anything.
import { savedBuildsCopy } from './copy-saved-builds';
import { buildToQuery, parseBuild, slotEntries, type Build } from './pc-build';

export const savedBuildLimits = {
  /**
   * Builds one account keeps. Twenty is a shortlist (a gaming PC, a work PC, each in a few
   * budgets) and one page of My Builds: the list is read whole, never paged.
   */
  perAccount: 20,
  /** Characters of a name: a line of the list on a phone, and room for a CPU's name. */
  nameMax: 60,
} as const;

/** A saved build as stored: its owner, its name and its parts as ids (a `Build`). */
export interface SavedBuildDoc {
  uid: string;
  name: string;
  parts: Build;
  createdAt: number;
  updatedAt: number;
}

/** A saved build as the API answers it: its id and its fields, without the owner. */
export interface SavedBuild {
  _id: string;
  name: string;
  parts: Build;
  createdAt: number;
  updatedAt: number;
}

const ms = savedBuildsCopy;

export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

// Control characters (line breaks, tabs, NUL): a name is one line as the list shows it.
const controlCharacter = /\p{Cc}/u;

/** A build's name from outside: trimmed, then 1 to `nameMax` characters of one line of text. */
export function checkBuildName(raw: unknown): Checked<string> {
  if (raw === undefined || raw === null) return { ok: false, message: ms.nameRequired };
  if (typeof raw !== 'string') return { ok: false, message: ms.nameNotText };
  const name = raw.trim();
  if (!name) return { ok: false, message: ms.nameRequired };
  if (name.length > savedBuildLimits.nameMax) {
    return { ok: false, message: ms.nameTooLong(savedBuildLimits.nameMax) };
  }
  if (controlCharacter.test(name)) return { ok: false, message: ms.nameOneLine };
  return { ok: true, value: name };
}

/**
 * A saved build's parts from outside: a build `parseBuild` reads with no problem at all (what it
 * would leave out is refused, not dropped), with at least one part. The ids are not looked up:
 * a part deleted later is shown as gone when the build is opened, as in a shared link.
 */
export function checkSavedParts(raw: unknown): Checked<Build> {
  const { build, problems } = parseBuild(raw);
  if (problems.length > 0) return { ok: false, message: problems[0]!.message };
  if (slotEntries(build).length === 0) return { ok: false, message: ms.noParts };
  return { ok: true, value: build };
}

/** How many parts a build holds (each drive counts). */
export const buildPartCount = (build: Build) => slotEntries(build).length;

/** The name the page offers for a new build: after its CPU, cut to fit, or a plain one. */
export function defaultBuildName(cpuName: string | undefined): string {
  const name = cpuName?.trim();
  if (!name) return ms.defaultName;
  const full = ms.nameAfterCpu(name);
  return full.length <= savedBuildLimits.nameMax
    ? full
    : full.slice(0, savedBuildLimits.nameMax).trimEnd();
}

/** The /pc-builder parameter naming the saved build the page was opened from. */
export const savedBuildParam = 'saved';

/**
 * The /pc-builder query of a saved build: its parts (`buildToQuery`), then `saved=<id>`, so that
 * the page can save changes to it. The id is not a slot, so `buildFromQuery` leaves it alone.
 */
export function savedBuildQuery(id: string, build: Build): string {
  const parts = buildToQuery(build);
  const saved = `${savedBuildParam}=${encodeURIComponent(id)}`;
  return parts ? `${parts}&${saved}` : saved;
}

/** Whether two builds hold the same parts in the same slots (drives in the same order). */
export function sameBuild(a: Build, b: Build): boolean {
  return buildToQuery(a) === buildToQuery(b);
}
