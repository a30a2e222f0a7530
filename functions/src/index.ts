import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './api/app';
import { db } from './infra/firebase';

// Triggers only: each wires a handler that is built and tested on its own.
export const api = onRequest({ region: 'us-central1' }, createApp(db));
