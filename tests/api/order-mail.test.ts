import { collections } from '@cps/domain';
import { describe, expect, it } from 'vitest';
import { admin, call, createAccount } from './support';

// The buyer's choice of order updates by email over HTTP: PUT /profile/{email} takes
// `orderUpdateMail` as true or false (absent keeps it) and keeps it on the profile document,
// where the transactions that write the messages read it (docs/orders.md).

const stored = async (uid: string) =>
  (await admin.db.doc(`${collections.profiles}/${uid}`).get()).get('orderUpdateMail') as unknown;

describe('PUT /profile/{email}: orderUpdateMail', () => {
  it('keeps false and true, keeps the choice when absent, and refuses anything else', async () => {
    const buyer = await createAccount('mailchoice');
    const put = (body: unknown) =>
      call<{ message?: string }>('PUT', `/profile/${buyer.email}`, { token: buyer.idToken, body });

    expect((await put({ orderUpdateMail: false })).status).toBe(200);
    expect(await stored(buyer.uid)).toBe(false);
    expect((await put({ name: 'Rahim' })).status).toBe(200);
    expect(await stored(buyer.uid)).toBe(false);

    for (const bad of ['false', 0, null, { off: true }]) {
      const answer = await put({ orderUpdateMail: bad });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain('orderUpdateMail must be true or false.');
    }
    expect(await stored(buyer.uid)).toBe(false);

    expect((await put({ orderUpdateMail: true })).status).toBe(200);
    expect(await stored(buyer.uid)).toBe(true);
  });
});
