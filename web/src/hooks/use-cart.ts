import { copy } from '@cps/domain';
import { useEffect, useSyncExternalStore } from 'react';
import toast from 'react-hot-toast';
import { afterPageLoad } from '@/lib/after-load';
import { emptyCart, isCartEmpty, mergeCarts, readCart, type Cart } from '@/lib/cart';
import type { DeliveryDetails } from '@/lib/delivery-details';

// The one cart of the page, wherever it is shown or changed (the navbar's count, the Add to cart
// buttons, /cart, /checkout). A visitor's lives in localStorage, so it survives reloads and other
// tabs; a signed-in buyer's is their cart document, listened to once here. At sign-in the
// visitor's cart is merged into the account's and localStorage is cleared.

const storageKey = 'cps.cart';

export interface CartState {
  /** `loading` until a signed-in buyer's cart document has answered. */
  status: 'ready' | 'loading';
  cart: Cart;
  /** Whose cart it is: a signed-in buyer's uid, or undefined for a visitor's. */
  owner?: string;
  /** The buyer's last delivery details (signed in only). */
  delivery?: DeliveryDetails;
}

const listeners = new Set<() => void>();
let state: CartState | undefined;
let stopAccount: (() => void) | undefined;
let saveAccount: ((uid: string, cart: Cart) => Promise<void>) | undefined;
/**
 * Changes made while the account's cart has not answered yet (a buyer can add a part before it
 * does): shown at once, and applied on top of the account's cart when it answers.
 */
let unsaved: ((cart: Cart) => Cart)[] = [];

function loadLocal(): Cart {
  try {
    const raw = localStorage.getItem(storageKey);
    return raw ? readCart(JSON.parse(raw)) : emptyCart;
  } catch {
    return emptyCart;
  }
}

function saveLocal(cart: Cart) {
  try {
    if (isCartEmpty(cart)) localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, JSON.stringify(cart));
  } catch {
    // Storage blocked or full: the cart lasts as long as the page.
  }
}

function snapshot(): CartState {
  state ??= { status: 'ready', cart: loadLocal() };
  return state;
}

function publish(next: CartState) {
  state = next;
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (snapshot().owner || (event.key !== storageKey && event.key !== null)) return;
  publish({ status: 'ready', cart: loadLocal() });
}

function subscribe(listener: () => void) {
  if (!listeners.size) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (!listeners.size) window.removeEventListener('storage', onStorage);
  };
}

const visitorState: CartState = { status: 'ready', cart: emptyCart };

/** The cart now, and its changes. */
export function useCart(): CartState {
  return useSyncExternalStore(subscribe, snapshot, () => visitorState);
}

/** A write to the cart document failed (offline long enough, or refused): say so once. */
const writeFailed = () => toast.error(copy.cart.notSaved, { id: 'cart-not-saved' });

/**
 * Changes the cart: a visitor's at once in localStorage; a signed-in buyer's at once on screen
 * and then in their document (whose listener confirms it). Returns the cart as changed.
 */
export function changeCart(change: (cart: Cart) => Cart): Cart {
  const now = snapshot();
  const cart = change(now.cart);
  if (cart === now.cart) return cart;
  publish({ ...now, cart });
  if (!now.owner) saveLocal(cart);
  else if (now.status === 'loading') unsaved.push(change);
  else void saveAccount?.(now.owner, cart).catch(writeFailed);
  return cart;
}

/** After a placed checkout the cart is empty; the details are kept by the caller's write. */
export function forgetCart(delivery?: DeliveryDetails) {
  const now = snapshot();
  publish(delivery ? { ...now, cart: emptyCart, delivery } : { ...now, cart: emptyCart });
}

/**
 * Follows the account's cart document from its first answer on, merging in the visitor's cart
 * and the changes made before that answer. The document is written before it is listened to for
 * good: when the first answer finds it missing, or finds anything to merge, the listener stops,
 * the merged cart is written, and the listening starts again once the write is in. A document
 * created while it is listened to can be answered as missing afterwards (the Firestore emulator
 * does so), which would show an empty cart while the database holds the merged one; a document
 * that exists only ever changes.
 */
async function followAccount(uid: string) {
  const { watchCart, saveCart } = await import('@/infra/cart-doc');
  if (snapshot().owner !== uid) return;
  saveAccount = saveCart;
  const listen = (written: boolean) => {
    // The first answer can come before watchCart returns (a source still held answers at once).
    let stopped = false;
    let rewritten = false;
    const listener: { stop?: () => void } = {};
    const halt = () => {
      stopped = true;
      listener.stop?.();
    };
    listener.stop = watchCart(uid, (read) => {
      if (stopped || snapshot().owner !== uid) return;
      if (read.status === 'error') {
        writeFailed();
        return;
      }
      if (read.status !== 'ready') return;
      const { exists, cart, delivery } = read.data;
      if (written && !exists && !rewritten) {
        // Once written, only a deleted account loses the document: a "missing" answer after our
        // own write is the emulator's stale one, and publishing it would empty the buyer's cart.
        // The cart on screen stays and is written again, once; a second "missing" is believed.
        rewritten = true;
        saveCart(uid, snapshot().cart).catch(writeFailed);
        return;
      }
      const visitor = written ? emptyCart : loadLocal();
      if (!written && (!exists || !isCartEmpty(visitor) || unsaved.length)) {
        written = true;
        halt();
        const merge = mergeCarts(cart, visitor);
        const merged = unsaved.reduce((next, change) => change(next), merge.cart);
        unsaved = [];
        saveLocal(emptyCart);
        if (merge.dropped.length) toast.error(copy.cart.mergeFull(merge.dropped.length));
        publishAccount(uid, merged, delivery);
        saveCart(uid, merged)
          .then(() => {
            if (snapshot().owner === uid) listen(true);
          })
          .catch(writeFailed);
        return;
      }
      written = true;
      publishAccount(uid, cart, delivery);
    });
    if (stopped) listener.stop();
    stopAccount = halt;
  };
  listen(false);
}

function publishAccount(uid: string, cart: Cart, delivery: DeliveryDetails | undefined) {
  publish(
    delivery
      ? { status: 'ready', cart, owner: uid, delivery }
      : { status: 'ready', cart, owner: uid },
  );
}

/** Whose cart the page shows: the signed-in buyer's (uid) or the visitor's (null). */
function setCartOwner(uid: string | null) {
  const now = snapshot();
  if ((now.owner ?? null) === uid) return;
  stopAccount?.();
  stopAccount = undefined;
  unsaved = [];
  if (uid === null) {
    publish({ status: 'ready', cart: loadLocal() });
    return;
  }
  publish({ status: 'loading', cart: emptyCart, owner: uid });
  afterPageLoad()
    .then(() => followAccount(uid))
    .catch(writeFailed);
}

/**
 * Keeps the cart with who is signed in (the app's layout calls it once): the visitor's cart while
 * signed out or while sign-in is unknown, the account's once signed in.
 */
export function useCartOwner(role: { status: string; user: { uid: string } | null }) {
  const uid = role.status === 'signedIn' ? (role.user?.uid ?? null) : null;
  const known = role.status !== 'loading';
  useEffect(() => {
    if (known) setCartOwner(uid);
  }, [uid, known]);
}
