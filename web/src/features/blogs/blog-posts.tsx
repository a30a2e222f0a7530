import type { ReactNode } from 'react';
import type { AccordionItem } from './accordion';

function Code({ children }: { children: ReactNode }) {
  return (
    <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-ink">
      {children}
    </code>
  );
}

function Block({ children }: { children: string }) {
  return (
    <pre className="overflow-x-auto rounded-lg bg-ink p-4 font-mono text-sm leading-6 text-slate-100">
      <code>{children}</code>
    </pre>
  );
}

/** The five developer interview questions of spec §2, with short, accurate answers. */
export const blogPosts: AccordionItem[] = [
  {
    id: 'react-performance',
    title: 'How can you improve the performance of a React application?',
    content: (
      <>
        <p>
          Measure before changing anything. The React DevTools Profiler shows which components
          render, how often and why; Lighthouse and the Web Vitals (LCP, INP, CLS) show what users
          actually feel. Always judge a production build, never the development one.
        </p>
        <p>
          Then render less. Keep state as close as possible to the components that use it, so an
          update re-renders a small subtree. Wrap expensive children in <Code>React.memo</Code> and
          keep the props you pass them stable with <Code>useMemo</Code> and <Code>useCallback</Code>
          , give list items stable keys, and virtualise very long lists so only the visible rows are
          in the DOM. For slow updates, <Code>useTransition</Code> and <Code>useDeferredValue</Code>{' '}
          keep typing and clicking responsive.
        </p>
        <p>
          Finally, ship less. Split the bundle by route with <Code>React.lazy</Code> and dynamic{' '}
          <Code>import()</Code>, drop unused dependencies, give images a width and height and
          lazy-load those below the fold, and cache server data (React Query, SWR or live listeners)
          instead of refetching it on every mount.
        </p>
      </>
    ),
  },
  {
    id: 'state-management',
    title: 'What are the different ways to manage state in a React application?',
    content: (
      <>
        <p>
          <strong>Local state</strong> with <Code>useState</Code>, or <Code>useReducer</Code> when
          the next state depends on several actions, covers most UI: an open menu, a form field, a
          selected tab. When two siblings need the same value, lift it up to their closest common
          parent and pass it down as props.
        </p>
        <p>
          <strong>Context</strong> shares a value with a whole subtree without passing props through
          every level. It suits values that change rarely, such as the signed-in user, the theme or
          the language, because every consumer re-renders when the value changes.
        </p>
        <p>
          <strong>Global stores</strong> such as Redux Toolkit, Zustand, Jotai or MobX hold complex
          client state that changes often and is read in many places, with selectors and devtools.{' '}
          <strong>Server state</strong> (data that lives in an API or database) is better left to a
          fetching and caching library such as React Query, SWR, RTK Query or reactfire. The URL
          (route and search parameters) is state too, and form libraries like react-hook-form manage
          form state.
        </p>
      </>
    ),
  },
  {
    id: 'prototypal-inheritance',
    title: 'How does prototypal inheritance work?',
    content: (
      <>
        <p>
          Every JavaScript object has a hidden link, <Code>[[Prototype]]</Code>, to another object
          or to <Code>null</Code>. When you read a property, the engine looks at the object itself
          first, then at its prototype, then at that prototype&apos;s prototype, and so on up the
          chain until it finds the property or reaches <Code>null</Code> and returns{' '}
          <Code>undefined</Code>.
        </p>
        <Block>{`const animal = { speak() { return \`\${this.name} makes a sound\`; } };
const dog = Object.create(animal); // dog's prototype is animal
dog.name = 'Rex';
dog.speak(); // 'Rex makes a sound': found on animal, run with this = dog`}</Block>
        <p>
          Methods therefore live once on the prototype and are shared by every object that links to
          it. Writing a property always creates it on the object itself, shadowing the
          prototype&apos;s, and never changes the prototype. A function called with <Code>new</Code>{' '}
          gives the new object its <Code>.prototype</Code> as prototype, and{' '}
          <Code>class B extends A</Code> is syntax over the same mechanism: it links{' '}
          <Code>B.prototype</Code> to <Code>A.prototype</Code>. <Code>Object.getPrototypeOf()</Code>{' '}
          and <Code>Object.hasOwn()</Code> let you inspect the chain.
        </p>
      </>
    ),
  },
  {
    id: 'unit-tests',
    title: 'What is a unit test? Why should we write unit tests?',
    content: (
      <>
        <p>
          A unit test checks one small piece of code, such as a function, a hook or a component, in
          isolation: it arranges a known input, runs the unit and asserts the output or the
          behaviour. It needs no network, database or browser, so it runs in milliseconds and gives
          the same result every time. Slow or unpredictable dependencies are replaced by fakes.
          Vitest or Jest run them; React Testing Library renders components the way a user sees
          them.
        </p>
        <Block>{`test('an order below the minimum quantity is refused', () => {
  expect(canOrder(1, { minimumOrderQuanity: 5, availableQuanity: 40 })).toBe(false);
});`}</Block>
        <p>
          We write them because they catch bugs minutes after they are written instead of in
          production, let us refactor with confidence that the behaviour did not change, and
          document what the code is supposed to do better than a comment that can go stale. Code
          that is easy to unit-test also tends to be better designed: small, pure and loosely
          coupled. They complement, not replace, integration and end-to-end tests.
        </p>
      </>
    ),
  },
  {
    id: 'set-state',
    title:
      'Why do we set state through its setter and not directly, e.g. products = [...] instead of setProducts([...])?',
    content: (
      <>
        <p>
          In <Code>const [products, setProducts] = useState([])</Code>, <Code>products</Code> is
          just a local variable holding a snapshot of the state for the current render. Assigning to
          it (or mutating the array with <Code>push</Code>) changes nothing React knows about: no
          re-render is scheduled, the screen stays the same, and on the next render{' '}
          <Code>useState</Code> hands back the value React stored, so the change is lost.
        </p>
        <p>
          The setter stores the new value in React and schedules a re-render of the component and
          its children with it. React decides whether anything changed by comparing the old and new
          values with <Code>Object.is</Code>, so always pass a new array or object rather than a
          mutated one: <Code>setProducts([...products, part])</Code>. When the new state depends on
          the old, use the updater form, <Code>setProducts((prev) =&gt; [...prev, part])</Code>,
          because updates are batched and <Code>products</Code> may be stale.
        </p>
        <p>
          Treating state as immutable is also what makes <Code>React.memo</Code>,{' '}
          <Code>useMemo</Code>, effect dependencies and concurrent rendering work correctly.
        </p>
      </>
    ),
  },
];
