// The signed-in buyer's cart: the one document carts/{uid}, which follows the buyer to another
// device. Unlike every other document, the client writes it itself (firestore.rules checks its
// owner, shape and bounds): it holds no stock and no price the server trusts, since checkout
// prices every line again, so a round trip through the API would buy nothing.
import {
  deleteField,
  doc,
  serverTimestamp,
  setDoc,
  type DocumentReference,
} from 'firebase/firestore';
import { collections } from '@cps/domain';
import { cartFields, readCart, type Cart } from '@/lib/cart';
import { readDeliveryDetails, type DeliveryDetails } from '@/lib/delivery-details';
import { mapReady, type ReadState } from '@/lib/read-state';
import { firestore } from './firestore';
import { liveDoc } from './firestore-live';
import { watchLive } from './use-live';

const cartRef = (uid: string) => doc(firestore, collections.carts, uid) as DocumentReference;

export interface StoredCart {
  /** Whether the document exists (a buyer who never had a cart has none). */
  exists: boolean;
  cart: Cart;
  /** The delivery details of the buyer's last checkout, to fill the next one's form. */
  delivery?: DeliveryDetails;
}

/** The buyer's cart, live; a buyer who never had one has an empty cart. */
export function watchCart(uid: string, onState: (state: ReadState<StoredCart>) => void) {
  return watchLive(liveDoc(cartRef(uid)), (state) => {
    if (state.status === 'missing')
      return onState({
        status: 'ready',
        data: { exists: false, cart: readCart(null) },
        stale: false,
      });
    onState(
      mapReady(state, (data) => {
        const delivery = readDeliveryDetails(data.lastDelivery);
        const cart = readCart(data);
        return delivery ? { exists: true, cart, delivery } : { exists: true, cart };
      }),
    );
  });
}

/** Writes the cart; the last delivery details stay as they are. */
export function saveCart(uid: string, cart: Cart): Promise<void> {
  const fields = cartFields(cart);
  return setDoc(
    cartRef(uid),
    { build: deleteField(), ...fields, updatedAt: serverTimestamp() },
    { merge: true },
  );
}

/** After a checkout: the cart emptied, and the delivery details kept for the next one. */
export function saveCheckedOut(uid: string, delivery: DeliveryDetails | undefined): Promise<void> {
  return setDoc(cartRef(uid), {
    lines: [],
    ...(delivery ? { lastDelivery: { ...delivery } } : {}),
    updatedAt: serverTimestamp(),
  });
}
