import { lazy, type ComponentType, type ReactNode } from 'react';

type Wrap = ComponentType<{ children: ReactNode }>;

/**
 * Loads a module that reads Firebase through reactfire together with the SDK and reactfire's
 * providers, and gives the component of `pick` wrapped in those providers. Firebase is most of
 * the app's JavaScript: keeping it out of the entry chunk lets the shell and Home's hero paint
 * first (see docs/performance.md).
 */
export async function loadLive<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Promise<ComponentType<P>> {
  const [Component, { FirebaseProviders }] = await Promise.all([
    load(),
    import('./firebase-providers'),
  ]);
  const Providers: Wrap = FirebaseProviders;
  return function Live(props: P) {
    return (
      <Providers>
        <Component {...props} />
      </Providers>
    );
  };
}

/** A lazy component (render it inside Suspense) whose module reads Firebase; see loadLive. */
export function lazyLive<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await loadLive(load) }));
}
