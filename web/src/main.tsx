import './app/first-screen';
import { firstPaint } from './lib/after-load';
import './styles.css';

// index.html's top bar paints first; the app's modules (downloaded meanwhile, preloaded by the
// page) are evaluated once that paint is reported, so a slow phone shows the store at once rather
// than a blank page while it runs React. React DOM and the app evaluate in tasks of their own, as
// one long evaluation would block input. A hidden tab paints nothing, so it starts at once.
// What the page starts early (app/first-screen.ts, the first import: the browse page's request
// for its parts) starts before all that.

async function start() {
  await import('react-dom/client');
  await new Promise((resolve) => setTimeout(resolve, 0));
  await import('./app/start');
}

void (document.visibilityState === 'hidden' ? start() : firstPaint(1000).then(start));
