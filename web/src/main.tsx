import './styles.css';

// index.html's top bar paints first; the app's modules (downloaded meanwhile, preloaded by the
// page) are evaluated after that frame, so a slow phone shows the store at once rather than a
// blank page while it runs React. React DOM and the app evaluate in tasks of their own, as one
// long evaluation would block input. A hidden tab paints no frames, so it starts at once.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
let started = false;
async function start() {
  if (started) return;
  started = true;
  await import('react-dom/client');
  await nextTask();
  await import('./app/start');
}
if (document.visibilityState === 'hidden') void start();
else requestAnimationFrame(() => setTimeout(() => void start(), 0));
