import { collections, copy, type Part, pcBuildCopy, savedBuildsCopy } from '@cps/domain';
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { screenshots } from '../support/browser';
import { demoPart } from '../support/build-parts';
import { adminFor, DEMO_PROJECT, hosts } from '../support/emulators';
import { usePages } from './support';
import { clearRateLimits } from '../support/rate-limits';
import { removeSavedBuildsOf } from '../support/saved-builds';

// Saved builds in Chromium: a visitor's build kept through signing in, picked on /pc-builder,
// saved by name, changed and saved again, found in My Builds, renamed from the keyboard, opened
// as the same build, and deleted. A fresh customer of its own, removed at the end.

const { page: p, slots } = pcBuildCopy;
const ms = savedBuildsCopy;
const admin = adminFor(DEMO_PROJECT);
const app = hosts.app;

const ryzen = demoPart('amd-ryzen-7-7800x3d');
const b650 = demoPart('asus-rog-strix-b650-a');
const ddr5 = demoPart('corsair-vengeance-ddr5-32gb');
const lancool = demoPart('lian-li-lancool-216');

const { newPage } = usePages();
const uids: string[] = [];

afterAll(async () => {
  await removeSavedBuildsOf(admin.db, uids);
  await clearRateLimits(admin.db, uids);
  await Promise.all(
    uids.flatMap((uid) => [
      admin.db.doc(`${collections.users}/${uid}`).delete(),
      admin.db.doc(`${collections.profiles}/${uid}`).delete(),
      admin.auth.deleteUser(uid).catch(() => undefined),
    ]),
  );
  await admin.close();
});

async function customer() {
  const email = `builder-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'secret-password';
  const user = await admin.auth.createUser({
    email,
    password,
    displayName: 'Builder Tester',
    emailVerified: true,
  });
  uids.push(user.uid);
  return { uid: user.uid, email, password };
}

const slot = (page: Page, name: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
const dialog = (page: Page) => page.getByRole('dialog');

/** Picks a part that fits from a slot's list. */
async function pick(page: Page, button: string, part: Part, slotName: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await dialog(page).getByText(part.name, { exact: true }).waitFor();
  await dialog(page)
    .getByRole('button', { name: p.pick(part.name), exact: true })
    .click();
  await dialog(page).waitFor({ state: 'hidden' });
  await slot(page, slotName).getByText(part.name, { exact: true }).waitFor();
}

async function storedBuilds(uid: string) {
  const builds = await admin.db
    .collection(collections.users)
    .doc(uid)
    .collection(collections.savedBuilds)
    .get();
  const count = await admin.db.collection(collections.savedBuildCounts).doc(uid).get();
  return { builds: builds.docs.map((d) => ({ id: d.id, ...d.data() })), count: count.get('count') };
}

const focusedLabel = (page: Page) =>
  page.evaluate<string | null>('document.activeElement?.getAttribute("aria-label") ?? null');

describe('saved builds', () => {
  it('a customer builds on /pc-builder, saves it by name, finds it in My Builds, renames it, opens it (same build), deletes it', async () => {
    const who = await customer();
    const page = await newPage();

    // A visitor with a build is offered to sign in, and comes back to the same build.
    const start = `${app}/pc-builder?cpu=${ryzen._id}&motherboard=${b650._id}`;
    await page.goto(start);
    await slot(page, slots.cpu).getByText(ryzen.name, { exact: true }).waitFor();
    await page.getByRole('link', { name: ms.signInToSave }).click();
    await page.waitForURL(`${app}/login`);
    await page.getByLabel('Email').fill(who.email);
    await page.getByLabel('Password').fill(who.password);
    await page.getByRole('button', { name: 'LOGIN' }).click();
    await page.waitForURL(start);
    await slot(page, slots.motherboard).getByText(b650.name, { exact: true }).waitFor();

    // Builds on: memory from its list. Then Save build, named in a dialog (after the CPU by default).
    await pick(page, p.choose.memory, ddr5, slots.memory);
    await page.getByRole('button', { name: ms.save, exact: true }).click();
    const nameField = dialog(page).getByRole('textbox', { name: ms.nameLabel });
    expect(await nameField.inputValue()).toBe(`Build with ${ryzen.name}`);
    await nameField.fill('My gaming PC');
    await dialog(page).getByRole('button', { name: ms.save, exact: true }).click();
    await page.getByText(ms.saved('My gaming PC')).waitFor();
    await dialog(page).waitFor({ state: 'hidden' });
    // The link now names the saved build, so that the page can save changes to it.
    await page.waitForURL((url) => url.searchParams.has('saved'));
    const savedId = new URL(page.url()).searchParams.get('saved')!;
    await page.getByText(ms.openedFrom('My gaming PC')).waitFor();
    expect(await page.getByRole('button', { name: ms.saveChanges }).isDisabled()).toBe(true);
    let stored = await storedBuilds(who.uid);
    expect(stored.builds).toEqual([
      expect.objectContaining({
        id: savedId,
        name: 'My gaming PC',
        parts: { cpu: ryzen._id, motherboard: b650._id, memory: ddr5._id },
      }),
    ]);
    expect(stored.count).toBe(1);

    // A change, saved to the same build; the saved id rides along with the pick.
    await pick(page, p.choose.case, lancool, slots.case);
    expect(new URL(page.url()).searchParams.get('saved')).toBe(savedId);
    await page.getByRole('button', { name: ms.saveChanges }).click();
    await page.getByText(ms.changesSaved('My gaming PC')).waitFor();
    await page.getByText(ms.unchanged).waitFor();
    const saved = { cpu: ryzen._id, motherboard: b650._id, memory: ddr5._id, case: lancool._id };
    stored = await storedBuilds(who.uid);
    expect(stored.builds).toEqual([expect.objectContaining({ id: savedId, parts: saved })]);

    // My Builds, from the dashboard's menu.
    await page.getByRole('link', { name: ms.myBuilds, exact: true }).click();
    await page.waitForURL(`${app}/dashboard/myBuilds`);
    const menu = page.getByRole('complementary', { name: 'Dashboard' });
    expect(
      await menu.getByRole('link', { name: copy.savedBuilds.menu }).getAttribute('aria-current'),
    ).toBe('page');
    const list = page.getByRole('list', { name: ms.title });
    const card = list.getByRole('listitem').filter({ hasText: 'My gaming PC' });
    await card.waitFor();
    expect(await card.innerText()).toContain(ms.partCount(4));
    await page.getByText(ms.count(1, 20)).waitFor();

    // Rename, from the keyboard: the dialog, the name, Enter; focus comes back to Rename.
    await page.getByRole('button', { name: ms.renameName('My gaming PC') }).focus();
    await page.keyboard.press('Enter');
    const renameField = dialog(page).getByRole('textbox', { name: ms.nameLabel });
    await renameField.waitFor();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Office build');
    await page.keyboard.press('Enter');
    await page.getByText(ms.renamed('Office build')).waitFor();
    await list.getByRole('heading', { name: 'Office build' }).waitFor();
    await expect.poll(() => focusedLabel(page)).toBe(ms.renameName('Office build'));
    expect((await storedBuilds(who.uid)).builds[0]).toMatchObject({ name: 'Office build' });

    // A name the server would refuse is refused on the page, before it is sent.
    await page.getByRole('button', { name: ms.renameName('Office build') }).click();
    await renameField.fill('   ');
    await dialog(page).getByRole('button', { name: ms.rename }).click();
    await dialog(page).getByRole('alert').getByText(ms.nameRequired).waitFor();
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });

    // At 360 px the list fits the screen.
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(
      360,
    );
    await screenshots(page, 'my-builds');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Open: the same build on the builder, named as saved.
    await page.getByRole('link', { name: ms.openName('Office build') }).click();
    await page.waitForURL((url) => url.pathname === '/pc-builder');
    const opened = new URL(page.url()).searchParams;
    expect(opened.get('saved')).toBe(savedId);
    for (const [name, part] of [
      [slots.cpu, ryzen],
      [slots.motherboard, b650],
      [slots.memory, ddr5],
      [slots.case, lancool],
    ] as const) {
      await slot(page, name).getByText(part.name, { exact: true }).waitFor();
    }
    await page.getByText(ms.openedFrom('Office build')).waitFor();
    await page.getByText(ms.unchanged).waitFor();
    await screenshots(page, 'pc-builder-saved');

    // Delete, confirmed; the list is then empty and says how to make one.
    await page.goBack();
    await page.waitForURL(`${app}/dashboard/myBuilds`);
    await page.getByRole('button', { name: ms.deleteName('Office build') }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: ms.confirmDelete.title });
    await confirm.waitFor();
    const done = page.getByRole('dialog').getByText(ms.confirmDelete.done).waitFor();
    await confirm.getByRole('button', { name: ms.confirmDelete.confirm }).click();
    await done;
    await page.getByText(ms.empty).waitFor();
    expect(await storedBuilds(who.uid)).toEqual({ builds: [], count: 0 });
  });
});
