// The store's own words of a customer's saved builds: the API's refusals, My Builds, and saving on
// /pc-builder. Its name in the dashboard's menu, on every dashboard page, is in copy.ts. A module
// apart from copy.ts so that Home, which loads copy.ts, does not load these (docs/performance.md,
// Home's initial JS); the same rules as copy.ts hold for it.

export const savedBuildsCopy = {
  nameNotText: "The build's name must be text.",
  nameRequired: 'Give the build a name.',
  nameTooLong: (max: number) => `A build's name is at most ${max} characters.`,
  nameOneLine: "A build's name is one line of text, without tabs or line breaks.",
  noParts: 'A saved build needs at least one part.',
  nothingToChange: 'Send a new name, new parts, or both.',
  full: (max: number) =>
    `You have ${max} saved builds, the most an account keeps. Delete one to save another.`,
  notFound: 'You have no saved build with this id.',
  defaultName: 'My PC build',
  nameAfterCpu: (cpu: string) => `Build with ${cpu}`,
  // My Builds, in the dashboard.
  title: 'My Builds',
  count: (count: number, max: number) => `${count} of ${max} saved builds`,
  loading: 'Loading your builds',
  failed: 'Your builds could not be loaded. Check your connection and reload the page.',
  empty: 'You have no saved builds yet. Build a PC and save it to find it here.',
  openBuilder: 'Open the PC builder',
  name: 'Name',
  parts: 'Parts',
  updated: 'Updated',
  actions: 'Actions',
  partCount: (count: number) => `${count} ${count === 1 ? 'part' : 'parts'}`,
  open: 'Open',
  openName: (name: string) => `Open ${name}`,
  rename: 'Rename',
  renameName: (name: string) => `Rename ${name}`,
  delete: 'Delete',
  deleteName: (name: string) => `Delete ${name}`,
  renameTitle: 'Rename the build',
  /** The delete confirmation, in the style of spec §8's dialogs. */
  confirmDelete: {
    title: 'Delete this build?',
    text: 'It leaves My Builds; the parts stay in the store. You cannot undo this.',
    confirm: 'Yes, delete it!',
    done: 'Deleted!',
  },
  renamed: (name: string) => `Renamed to "${name}".`,
  // Saving on /pc-builder.
  save: 'Save build',
  saveTitle: 'Save this build',
  saveAsNew: 'Save as a new build',
  saveChanges: 'Save changes',
  nameLabel: 'Name of the build',
  cancel: 'Cancel',
  saving: 'Saving…',
  saved: (name: string) => `Saved "${name}" to My Builds.`,
  changesSaved: (name: string) => `Saved the changes to "${name}".`,
  openedFrom: (name: string) => `Saved build: ${name}`,
  unchanged: 'No changes since it was saved.',
  signInToSave: 'Sign in to save this build',
  myBuilds: 'My Builds',
} as const;
