import {
  collections,
  financialYearOf,
  formatInvoiceNumber,
  type FinancialYear,
  type OrderDoc,
} from '@cps/domain';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';

// An order's invoice number is given in the transaction that makes it paid (a payment settled or
// accepted, cash collected at the door): serial per financial year (invoice.ts), from a counter
// document per year that only these transactions move. Reading the counter in the transaction
// makes concurrent payments queue on it, so no serial is given twice or skipped; an order that
// has a number keeps it. The read and the write are two steps because a transaction reads
// everything before it writes.

interface CounterDoc {
  /** The last serial given this year. */
  last: number;
}

export interface InvoiceNumberStep {
  /** Gives `order` (at `orderRef`) the year's next number, unless it has one: writes only. */
  assign: (tx: Transaction, orderRef: DocumentReference, order: OrderDoc) => string | undefined;
}

function counterRef(db: Firestore, year: FinancialYear): DocumentReference {
  return db.collection(collections.invoiceCounters).doc(year.label);
}

/** The read step: the counter of the financial year `at` falls in. */
export async function readInvoiceCounter(
  tx: Transaction,
  db: Firestore,
  at: number,
): Promise<InvoiceNumberStep> {
  const year = financialYearOf(at);
  const ref = counterRef(db, year);
  const snap = await tx.get(ref);
  const last = snap.exists ? (snap.data() as CounterDoc).last : 0;
  return {
    assign(writer, orderRef, order) {
      if (order.invoiceNumber) return undefined;
      const serial = last + 1;
      const invoiceNumber = formatInvoiceNumber(year, serial);
      writer.set(ref, { last: serial } satisfies CounterDoc);
      writer.update(orderRef, { invoiceNumber } satisfies Partial<OrderDoc>);
      return invoiceNumber;
    },
  };
}
