// Keeps an instance's CatalogueIndex in step with Firestore at a bounded cost: a cold instance
// reads every part once, a page at a time; after that it follows the parts written and deleted
// since a watermark (two listeners on single-field indexes: one read per change), so no request
// waits for Firestore. An idle instance stops following when many parts are written (an import):
// every listener is sent every write, paid in reads (and, on the local emulator, in time on each
// commit). Its next request starts reading what changed since, and follows again once that is
// read; until then requests are answered from the index as it is. Where the listeners cannot
// run, a request asks for the same changes, at most once per `refreshMs`.
import { collections, type PartDoc } from '@cps/domain';
import {
  type DocumentChange,
  FieldPath,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase-admin/firestore';
import * as logs from '../infra/logs';
import { CatalogueIndex } from './catalogue-index';
import { toPart } from './stored-part';

/** The instance's catalogue index, and the Firestore reads that bringing it up to date cost. */
export interface CatalogueRead {
  index: CatalogueIndex;
  /** Documents read to serve it (an empty query is billed one). */
  reads: number;
}

export interface CatalogueSyncOptions {
  now: () => number;
  /** How stale an answer may be: the changes are asked for at most this often. */
  refreshMs: number;
  /**
   * How far before the watermark each refresh looks again: a write's `updatedAt` is taken when
   * its transaction starts, and it may commit (become visible) later than a refresh that began
   * after that time.
   */
  overlapMs: number;
  pageSize: number;
  /**
   * Follow the changes with listeners. Off, every request past `refreshMs` asks for them itself
   * (and waits): what the listeners fall back to, and what a test with a fake clock wants.
   */
  follow: boolean;
  /**
   * How many written parts the listener may hold before it starts again from a new watermark:
   * a listener keeps every document it matched, and a part written twice is held once.
   */
  followLimit: number;
  /**
   * How long after its last request an instance counts as idle: past `followLimit`, an idle
   * instance stops following instead of starting again.
   */
  idleMs: number;
}

export const defaultSyncOptions: Omit<CatalogueSyncOptions, 'now'> = {
  refreshMs: 1000,
  overlapMs: 5000,
  follow: true,
  followLimit: 1000,
  idleMs: 60_000,
  // Few, large pages: the local emulator scans the collection for each page (20,000 parts in
  // pages of 1,000 took 28 s to load there, in pages of 5,000 under 5 s).
  pageSize: 5000,
};

export class CatalogueSync {
  private index: CatalogueIndex | undefined;
  private loading: Promise<CatalogueIndex> | undefined;
  private refreshing: Promise<void> | undefined;
  /** Stops the listeners; set while they follow the changes. */
  private unfollow: (() => void) | undefined;
  /** The time of the change last applied to each part, so a late event cannot undo a newer one. */
  private changedAt = new Map<string, number>();
  private watermark = 0;
  private checkedAt = 0;
  private requestedAt = 0;
  /** Set while an idle instance has stopped following a burst of writes. */
  private resting = false;
  /** A resting instance's reading of what changed, while it runs. */
  private catchingUp: Promise<void> | undefined;
  /** Set by close(): nothing follows the changes any more. */
  private closed = false;
  /** One for each stopped listener not yet answered: it is unsubscribed when it answers. */
  private unanswered = new Set<Promise<void>>();
  /** Documents read so far (the bench's reads per request, and the tests'). */
  reads = 0;
  /** `reads` as the last `withReads` told it. */
  private reported = 0;

  constructor(
    private readonly db: Firestore,
    private readonly options: CatalogueSyncOptions,
  ) {}

  /**
   * The index as `current()` gives it, and the documents read since the previous call: what
   * loading, refreshing and the listeners read is each told to one request (its
   * `X-Firestore-Reads` header), so the sum over requests is what the instance read.
   */
  async withReads(): Promise<CatalogueRead> {
    const index = await this.current();
    const reads = this.reads - this.reported;
    this.reported = this.reads;
    return { index, reads };
  }

  /** Whether listeners follow the changes now. */
  get following(): boolean {
    return this.unfollow !== undefined;
  }

  /** The index, loaded on first use and refreshed when it may be stale. */
  async current(): Promise<CatalogueIndex> {
    this.requestedAt = this.options.now();
    if (!this.index) {
      this.loading ??= this.load().finally(() => (this.loading = undefined));
      return this.loading;
    }
    if (this.unfollow) return this.index;
    if (this.resting) {
      // Read from the watermark the listeners started at, so what they were sent is read again,
      // with any write that committed after its own `updatedAt` but before they stopped. The
      // listeners then start from the time of that reading, with a small first answer. If it
      // fails, the next request asks again itself (`checkedAt` has not moved).
      this.resting = false;
      this.catchingUp = this.refresh()
        .then(
          () => this.follow(),
          (error: unknown) => logs.catalogueRefreshFailed(error),
        )
        .finally(() => (this.catchingUp = undefined));
    }
    // No request waits for a burst's parts: it is answered from the index as it is.
    if (this.catchingUp) return this.index;
    if (this.options.now() - this.checkedAt >= this.options.refreshMs) {
      this.refreshing ??= this.refresh().finally(() => (this.refreshing = undefined));
      try {
        await this.refreshing;
        this.follow();
      } catch (error) {
        // Firestore did not answer: the copy a moment old is a better answer than none, and
        // the next request asks again (the watermark has not moved).
        logs.catalogueRefreshFailed(error);
      }
    }
    return this.index;
  }

  /**
   * Stops following the changes (a test's instance, at its end); settles once every listener
   * is unsubscribed, so the test may then terminate the client.
   */
  async close(): Promise<void> {
    this.closed = true;
    this.unfollow?.();
    this.unfollow = undefined;
    await Promise.all(this.unanswered);
  }

  /**
   * Listens for the parts written and deleted since the watermark (less the overlap). A listener
   * that fails stops both: requests then ask for the changes themselves, and follow again after
   * a refresh that succeeds.
   */
  private follow(): void {
    if (!this.options.follow || this.unfollow || this.closed) return;
    const since = this.watermark - this.options.overlapMs;
    const stops: (() => void)[] = [];
    const stop = () => stops.forEach((unsubscribe) => unsubscribe());
    const failed = (error: Error) => {
      if (this.unfollow !== stop) return;
      stop();
      this.unfollow = undefined;
      this.checkedAt = 0;
      logs.catalogueFollowFailed(error);
    };
    this.unfollow = stop;
    this.changedAt.clear();
    stops.push(
      this.listen(
        this.db.collection(collections.parts).where('updatedAt', '>', since).orderBy('updatedAt'),
        (snap, changes) => {
          for (const { type, doc } of changes) {
            // A part leaves these results only when it is deleted: its tombstone says when.
            if (type === 'removed') continue;
            const part = toPart(doc.id, doc.data() as PartDoc);
            if (this.latest(doc.id, part.updatedAt ?? 0)) this.index!.put(part);
          }
          if (snap.size > this.options.followLimit && this.unfollow === stop) {
            stop();
            this.unfollow = undefined;
            if (this.options.now() - this.requestedAt >= this.options.idleMs) {
              // Idle: the watermark stays where these listeners started (current()).
              this.resting = true;
              return;
            }
            // Both listeners are current: a new pair from now (less the overlap) misses nothing.
            this.watermark = this.options.now();
            this.follow();
          }
        },
        failed,
      ),
      this.listen(
        this.db
          .collection(collections.partDeletions)
          .where('deletedAt', '>', since)
          .orderBy('deletedAt'),
        (_snap, changes) => {
          for (const { type, doc } of changes) {
            if (type === 'removed') continue;
            if (this.latest(doc.id, doc.get('deletedAt') as number)) this.index!.remove(doc.id);
          }
        },
        failed,
      ),
    );
  }

  /**
   * Listens to `query` and answers a function that stops listening. Each answer's changes are
   * counted as reads (the first at least one, as Firestore bills it). A listener stopped before
   * its first answer is unsubscribed when that answer comes: the SDK opens a stream stopped
   * while it opens anyway, and that fails unhandled if the client is terminated by then.
   */
  private listen(
    query: Query,
    next: (snap: QuerySnapshot, changes: DocumentChange[]) => void,
    failed: (error: Error) => void,
  ): () => void {
    let answered = false;
    let stopped = false;
    let settle = () => {};
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const unsubscribe = query.onSnapshot(
      (snap) => {
        const changes = snap.docChanges();
        this.reads += answered ? changes.length : Math.max(1, changes.length);
        answered = true;
        if (stopped) return done();
        next(snap, changes);
      },
      (error) => {
        answered = true;
        if (stopped) return done();
        failed(error);
      },
    );
    const done = () => {
      unsubscribe();
      settle();
      this.unanswered.delete(settled);
    };
    return () => {
      if (stopped) return;
      stopped = true;
      if (answered) unsubscribe();
      else this.unanswered.add(settled);
    };
  }

  /** Whether a change at `at` is the newest seen for `id` (and records it if so). */
  private latest(id: string, at: number): boolean {
    if ((this.changedAt.get(id) ?? -Infinity) > at) return false;
    this.changedAt.set(id, at);
    return true;
  }

  private async load(): Promise<CatalogueIndex> {
    const startedAt = this.options.now();
    const index = new CatalogueIndex();
    const parts = this.db.collection(collections.parts).orderBy(FieldPath.documentId());
    for await (const doc of this.pages(parts)) index.put(toPart(doc.id, doc.data() as PartDoc));
    this.watermark = startedAt;
    this.checkedAt = startedAt;
    this.index = index;
    this.follow();
    // What a cold start cost: docs/search.md quotes it.
    logs.catalogueIndexLoaded({
      parts: index.size,
      reads: this.reads,
      ms: this.options.now() - startedAt,
    });
    return index;
  }

  private async refresh(): Promise<void> {
    const startedAt = this.options.now();
    const since = this.watermark - this.options.overlapMs;
    const changes: { at: number; apply: (index: CatalogueIndex) => void }[] = [];
    const written = this.db
      .collection(collections.parts)
      .where('updatedAt', '>', since)
      .orderBy('updatedAt');
    for await (const doc of this.pages(written)) {
      const part = toPart(doc.id, doc.data() as PartDoc);
      changes.push({ at: part.updatedAt ?? 0, apply: (index) => index.put(part) });
    }
    const deleted = this.db
      .collection(collections.partDeletions)
      .where('deletedAt', '>', since)
      .orderBy('deletedAt');
    for await (const doc of this.pages(deleted)) {
      changes.push({ at: doc.get('deletedAt') as number, apply: (index) => index.remove(doc.id) });
    }
    changes.sort((a, b) => a.at - b.at);
    for (const change of changes) change.apply(this.index!);
    this.watermark = startedAt;
    this.checkedAt = startedAt;
  }

  /** Every document of a query, `pageSize` at a time; an empty query still costs one read. */
  private async *pages(query: Query): AsyncGenerator<QueryDocumentSnapshot> {
    let last: QueryDocumentSnapshot | undefined;
    for (;;) {
      const snap = await (last ? query.startAfter(last) : query).limit(this.options.pageSize).get();
      this.reads += Math.max(1, snap.size);
      yield* snap.docs;
      if (snap.size < this.options.pageSize) return;
      last = snap.docs[snap.docs.length - 1];
    }
  }
}
