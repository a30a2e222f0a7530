// Keeps an instance's CatalogueIndex in step with Firestore at a bounded cost: a cold instance
// reads every part once, a page at a time; after that, at most once per `refreshMs`, the parts
// written and deleted since a watermark (two queries on single-field indexes, one read each
// when nothing changed). A part written is searchable on the next request after `refreshMs`.
import { collections, type PartDoc } from '@cps/domain';
import {
  FieldPath,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import * as logs from '../infra/logs';
import { toPart } from '../services/catalogue';
import type { CatalogueRead } from '../services/deps';
import { CatalogueIndex } from './catalogue-index';

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
}

export const defaultSyncOptions: Omit<CatalogueSyncOptions, 'now'> = {
  refreshMs: 1000,
  overlapMs: 5000,
  // Few, large pages: the local emulator scans the collection for each page (20,000 parts in
  // pages of 1,000 took 28 s to load there, in pages of 5,000 under 5 s).
  pageSize: 5000,
};

export class CatalogueSync {
  private index: CatalogueIndex | undefined;
  private loading: Promise<CatalogueIndex> | undefined;
  private refreshing: Promise<void> | undefined;
  private watermark = 0;
  private checkedAt = 0;
  /** Documents read so far (the bench's reads per request, and the tests'). */
  reads = 0;

  constructor(
    private readonly db: Firestore,
    private readonly options: CatalogueSyncOptions,
  ) {}

  /**
   * The index as `current()` gives it, and the documents read to bring it up to date for this
   * call (an answer says it in its `X-Firestore-Reads` header; calls that share a refresh each
   * count it, so a sum over concurrent calls errs high).
   */
  async withReads(): Promise<CatalogueRead> {
    const before = this.reads;
    const index = await this.current();
    return { index, reads: this.reads - before };
  }

  /** The index, loaded on first use and refreshed when it may be stale. */
  async current(): Promise<CatalogueIndex> {
    if (!this.index) {
      this.loading ??= this.load().finally(() => (this.loading = undefined));
      return this.loading;
    }
    if (this.options.now() - this.checkedAt >= this.options.refreshMs) {
      this.refreshing ??= this.refresh().finally(() => (this.refreshing = undefined));
      try {
        await this.refreshing;
      } catch (error) {
        // Firestore did not answer: the copy a moment old is a better answer than none, and
        // the next request asks again (the watermark has not moved).
        logs.catalogueRefreshFailed(error);
      }
    }
    return this.index;
  }

  private async load(): Promise<CatalogueIndex> {
    const startedAt = this.options.now();
    const index = new CatalogueIndex();
    const parts = this.db.collection(collections.parts).orderBy(FieldPath.documentId());
    for await (const doc of this.pages(parts)) index.put(toPart(doc.id, doc.data() as PartDoc));
    this.watermark = startedAt;
    this.checkedAt = startedAt;
    this.index = index;
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
