// reactfire imports every Firebase SDK at its top level: Realtime Database, Storage, Functions and
// Remote Config too. The store uses none of them (it reads Firestore through reactfire's
// observables and writes through its own API), and those SDKs register themselves on import, so
// the bundler cannot drop them. vite.config.ts points those four imports here instead: with the
// live hook on reactfire's observables, the build's JavaScript is 397.9 KB of gzip with this and
// 449.0 KB without (measured 2026-11-27), and the difference would load with the first live
// section of Home. reactfire only calls these from hooks the store never uses; if one ever is, it
// fails loudly instead of silently shipping an SDK.

function notBundled(): never {
  throw new Error('This Firebase SDK is not part of the store bundle (see vite.config.ts).');
}

// firebase/database
export const get = notBundled;
export const off = notBundled;
export const onChildAdded = notBundled;
export const onChildChanged = notBundled;
export const onChildMoved = notBundled;
export const onChildRemoved = notBundled;
export const onValue = notBundled;
// firebase/functions
export const httpsCallable = notBundled;
// firebase/remote-config
export const ensureInitialized = notBundled;
export const getAll = notBundled;
export const getBoolean = notBundled;
export const getNumber = notBundled;
export const getString = notBundled;
export const getValue = notBundled;
// firebase/storage
export const getDownloadURL = notBundled;
export const ref = notBundled;
