import { paths, patterns } from './config/paths';
import { startLanding } from './features/browse/landing';
import { firstPaint, holdPageLoad, picturePainted } from './lib/after-load';
import './styles.css';

// index.html's top bar paints first; the app's modules (downloaded meanwhile, preloaded by the
// page) are evaluated once that paint is reported, so a slow phone shows the store at once rather
// than a blank page while it runs React. React DOM and the app evaluate in tasks of their own, as
// one long evaluation would block input. A hidden tab paints nothing, so it starts at once.
// The browse page asks for its parts before all that: their answer names its largest image.
// Home's first screen is its pictures: the work that can wait waits for them too.
if (location.pathname === patterns.parts) startLanding(new URL(location.href));
else if (location.pathname === paths.home) holdPageLoad(picturePainted(5000));

async function start() {
  await import('react-dom/client');
  await new Promise((resolve) => setTimeout(resolve, 0));
  await import('./app/start');
}

void (document.visibilityState === 'hidden' ? start() : firstPaint(1000).then(start));
