import {
  createUserWithEmailAndPassword,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  updateProfile,
  type UserCredential,
} from 'firebase/auth';
import { auth } from '@/infra/firebase';
import { signInWithGoogle } from './google-sign-in';

// Firebase Auth calls of the sign-in flows. This module (and the SDK with it) is imported on
// demand, so Login and Sign Up paint without waiting for Firebase.

export function logIn(email: string, password: string): Promise<UserCredential> {
  return signInWithEmailAndPassword(auth, email, password);
}

export async function signUp(name: string, email: string, password: string) {
  const credential = await createUserWithEmailAndPassword(auth, email, password);
  await updateProfile(credential.user, { displayName: name });
  await credential.user.getIdToken(true); // so the server sees the new display name
  return credential;
}

export function google(
  onLateSuccess?: (credential: UserCredential) => void,
): Promise<UserCredential> {
  return signInWithGoogle(auth, onLateSuccess);
}

export function resetPassword(email: string): Promise<void> {
  return sendPasswordResetEmail(auth, email);
}
