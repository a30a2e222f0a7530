// What the page starts as the entry module evaluates, before the app's modules have arrived: the
// browse page asks for its parts, as their answer names its largest image; Home's first screen is
// its pictures, so the work that can wait waits for them too. app/ knows the routes and the
// features behind them, so the entry module (main.tsx) imports this, for its effect, rather than
// a feature. It runs once, as main.tsx's first import.
import { paths, patterns } from '@/config/paths';
import { startLanding } from '@/features/browse/landing';
import { holdPageLoad, picturePainted } from '@/lib/after-load';

if (location.pathname === patterns.parts) startLanding(new URL(location.href));
else if (location.pathname === paths.home) holdPageLoad(picturePainted(5000));
